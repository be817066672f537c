import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports';

// A throwaway PostgreSQL cluster for the fault and scale-out suites: initdb into a temporary
// directory, pg_ctl on a free port of loopback, and the faults to inject (stop, start, freeze,
// thaw). As root, PostgreSQL runs as the `postgres` user (initdb refuses root).

const BIN_ROOT = '/usr/lib/postgresql';

/** The directory of initdb and pg_ctl (newest version), or undefined where PostgreSQL is not installed. */
export function postgresBinaries(): string | undefined {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'pg_ctl'))) return process.env.PG_BIN;
  if (!existsSync(BIN_ROOT)) return undefined;
  const versions = readdirSync(BIN_ROOT)
    .filter((v) => existsSync(join(BIN_ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(BIN_ROOT, versions[0], 'bin') : undefined;
}

/** Why the PostgreSQL suites cannot run here, or undefined when they can. */
export function whyNoPostgres(): string | undefined {
  if (!postgresBinaries()) {
    return `PostgreSQL binaries (initdb, pg_ctl) not found under ${BIN_ROOT}/*/bin or PG_BIN: skipping the PostgreSQL fault and scale-out suites`;
  }
  if (process.getuid?.() === 0 && spawnSync('id', ['postgres']).status !== 0) {
    return 'running as root without a `postgres` user to run PostgreSQL as: skipping the PostgreSQL suites';
  }
  return undefined;
}

export interface Cluster {
  url: string;
  port: number;
  stop(): void;
  start(): void;
  /** SIGSTOP to every PostgreSQL process: connections stay open and nothing answers. */
  freeze(): void;
  thaw(): void;
  destroy(): void;
}

const asRoot = process.getuid?.() === 0;

function run(bin: string, args: string[]): void {
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(command, commandArgs, { stdio: 'pipe', timeout: 60_000 });
}

/** The postmaster and its children (backends, checkpointer…), from /proc. */
function clusterPids(dataDir: string): number[] {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return [];
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // stat: "pid (comm) state ppid …"; comm may hold spaces, so read after the last ')'.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

export async function startCluster(): Promise<Cluster> {
  const bin = postgresBinaries();
  if (!bin) throw new Error(whyNoPostgres());
  const root = mkdtempSync(join(tmpdir(), 'extranet-pg-'));
  const dataDir = join(root, 'data');
  if (asRoot) {
    chmodSync(root, 0o755);
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(root, uid, gid);
  }
  run(join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const pgCtl = (...args: string[]) => run(join(bin, 'pg_ctl'), ['-D', dataDir, '-w', '-t', '30', ...args]);
  const start = () => pgCtl('-o', options, '-l', join(root, 'log'), 'start');
  const signal = (name: NodeJS.Signals) => {
    for (const pid of clusterPids(dataDir)) {
      try {
        process.kill(pid, name);
      } catch {}
    }
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop: () => pgCtl('-m', 'fast', 'stop'),
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    destroy: () => {
      signal('SIGCONT');
      try {
        pgCtl('-m', 'immediate', 'stop');
      } catch {}
      rmSync(root, { recursive: true, force: true });
    },
  };
}
