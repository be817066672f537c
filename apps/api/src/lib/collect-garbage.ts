import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// The first start lets large things go: the database instance PGlite's initdb grew to 630 MB of
// WASM memory, then the seed's batches of rows. V8 collects its old generation only when that has
// grown to several times what is alive: the seed held up to 490 MB of garbage at the end of the
// warehouse steps (measured here), for 30–80 MB alive, and the initdb instance was still there when
// the seed began. A full collection at those points (about 50 ms each) keeps the first start near
// what it uses.

let collect: (() => void) | undefined;

/** A full garbage collection, where the runtime allows one (`--expose-gc` turned on for it). */
export function collectGarbage(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}
