import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('defaults: port 3000, ./.data from where the command was typed, demo data on PGlite', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'extranet-env-'));
    const env = loadEnv({ INIT_CWD: cwd });
    expect(env.port).toBe(3000);
    expect(env.dataDir).toBe(join(cwd, '.data'));
    expect(env.seedDemo).toBe(true);
    expect(env.databaseUrl).toBeUndefined();
    expect(env.webDist).toMatch(/apps\/web\/dist$/);
    expect(env.scryptLogN).toBe(17);
  });

  it('generates the JWT secret once into DATA_DIR and reuses it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'extranet-env-'));
    const first = loadEnv({ DATA_DIR: dataDir });
    expect(loadEnv({ DATA_DIR: dataDir }).jwtSecret.equals(first.jwtSecret)).toBe(true);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(48);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret.toString());
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('uses PostgreSQL without demo data unless asked; checks its inputs', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'extranet-env-'));
    const base = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@db/x' };
    expect(loadEnv(base).seedDemo).toBe(false);
    expect(loadEnv({ ...base, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadEnv({ ...base, PORT: '3100', JWT_SECRET: 'x'.repeat(32) }).port).toBe(3100);
    expect(() => loadEnv({ ...base, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadEnv({ ...base, PORT: 'abc' })).toThrow(/PORT/);
  });
});
