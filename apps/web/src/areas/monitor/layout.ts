import type { CodigoMetrica, GuardarMetricasMonitor } from '@extranet/sdk';

/** One card while the user arranges the monitor: a pinned metric (with its pin id) or a new one. */
export interface Slot {
  codigo: CodigoMetrica;
  /** The pin id; undefined for a metric added in this edit, pinned on save. */
  id?: number;
}

/** The list with the item at `from` moved to `to` (both clamped to the list); the input is kept. */
export function moveSlot<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** What saving an arrangement sends: the pins to remove, then every kept metric at its position. */
export function savePlan(
  before: readonly Slot[],
  after: readonly Slot[],
): { unpin: number[]; guardar: GuardarMetricasMonitor | null } {
  const kept = new Set(after.map((slot) => slot.codigo));
  const unpin = before
    .filter((slot) => slot.id !== undefined && !kept.has(slot.codigo))
    .map((slot) => slot.id!);
  return {
    unpin,
    guardar: after.length
      ? { metricas: after.map((slot, i) => ({ codigo: slot.codigo, orden: i + 1 })) }
      : null,
  };
}

/** Whether the arrangement differs from the saved one (to enable Save and warn before leaving). */
export const arrangementChanged = (before: readonly Slot[], after: readonly Slot[]): boolean =>
  before.length !== after.length || before.some((slot, i) => slot.codigo !== after[i]?.codigo);
