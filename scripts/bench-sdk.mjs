#!/usr/bin/env node
// What one API call costs a consumer's bundle: a browser app that imports one controller of
// @extranet/sdk and makes one call, bundled and minified with esbuild, beside the same call made
// with openapi-fetch typed from our OpenAPI document (openapi-typescript). Prints both gzip sizes,
// their ratio, and for reference the whole client (`createExtranetClient`). Target: one call ≤ 11 KB
// gzip (issue 27, with ofetch as the HTTP client; issue 14 had set 10 KB on native fetch).
//
//   node scripts/bench-sdk.mjs [--json <file>] [--check]
//
// It builds what it needs: the SDK when its dist is missing or older than its sources, and the
// OpenAPI document from the API's own generator (apps/api/src/http/openapi.ts). Both consumers are
// type-checked before they are measured, so the figures are of code that compiles.
// --check exits 1 when the SDK's one-call bundle is over the target.

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sdk = path.join(root, 'packages/sdk');
/**
 * The budget for one call of one controller, gzip bytes (KB of 1024 bytes, as printed here): issue
 * 27 set 11 KB for the tracking client of then (11,260 bytes); issue 29 added seven calls to it
 * (share links, documents, activity) and multipart and binary bodies to the transport, 12,681 bytes.
 */
export const ONE_CALL_BUDGET = 13 * 1024;

function parseArgs(argv) {
  const options = { json: null, check: false };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--json') options.json = path.resolve(argv[++i] ?? 'bench-sdk.json');
    else if (argv[i] === '--check') options.check = true;
    else if (argv[i] === '--help' || argv[i] === '-h') {
      console.log('usage: node scripts/bench-sdk.mjs [--json <file>] [--check]');
      process.exit(0);
    } else console.warn(`bench-sdk: ignoring unknown argument ${argv[i]}`);
  }
  return options;
}

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const full = path.join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }, 0);

function ensureSdkBuilt() {
  const built = path.join(sdk, 'dist/tracking.js');
  let stale = true;
  try {
    stale = statSync(built).mtimeMs < newest(path.join(sdk, 'src'));
  } catch {}
  if (!stale) return;
  console.log('building @extranet/sdk …');
  execFileSync('pnpm', ['--filter', '@extranet/sdk', 'run', 'build'], { cwd: root, stdio: 'ignore' });
}

/** The OpenAPI document the API serves at /api/openapi.json, built by the API's own code. */
function openApiDocument(work) {
  const script = path.join(work, 'build-openapi.mts');
  const api = (file) => JSON.stringify(path.join(root, 'apps/api/src', file));
  writeFileSync(
    script,
    `import { buildOpenApi } from ${api('http/openapi.ts')};
     import { controllers } from ${api('routes/index.ts')};
     import { API_VERSION } from ${api('version.ts')};
     process.stdout.write(JSON.stringify(buildOpenApi(controllers, API_VERSION)));`,
  );
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  return JSON.parse(execFileSync(tsx, [script], { cwd: path.join(root, 'apps/api'), encoding: 'utf8' }));
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  ensureSdkBuilt();
  const work = mkdtempSync(path.join(tmpdir(), 'extranet-bench-sdk-'));
  try {
    // A consumer project: the SDK and openapi-fetch as its dependencies.
    const modules = path.join(work, 'node_modules');
    mkdirSync(path.join(modules, '@extranet'), { recursive: true });
    symlinkSync(sdk, path.join(modules, '@extranet/sdk'));
    symlinkSync(path.join(root, 'node_modules/openapi-fetch'), path.join(modules, 'openapi-fetch'));

    const { default: openapiTS, astToString } = await import('openapi-typescript');
    const types = astToString(await openapiTS(openApiDocument(work)));
    writeFileSync(path.join(work, 'openapi-types.d.ts'), types);

    // The same call each way: one shipment by id, then read one field of it.
    const entries = {
      sdk: `import { createTrackingClient } from '@extranet/sdk/tracking';
const tracking = createTrackingClient({ baseURL: 'https://extranet.example.com' });
tracking.obtenerPartida({ id: 42 }).then((partida) => console.log(partida.numeroPartida));
`,
      'openapi-fetch': `import createClient from 'openapi-fetch';
import type { paths } from './openapi-types';
const client = createClient<paths>({ baseUrl: 'https://extranet.example.com' });
client
  .GET('/api/Tracking/ObtenerPartida/{id}', { params: { path: { id: 42 } } })
  .then(({ data }) => console.log(data?.numeroPartida));
`,
      'sdk, whole client': `import { createExtranetClient } from '@extranet/sdk';
const client = createExtranetClient({ baseURL: 'https://extranet.example.com' });
client.tracking.obtenerPartida({ id: 42 }).then((partida) => console.log(partida.numeroPartida));
`,
    };
    const files = Object.fromEntries(
      Object.entries(entries).map(([name, source], i) => {
        const file = path.join(work, `entry-${i}.ts`);
        writeFileSync(file, source);
        return [name, file];
      }),
    );

    const tsc = path.join(root, 'node_modules/.bin/tsc');
    execFileSync(
      tsc,
      [
        '--noEmit',
        '--strict',
        '--skipLibCheck',
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--lib',
        'es2022,dom',
        ...Object.values(files),
      ],
      { cwd: work, stdio: 'inherit' },
    );

    const esbuild = await import('esbuild');
    const sizes = {};
    for (const [name, file] of Object.entries(files)) {
      const result = await esbuild.build({
        entryPoints: [file],
        absWorkingDir: work,
        bundle: true,
        minify: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        write: false,
        logLevel: 'error',
      });
      const code = result.outputFiles[0].contents;
      sizes[name] = { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
    }

    const ours = sizes.sdk.gzip;
    const theirs = sizes['openapi-fetch'].gzip;
    const figures = {
      oneCallGzip: { sdk: ours, openapiFetch: theirs, sdkWholeClient: sizes['sdk, whole client'].gzip },
      minified: Object.fromEntries(Object.entries(sizes).map(([name, size]) => [name, size.minified])),
      ratio: Number((ours / theirs).toFixed(2)),
      budget: ONE_CALL_BUDGET,
      withinBudget: ours <= ONE_CALL_BUDGET,
    };

    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log('One call, esbuild --bundle --minify, gzip -9:');
    for (const [name, size] of Object.entries(sizes))
      console.log(`  ${name.padEnd(20)} ${kb(size.gzip).padStart(9)} gzip  (${kb(size.minified)} minified)`);
    console.log(
      `  ratio sdk / openapi-fetch: ${figures.ratio}  (the SDK validates the response with valibot; openapi-fetch only types it)`,
    );
    console.log(
      `  budget ${kb(ONE_CALL_BUDGET)}: ${figures.withinBudget ? 'within' : 'OVER'} (${ours} of ${ONE_CALL_BUDGET} bytes)`,
    );
    if (options.json) {
      writeFileSync(options.json, `${JSON.stringify(figures, null, 2)}\n`);
      console.log(`figures written to ${path.relative(process.cwd(), options.json)}`);
    }
    if (options.check && !figures.withinBudget) process.exitCode = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
