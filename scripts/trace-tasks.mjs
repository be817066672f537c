// Reading a Chromium performance trace (what `browser.stopTracing()` returns) for the grid bench:
// the longest task of the page's main thread while it scrolled.

/**
 * The longest main-thread task of a Chromium trace, in wall-clock and in CPU (thread) milliseconds.
 * Read line by line (Chromium writes one event a line): scrolling 30,000 rows traces more than a
 * string can hold.
 */
export function longestTask(buffer) {
  let main;
  const tasks = [];
  for (let start = 0; start < buffer.length; ) {
    let end = buffer.indexOf(10, start);
    if (end === -1) end = buffer.length;
    const line = buffer.toString('utf8', start, end);
    start = end + 1;
    const isName = line.includes('"thread_name"');
    if (!isName && !line.includes('"RunTask"')) continue;
    // An event's object alone, without the array's comma or the file's opening and closing.
    const from = line.startsWith('{"traceEvents":[') ? line.indexOf('[') + 1 : line.indexOf('{');
    let event;
    try {
      event = JSON.parse(line.slice(from, line.lastIndexOf('}') + 1));
    } catch {
      continue; // the file's last line (`…}]}`): no task worth reading
    }
    if (isName && !main && event.args?.name === 'CrRendererMain') main = event;
    else if (event.name === 'RunTask' && event.dur) tasks.push(event);
  }
  if (!main) return { wall: Number.NaN, cpu: Number.NaN };
  let wall = 0;
  let cpu = 0;
  for (const event of tasks) {
    if (event.pid !== main.pid || event.tid !== main.tid) continue;
    wall = Math.max(wall, event.dur / 1000);
    cpu = Math.max(cpu, (event.tdur ?? 0) / 1000);
  }
  return { wall, cpu };
}
