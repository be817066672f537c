import type { Evento } from '@extranet/sdk/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { clientes, partidas, usuarios } from '../db/schema/index';
import { createLogger } from '../log';
import { flushMail } from '../mail/outbox';
import { createTestApi, type TestApi } from '../testing/harness';
import { digestsDue } from './digest-timer';
import { sendDailyDigests } from './mail';
import { raise } from './raise';

let api: TestApi;
let shipment: typeof partidas.$inferSelect;

const deps = () => ({
  db: api.db,
  env: api.env,
  mailer: api.mailer,
  log: createLogger('error'),
  clock: api.clock,
});

/** A LLEGADA of the FRUSUR shipment, once per `motivo`. */
const arrival = (motivo: string) => {
  const fecha = api.clock().toISOString();
  const datos: Evento = {
    tipo: 'LLEGADA',
    fecha,
    idPartida: shipment.id,
    numeroPartida: shipment.numeroPartida,
    referenciaCliente: shipment.referenciaCliente,
    codigo: 'ARRI',
    lugar: 'New York',
    fechaHito: fecha,
  };
  return raise(deps(), {
    tipoRegistro: 'PARTIDA',
    idRegistro: shipment.id,
    idCliente: shipment.idCliente,
    motivo,
    datos,
  });
};

beforeAll(async () => {
  api = await createTestApi();
  const [row] = await api.db
    .select({ p: partidas })
    .from(partidas)
    .innerJoin(clientes, eq(clientes.id, partidas.idCliente))
    .where(eq(clientes.codigo, 'FRUSUR'))
    .limit(1);
  shipment = row!.p;
  const { client } = await api.signIn('demo');
  await client.notificaciones.guardarPreferencias({
    body: {
      eventos: [{ tipo: 'LLEGADA', app: false, correo: 'RESUMEN_DIARIO' }],
      umbrales: { retrasoDias: 1, cambioEtaHoras: 12, caducidadDias: 14 },
    },
  });
});
afterAll(async () => {
  await api?.close();
});

describe('events: once, and the daily digest', () => {
  it('raises an event once per record and reason, also from another app on the same database', async () => {
    const first = await arrival('digest-1');
    expect(first?.notified).toBeGreaterThan(0);
    expect(await arrival('digest-1')).toBeNull();
    createApp({ db: api.db, env: api.env, mailer: api.mailer, clock: api.clock });
    expect(await arrival('digest-1')).toBeNull();
  });

  it('sends one digest per user and day, in the user’s language, with every waiting event and the links', async () => {
    await arrival('digest-2');
    const before = api.mailer.sent.length;
    expect(await sendDailyDigests(deps())).toBe(1);
    // Again the same day (another process, a restart): nothing.
    expect(await sendDailyDigests(deps())).toBe(0);
    await flushMail();
    const mails = api.mailer.sent.slice(before);
    expect(mails).toHaveLength(1);
    const [demo] = await api.db.select().from(usuarios).where(eq(usuarios.usuario, 'demo'));
    expect(mails[0]!.to).toBe(demo!.correo);
    expect(mails[0]!.subject).toMatch(/2 (notices|avisos)/);
    expect(mails[0]!.text.split(`/tracking/${shipment.id}`)).toHaveLength(3);
    // The next day, a new event gets its own digest.
    api.clock.advance(86_400_000);
    await arrival('digest-3');
    expect(await sendDailyDigests(deps())).toBe(1);
  });

  it('digests are due from 07:00 UTC', () => {
    expect(digestsDue(new Date('2026-03-01T06:59:59Z'))).toBe(false);
    expect(digestsDue(new Date('2026-03-01T07:00:00Z'))).toBe(true);
  });
});
