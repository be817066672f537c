import type { Prng } from './prng';

// Two small tools of the simulated demo data (the warehouse seed): a queue of things that happen
// later, and a weighted pick that stays fast over long lists.

/** A time-ordered queue of things that happen later (returns, counts, transfers, disposals). */
export class Agenda {
  // A binary min-heap on (time, insertion order): thousands of lots wait for their expiry at once.
  private heap: { t: number; seq: number; run: () => void }[] = [];
  private seq = 0;
  private antes = (i: number, j: number): boolean => {
    const a = this.heap[i]!;
    const b = this.heap[j]!;
    return a.t < b.t || (a.t === b.t && a.seq < b.seq);
  };
  private cambiar(i: number, j: number): void {
    [this.heap[i], this.heap[j]] = [this.heap[j]!, this.heap[i]!];
  }
  add(t: number, run: () => void): void {
    this.heap.push({ t, seq: this.seq++, run });
    for (let i = this.heap.length - 1; i > 0; ) {
      const padre = (i - 1) >> 1;
      if (!this.antes(i, padre)) break;
      this.cambiar(i, padre);
      i = padre;
    }
  }
  /** Runs everything due up to `t` (never beyond `limit`), in time order. */
  runUntil(t: number, limit: number): void {
    const until = Math.min(t, limit);
    while (this.heap.length > 0 && this.heap[0]!.t <= until) {
      const primero = this.heap[0]!;
      const ultimo = this.heap.pop()!;
      if (this.heap.length > 0) {
        this.heap[0] = ultimo;
        for (let i = 0; ; ) {
          const [l, r] = [2 * i + 1, 2 * i + 2];
          let menor = i;
          if (l < this.heap.length && this.antes(l, menor)) menor = l;
          if (r < this.heap.length && this.antes(r, menor)) menor = r;
          if (menor === i) break;
          this.cambiar(i, menor);
          i = menor;
        }
      }
      primero.run();
    }
  }
}

/** Picks by weight in O(log n): cumulative weights and a binary search (one draw, like `weighted`). */
export function selector<T>(entries: readonly (readonly [T, number])[]): (rng: Prng) => T {
  const acumulado: number[] = [];
  let total = 0;
  for (const [, peso] of entries) {
    total += peso;
    acumulado.push(total);
  }
  return (rng) => {
    const roll = rng.next() * total;
    let lo = 0;
    let hi = acumulado.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (acumulado[mid]! > roll) hi = mid;
      else lo = mid + 1;
    }
    return entries[lo]![0];
  };
}
