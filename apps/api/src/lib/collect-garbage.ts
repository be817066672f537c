import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// The first start lets large things go: the database instances initdb runs in (two of 128 MB of
// WASM memory each, and a 128 MB copy of one: db/pglite/new-cluster.ts), the seed's batches of rows,
// then the instance that seeded. V8 collects its old generation only when that has grown to several
// times what is alive: the seed held up to 490 MB of garbage at the end of the warehouse steps
// (measured here), for 30–80 MB alive, and a closed database instance was still there when the next
// one opened. A full collection at those points (about 50 ms each) keeps the first start near what
// it uses.

let collect: (() => void) | undefined;

/** A full garbage collection, where the runtime allows one (`--expose-gc` turned on for it). */
export function collectGarbage(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}
