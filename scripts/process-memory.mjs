import { readFileSync } from 'node:fs';

/** A process's peak (VmHWM) and resident (VmRSS) memory in MB, from /proc (Linux). */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (key) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN) / 1024;
  return { peakMb: mb('VmHWM'), residentMb: mb('VmRSS') };
}
