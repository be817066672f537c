import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// The seed makes a year of rows a batch at a time and lets each batch go, but V8 collects its old
// generation only when that has grown to several times what is alive: the first start held up to
// 490 MB of such garbage at the end of the warehouse seeds (measured here), for 30–80 MB alive. A
// full collection between steps and every few batches keeps the seed's heap near what it uses,
// for about 50 ms each.

let collect: (() => void) | undefined;

/** A full garbage collection, where the runtime allows one (`--expose-gc` turned on for it). */
export function collectGarbage(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}
