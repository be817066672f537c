import { setFlagsFromString } from 'node:v8';

// V8 recompiles PGlite's busiest WASM functions, optimised, on up to 128 background tasks at once
// (Node 20's default), and their compiler's working memory made the first start's peak: the seed's
// first steps went from 340 to 600–620 MB resident. One task at a time: 530–560 MB (`node
// dist/server.js` on an empty DATA_DIR, measured here). The running server keeps the default: with
// one task the profile call under four year-long lists measured slower (p95 124–128 ms against
// 69 ms, one bench each, same seeded data).

/** How many tasks V8 gives WASM compilation from now on: one while on, its default after. */
export function compileWasmOneTaskAtATime(on: boolean): void {
  setFlagsFromString(`--wasm-num-compilation-tasks=${on ? 1 : 128}`);
}
