import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { clientes, eventos, notificaciones, type PartidaRow, partidas, usuarios } from '../db/schema/index';
import { HOUR_MS, MINUTE_MS } from '../lib/time';
import { createTestApi, type TestApi } from '../testing/harness';
import { raiseMilestoneEvents } from './shipment-events';

// CAMBIO_ETA against the estimate each user was last told of (the first one known until then): small
// moves that add up to more than the threshold (12 hours by default) tell the user once, exactly at
// the threshold they do not, and the next count starts from what they were told.

let api: TestApi;
let shipment: PartidaRow;
let demoId: number;
let first: Date;
let estimate: Date;

/** Posts a new estimate `hours` after the current one, as RegistrarHito with `estimada` does. */
async function move(hours: number): Promise<void> {
  const before = estimate;
  estimate = new Date(before.getTime() + hours * HOUR_MS);
  await api.db.transaction(async (tx) => {
    await raiseMilestoneEvents(
      tx as unknown as Db,
      shipment,
      { codigo: 'LOAD', fecha: api.clock(), lugar: null },
      {
        hitos: shipment.hitos,
        eta: estimate,
        event: null,
        etaChange: { before, after: estimate },
        // No planned arrival: no RETRASO beside it.
        plannedArrival: null,
      },
    );
  });
}

/** The ETA changes demo was told of: the estimate each one announced. */
const told = async () =>
  (
    await api.db
      .select({ datos: eventos.datos })
      .from(notificaciones)
      .innerJoin(eventos, eq(eventos.id, notificaciones.idEvento))
      .where(
        and(
          eq(notificaciones.idUsuario, demoId),
          eq(eventos.tipo, 'CAMBIO_ETA'),
          eq(eventos.idRegistro, shipment.id),
        ),
      )
      .orderBy(eventos.id)
  ).map(({ datos }) => (datos.tipo === 'CAMBIO_ETA' ? datos.etaNueva : null));

const hoursAfterFirst = (hours: number) => new Date(first.getTime() + hours * HOUR_MS).toISOString();

beforeAll(async () => {
  api = await createTestApi();
  const [frusur] = await api.db.select().from(clientes).where(eq(clientes.codigo, 'FRUSUR'));
  const [row] = await api.db.select().from(partidas).where(eq(partidas.idCliente, frusur!.id)).limit(1);
  shipment = row!;
  demoId = (await api.db.select().from(usuarios).where(eq(usuarios.usuario, 'demo')))[0]!.id;
  first = new Date(Math.round(api.clock().getTime() / 60_000) * 60_000 + 10 * 24 * HOUR_MS);
  estimate = first;
});
afterAll(async () => {
  await api?.close();
});

describe('CAMBIO_ETA', () => {
  it('tells a user once when small moves add up to more than their threshold', async () => {
    await move(5);
    await move(5);
    await move(2); // 12 h from the first estimate: not more than 12 h
    expect(await told()).toEqual([]);
    await move(1 / 60); // 12 h and a minute
    expect(await told()).toEqual([hoursAfterFirst(12 + 1 / 60)]);
    // Counted again from what demo was told of: back and forth adds up to nothing.
    await move(6);
    await move(-6);
    await move(12);
    expect(await told()).toHaveLength(1);
    await move(-24); // 12 h earlier than told: not more
    expect(await told()).toHaveLength(1);
    await move(-MINUTE_MS / HOUR_MS); // 12 h and a minute earlier
    expect(await told()).toEqual([hoursAfterFirst(12 + 1 / 60), hoursAfterFirst(0)]);
  });

  it('stores each new estimate once (the webhooks’ history), told or not', async () => {
    const rows = await api.db
      .select({ id: eventos.id })
      .from(eventos)
      .where(and(eq(eventos.tipo, 'CAMBIO_ETA'), eq(eventos.idRegistro, shipment.id)));
    // Ten moves, eight estimates: going back to one posted before is not a new one.
    expect(rows).toHaveLength(8);
  });
});
