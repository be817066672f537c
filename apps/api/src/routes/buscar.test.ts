import type { ExtranetClient } from '@extranet/sdk';
import { inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aereoHawbs, clientes, dossieres, facturas, partidas } from '../db/schema/index';
import { createTestApi, rejection, type TestApi } from '../testing/harness';

let api: TestApi;
let demo: ExtranetClient;
let tracking: ExtranetClient;
let demoIds: number[];
beforeAll(async () => {
  api = await createTestApi();
  demo = (await api.signIn('demo')).client;
  tracking = (await api.signIn('tracking')).client;
  const rows = await api.db
    .select({ id: clientes.id })
    .from(clientes)
    .where(inArray(clientes.codigo, ['FRUSUR', 'TEXMED']));
  demoIds = rows.map((r) => r.id);
});
afterAll(async () => {
  await api?.close();
});

describe('entorno.buscar (the command palette)', () => {
  it('finds a shipment, a dossier, an invoice and a HAWB of the caller by their exact number, first', async () => {
    const [partida] = await api.db
      .select()
      .from(partidas)
      .where(inArray(partidas.idCliente, demoIds))
      .limit(1);
    const [dossier] = await api.db
      .select()
      .from(dossieres)
      .where(inArray(dossieres.idCliente, demoIds))
      .limit(1);
    const [factura] = await api.db
      .select()
      .from(facturas)
      .where(inArray(facturas.idCliente, demoIds))
      .limit(1);
    const [hawb] = await api.db
      .select()
      .from(aereoHawbs)
      .where(inArray(aereoHawbs.idCliente, demoIds))
      .limit(1);
    for (const [tipo, record] of [
      ['PARTIDA', { id: partida!.id, numero: partida!.numeroPartida }],
      ['DOSSIER', { id: dossier!.id, numero: dossier!.numeroDossier }],
      ['FACTURA', { id: factura!.id, numero: factura!.numeroFactura }],
      ['HAWB', { id: hawb!.id, numero: hawb!.numeroHawb }],
    ] as const) {
      const found = await demo.entorno.buscar({ texto: record.numero.toLowerCase() });
      expect(found[0], tipo).toMatchObject({ tipo, id: record.id, referencia: record.numero });
    }
  });

  it("never returns another customer's records, even by their exact number", async () => {
    const [foreign] = await api.db
      .select()
      .from(partidas)
      .where(notInArray(partidas.idCliente, demoIds))
      .limit(1);
    const found = await demo.entorno.buscar({ texto: foreign!.numeroPartida });
    expect(found.map((r) => r.id)).not.toContain(foreign!.id);
    const prefix = await demo.entorno.buscar({ texto: foreign!.numeroPartida.slice(0, 5) });
    const ids = prefix.filter((r) => r.tipo === 'PARTIDA').map((r) => r.id);
    if (ids.length) {
      const owners = await api.db
        .select({ idCliente: partidas.idCliente })
        .from(partidas)
        .where(inArray(partidas.id, ids));
      for (const { idCliente } of owners) expect(demoIds).toContain(idCliente);
    }
  });

  it('returns only the kinds the caller may open', async () => {
    // `tracking` has shipment tracking only: a dossier number finds nothing of that kind.
    const [dossier] = await api.db.select().from(dossieres).limit(1);
    const found = await tracking.entorno.buscar({ texto: dossier!.numeroDossier.slice(0, 3) });
    expect(found.every((r) => r.tipo === 'PARTIDA')).toBe(true);
  });

  it('takes wildcards literally and refuses a too-short or too-long text naming the field', async () => {
    expect(await demo.entorno.buscar({ texto: '%%' })).toEqual([]);
    expect(await demo.entorno.buscar({ texto: '__' })).toEqual([]);
    for (const texto of ['a', 'x'.repeat(51)]) {
      const error = await rejection(demo.entorno.buscar({ texto }));
      expect(error).toMatchObject({ status: 400 });
    }
  });
});
