import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, LOCK_FILE, lockDataDir, lockHolder } from './data-lock';

// The data folder's lock, in this process: the processes themselves are in
// test/system/one-server-per-folder.test.ts.

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'extranet-lock-unit-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited (so nothing runs under it now). */
const deadPid = (): number =>
  Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString());

const holderFile = (dir: string, pid: number, host = hostname()) =>
  writeFileSync(
    join(dir, LOCK_FILE),
    JSON.stringify({ pid, host, purpose: 'server', since: '2026-01-01T00:00:00.000Z' }),
  );

describe('the data folder lock', () => {
  it('is taken, recorded with this pid, and released', () => {
    const dir = fresh();
    const lock = lockDataDir(dir, 'server');
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
      purpose: 'server',
    });
    lock.setControl('/tmp/x.sock');
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
      control: '/tmp/x.sock',
    });
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('is refused while a live process holds it, naming the folder and the pid', () => {
    const dir = fresh();
    holderFile(dir, process.ppid);
    expect(() => lockDataDir(dir, 'server')).toThrow(DataDirBusyError);
    expect(() => lockDataDir(dir, 'server')).toThrow(new RegExp(`${dir}.*pid ${process.ppid}`));
    expect(lockHolder(dir)?.pid).toBe(process.ppid);
  });

  it('takes over a lock whose process is gone', () => {
    const dir = fresh();
    holderFile(dir, deadPid());
    expect(lockHolder(dir)).toBeUndefined();
    const lock = lockDataDir(dir, 'server');
    expect(lockHolder(dir)).toBeUndefined(); // its own lock: this process may go on
    lock.release();
  });

  it('counts as held a lock of another machine (a shared folder), which it cannot check', () => {
    const dir = fresh();
    holderFile(dir, deadPid(), 'another-host');
    expect(() => lockDataDir(dir, 'server')).toThrow(/on another-host/);
  });
});
