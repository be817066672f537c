import type { ExtranetClient } from '@extranet/sdk';
import type { CodigoMetrica } from '@extranet/sdk/schemas';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorMetricasUsuario, usuarios } from '../../db/schema/index';
import { createTestApi, type TestApi } from '../../testing/harness';

// One user saving and unpinning metrics from several tabs at once: every call answers (no deadlock,
// no 5xx) and the final order is the one of the last save acknowledged, minus the pins removed after
// it. On PostgreSQL (the api-pg run) the calls really run in parallel.

let api: TestApi;
let demo: ExtranetClient;
let idDemo: number;
beforeAll(async () => {
  api = await createTestApi();
  demo = (await api.signIn('demo')).client;
  [{ id: idDemo }] = (await api.db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.usuario, 'demo'))) as [{ id: number }];
});
afterAll(async () => {
  await api?.close();
});

/** A deterministic shuffle (the round and call number pick the order). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed * 7919 + 17;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 48271) % 2147483647;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const stored = async () =>
  api.db
    .select({
      id: monitorMetricasUsuario.id,
      codigo: monitorMetricasUsuario.codigoMetrica,
      orden: monitorMetricasUsuario.orden,
    })
    .from(monitorMetricasUsuario)
    .where(eq(monitorMetricasUsuario.idUsuario, idDemo))
    .orderBy(asc(monitorMetricasUsuario.orden));

describe('pins saved and removed concurrently', () => {
  it('never fail and end in the order of the last acknowledged save (15 rounds of 12 calls)', async () => {
    const catalogue = [
      ...(await stored()).map((p) => p.codigo),
      ...(await demo.monitor.obtenerMetricasNoAsignadas()).map((m) => m.codigo),
    ] as CodigoMetrica[];
    expect(catalogue.length).toBeGreaterThanOrEqual(6);
    const failures: string[] = [];
    for (let round = 0; round < 15; round++) {
      const before = await stored();
      const saves = Array.from({ length: 8 }, (_, i) =>
        shuffled(catalogue, round * 100 + i).slice(0, catalogue.length - (i % 3)),
      );
      const removals = shuffled(before, round).slice(0, 4);
      const results = await Promise.allSettled([
        ...saves.map((codes) =>
          demo.monitor.guardarMetricasMonitor({
            body: { metricas: codes.map((codigo, i) => ({ codigo, orden: i + 1 })) },
          }),
        ),
        ...removals.map((pin) => demo.monitor.eliminarMetricaMonitor({ idMetricaUsuario: pin.id })),
      ]);
      for (const result of results) {
        if (result.status === 'rejected') {
          const status = (result.reason as { status?: number }).status;
          // Removing a pin another call removed first is a 404; anything else is a failure.
          if (status !== 404) failures.push(`round ${round}: ${status} ${(result.reason as Error).message}`);
        }
      }
      const final = await stored();
      expect(final.map((p) => p.orden)).toEqual(final.map((_, i) => i + 1));
      const finalCodes = final.map((p) => p.codigo);
      const acknowledged = results
        .slice(0, saves.length)
        .flatMap((r) =>
          r.status === 'fulfilled' ? [(r.value as { codigo: CodigoMetrica }[]).map((p) => p.codigo)] : [],
        );
      // Some acknowledged save, with the pins removed after it taken out, is the final order.
      const explained = acknowledged.some(
        (order) =>
          finalCodes.every((code) => order.includes(code)) &&
          order.filter((code) => finalCodes.includes(code)).join() === finalCodes.join(),
      );
      if (!explained)
        failures.push(`round ${round}: final order ${finalCodes.join()} is no acknowledged save`);
    }
    expect(failures).toEqual([]);
  });
});
