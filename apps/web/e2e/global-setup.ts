import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../../scripts/chromium.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://127.0.0.1:41234 */
    baseURL: string;
    /** The one Chromium every test file connects to (see browser.ts). */
    browserWSEndpoint: string;
    /** Where the server writes each e-mail it sends (MAIL_DIR); '' when unknown (E2E_BASE_URL). */
    mailDir: string;
  }
}

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(webRoot, 'dist');
const serverEntry = path.resolve(webRoot, '../api/src/server.ts');
/** A fresh database is migrated and seeded on first start; that takes a while. */
const STARTUP_TIMEOUT_MS = Number(process.env.E2E_STARTUP_TIMEOUT_MS ?? 300_000);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The tests run against the built app; build it when it is missing (e.g. `test:e2e` run alone). */
function ensureBuild(): void {
  if (existsSync(path.join(webDist, 'index.html'))) return;
  const pnpm = process.env.npm_execpath;
  if (!pnpm) throw new Error(`${webDist} is missing: run \`pnpm --filter @extranet/web build\` first`);
  const result = spawnSync(process.execPath, [pnpm, 'run', 'build'], { cwd: webRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building the web app failed');
}

async function waitUntilReady(baseURL: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the API server exited (${server.exitCode}):\n${log()}`);
    try {
      // Ready when the API answers (401 without a token) and the app is served.
      const [api, app] = await Promise.all([
        fetch(`${baseURL}/api/Configuracion/ObtenerPerfil`),
        fetch(`${baseURL}/login`),
      ]);
      if (api.status === 401 && app.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the API server did not answer within ${STARTUP_TIMEOUT_MS} ms:\n${log()}`);
}

/**
 * Debian's Chromium with the benches' flags (scripts/chromium.mjs; TOOLCHAIN trap 10: no
 * user-data-dir in args), launched once for the whole run.
 */
function launchChromium(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
}

export default async function setup(project: TestProject) {
  mkdirSync('/tmp/shots', { recursive: true });
  const browser = await launchChromium();
  project.provide('browserWSEndpoint', browser.wsEndpoint());
  // Against a server you already run (e.g. `pnpm start`): E2E_BASE_URL=http://localhost:3000
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    project.provide('mailDir', process.env.E2E_MAIL_DIR ?? '');
    return () => browser.close();
  }
  ensureBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'extranet-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  // Invitations and other mail are read from here by the tests (see waitForMail in browser.ts).
  const mailDir = path.join(dataDir, 'mail');
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: path.dirname(path.dirname(serverEntry)),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      NODE_ENV: 'production',
      MAIL_DIR: mailDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  const stop = async () => {
    await browser.close();
    if (server.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM'); // the server and anything it started
      } catch {
        server.kill('SIGTERM');
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseURL, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('mailDir', mailDir);
  return stop;
}
