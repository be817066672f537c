import type { ExtranetClient } from '@extranet/sdk';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes, dossieres, partidas } from '../db/schema/index';
import { DAY_MS } from '../lib/time';
import { dossierDe } from '../testing/foreign/dossier';
import { acrossPeriods, createTestApi, rejection, type TestApi } from '../testing/harness';

let api: TestApi;
let admin: ExtranetClient;
let demo: ExtranetClient;
let demoIds: number[];
beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.signIn('admin')).client;
  demo = (await api.signIn('demo')).client;
  const rows = await api.db
    .select({ id: clientes.id })
    .from(clientes)
    .where(inArray(clientes.codigo, ['FRUSUR', 'TEXMED']));
  demoIds = rows.map((r) => r.id);
});
afterAll(async () => {
  await api?.close();
});

const period = (fromDays: number, toDays: number) => ({
  fechainicio: new Date(Date.now() + fromDays * DAY_MS).toISOString(),
  fechafin: new Date(Date.now() + toDays * DAY_MS).toISOString(),
});

describe('dossier.obtenerSeguimientoDossieresPeriodo', () => {
  it("returns the caller's customers' dossiers opened in the period, newest first, with their shipment count", async () => {
    const { fechainicio, fechafin } = period(-400, 0);
    const rows = await acrossPeriods(demo.dossier.obtenerSeguimientoDossieresPeriodo, {
      fechainicio,
      fechafin,
    });
    const expected = await api.db
      .select({ id: dossieres.id })
      .from(dossieres)
      .where(
        and(
          inArray(dossieres.idCliente, demoIds),
          gte(dossieres.fechaApertura, new Date(fechainicio)),
          lte(dossieres.fechaApertura, new Date(fechafin)),
        ),
      );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      expected.map((r) => r.id).sort((a, b) => a - b),
    );
    const dates = rows.map((r) => r.fechaApertura);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const row of rows) {
      expect(demoIds).toContain(row.idCliente);
      expect(row.fechaApertura >= fechainicio && row.fechaApertura <= fechafin).toBe(true);
      const linked = await api.db.$count(partidas, eq(partidas.idDossier, row.id));
      expect(row.numeroPartidas).toBe(linked);
      if (row.tipo === 'ADUANAS') expect(row.modo).toBeNull();
      else expect(row.numeroPartidas).toBeGreaterThan(0);
    }
  });

  it('gives administrators every customer and about one dossier per five shipments', async () => {
    const rows = await acrossPeriods(admin.dossier.obtenerSeguimientoDossieresPeriodo, period(-700, 60));
    const total = await api.db.$count(dossieres);
    expect(rows).toHaveLength(total);
    const shipments = await api.db.$count(partidas);
    expect(total / shipments).toBeGreaterThan(0.1);
    expect(total / shipments).toBeLessThan(0.35);
  });

  it('answers 400 naming fechafin for a reversed period', async () => {
    const { fechainicio, fechafin } = period(-10, 0);
    expect(
      await rejection(
        demo.dossier.obtenerSeguimientoDossieresPeriodo({ fechainicio: fechafin, fechafin: fechainicio }),
      ),
    ).toMatchObject({ status: 400, field: 'fechafin' });
  });
});

describe('dossier.obtenerDossier', () => {
  it('returns the dossier with its shipments, declarations, documents and timeline', async () => {
    const rows = await acrossPeriods(demo.dossier.obtenerSeguimientoDossieresPeriodo, period(-700, 60));
    const withShipments = rows.filter((r) => r.numeroPartidas > 0);
    expect(withShipments.length).toBeGreaterThan(0);
    for (const row of withShipments.slice(0, 5)) {
      const d = await demo.dossier.obtenerDossier({ id: row.id });
      expect(d).toMatchObject(row);
      expect(d.partidas).toHaveLength(row.numeroPartidas);
      const shipments = await api.db.select().from(partidas).where(eq(partidas.idDossier, row.id));
      expect(d.partidas.map((p) => p.id).sort()).toEqual(shipments.map((p) => p.id).sort());
      expect(d.pesoBrutoKg).toBeCloseTo(
        shipments.reduce((s, p) => s + p.pesoBrutoKg, 0),
        0,
      );
      expect(d.bultos).toBe(shipments.reduce((s, p) => s + p.bultos, 0));
      // Each shipment of the dossier opens in tracking with the dossier's id.
      const first = await demo.tracking.obtenerPartida({ id: d.partidas[0]!.id });
      expect(first.idDossier).toBe(d.id);
      expect(d.eventos[0]).toMatchObject({ tipo: 'CAMBIO_ESTADO', descripcion: 'Dossier opened' });
      const times = d.eventos.map((e) => e.fecha);
      expect(times).toEqual([...times].sort());
      expect(times.every((t) => t <= new Date().toISOString())).toBe(true);
      if (d.estado === 'CERRADO' || d.estado === 'FACTURADO') {
        expect(d.fechaCierre).not.toBeNull();
        expect(d.partidas.every((p) => p.estado === 'ENTREGADA' || p.estado === 'CANCELADA')).toBe(true);
      }
    }
  });

  it('lodges customs declarations with valid MRNs and import duties and VAT on imports', async () => {
    const rows = await acrossPeriods(admin.dossier.obtenerSeguimientoDossieresPeriodo, period(-700, 60));
    let imports = 0;
    for (const row of rows.filter((r) => r.tipo === 'IMPORTACION' || r.tipo === 'ADUANAS').slice(0, 40)) {
      const d = await admin.dossier.obtenerDossier({ id: row.id });
      for (const decl of d.declaraciones) {
        expect(decl.mrn).toMatch(/^\d{2}[A-Z]{2}[A-Z0-9]{12}[A-Z]\d$/);
        expect(decl.mrn.slice(2, 10)).toBe(decl.aduana);
        if (decl.tipo === 'IMPORTACION') {
          imports++;
          expect(decl.regimen).toBe('4000');
          expect(decl.valorAduana).toBeGreaterThan(0);
          expect(decl.importeIva).toBeGreaterThanOrEqual(0);
        }
        if (decl.estado === 'PRESENTADA') expect(decl.circuito).toBeNull();
      }
    }
    expect(imports).toBeGreaterThan(0);
  });

  it("answers 404 for another customer's dossier and for a missing id", async () => {
    const foreign = await dossierDe(api, 'AUTOIB');
    expect(await rejection(demo.dossier.obtenerDossier({ id: foreign }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await rejection(demo.dossier.obtenerDossier({ id: 999_999 }))).toMatchObject({ status: 404 });
    await expect(admin.dossier.obtenerDossier({ id: foreign })).resolves.toMatchObject({ id: foreign });
  });
});
