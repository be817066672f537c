// The command line every bench script shares: --quick, `--name value` options, and --help, which
// prints the script's own leading comment (its usage, kept in one place) and exits before anything
// is built, seeded or started.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The usage of a script: its leading `//` comment, without the markers. */
export function usageOf(source) {
  const lines = source.split('\n');
  const start = lines[0]?.startsWith('#!') ? 1 : 0;
  const usage = [];
  for (const line of lines.slice(start)) {
    if (!line.startsWith('//')) break;
    usage.push(line.replace(/^\/\/ ?/, ''));
  }
  return usage.join('\n');
}

/** The bench's arguments; `scriptUrl` is its `import.meta.url`, whose usage --help prints. */
export function benchArgs(scriptUrl, argv = process.argv.slice(2)) {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usageOf(readFileSync(fileURLToPath(scriptUrl), 'utf8')));
    process.exit(0);
  }
  return {
    args: argv,
    quick: argv.includes('--quick'),
    /** The value after `--name`, or undefined without the option. */
    option: (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined),
  };
}
