import type { ExtranetClient } from '@extranet/sdk';
import type { FacturaResumen } from '@extranet/sdk/schemas';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes, partidas } from '../db/schema/index';
import { DAY_MS } from '../lib/time';
import { acrossPeriods, createTestApi, rejection, type TestApi } from '../testing/harness';
import { situacion } from './factura';

let api: TestApi;
let admin: ExtranetClient;
let demo: ExtranetClient;
let demoIds: number[];
let paisDe: Map<number, string>;
let invoices: FacturaResumen[];
beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.signIn('admin')).client;
  demo = (await api.signIn('demo')).client;
  const rows = await api.db
    .select({ id: clientes.id, codigo: clientes.codigo, pais: clientes.pais })
    .from(clientes);
  demoIds = rows.filter((r) => ['FRUSUR', 'TEXMED'].includes(r.codigo)).map((r) => r.id);
  paisDe = new Map(rows.map((r) => [r.id, r.pais]));
  invoices = await acrossPeriods(admin.factura.obtenerSeguimientoFacturasPeriodo, ALL);
});
afterAll(async () => {
  await api?.close();
});

const period = (fromDays: number, toDays: number) => ({
  fechainicio: new Date(Date.now() + fromDays * DAY_MS).toISOString(),
  fechafin: new Date(Date.now() + toDays * DAY_MS).toISOString(),
});
const ALL = period(-600, 60);
const cents = (n: number) => Math.round(n * 100);

describe('situacion (status as of a day)', () => {
  const invoice = {
    tipo: 'FACTURA' as const,
    anulada: false,
    total: 1210,
    importePagado: 0,
    fechaVencimiento: '2026-03-31',
  };
  it('is open until the due date, overdue after it, by whole days', () => {
    expect(situacion(invoice, '2026-03-31')).toEqual({
      estado: 'ABIERTA',
      importePendiente: 1210,
      diasVencida: 0,
    });
    expect(situacion(invoice, '2026-04-01')).toEqual({
      estado: 'VENCIDA',
      importePendiente: 1210,
      diasVencida: 1,
    });
    expect(situacion(invoice, '2026-05-15')).toEqual({
      estado: 'VENCIDA',
      importePendiente: 1210,
      diasVencida: 45,
    });
  });
  it('counts what is left after partial payments, and nothing once paid or cancelled', () => {
    expect(situacion({ ...invoice, importePagado: 605.5 }, '2026-04-10')).toEqual({
      estado: 'VENCIDA',
      importePendiente: 604.5,
      diasVencida: 10,
    });
    expect(situacion({ ...invoice, importePagado: 1210 }, '2027-01-01')).toMatchObject({
      estado: 'PAGADA',
      diasVencida: 0,
    });
    expect(situacion({ ...invoice, anulada: true }, '2027-01-01')).toEqual({
      estado: 'ANULADA',
      importePendiente: 0,
      diasVencida: 0,
    });
  });
  it('keeps an unsettled credit note open, never overdue', () => {
    const abono = { ...invoice, tipo: 'ABONO' as const, total: -242 };
    expect(situacion(abono, '2027-01-01')).toEqual({
      estado: 'ABIERTA',
      importePendiente: -242,
      diasVencida: 0,
    });
  });
});

describe('factura.obtenerSeguimientoFacturasPeriodo', () => {
  it("returns the caller's customers' invoices only, newest first", async () => {
    const mine = await acrossPeriods(demo.factura.obtenerSeguimientoFacturasPeriodo, ALL);
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((f) => f.idCliente))).toEqual(new Set(demoIds));
    expect(mine).toEqual(invoices.filter((f) => demoIds.includes(f.idCliente)));
    const dates = mine.map((f) => f.fecha);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('keeps the invoices dated within the UTC days of the period', async () => {
    const window = period(-120, -60);
    const rows = await demo.factura.obtenerSeguimientoFacturasPeriodo(window);
    const [from, to] = [window.fechainicio.slice(0, 10), window.fechafin.slice(0, 10)];
    expect(rows.map((f) => f.id)).toEqual(
      invoices
        .filter((f) => demoIds.includes(f.idCliente) && f.fecha >= from && f.fecha <= to)
        .map((f) => f.id),
    );
    expect(
      await rejection(
        demo.factura.obtenerSeguimientoFacturasPeriodo({
          fechainicio: window.fechafin,
          fechafin: window.fechainicio,
        }),
      ),
    ).toMatchObject({ status: 400, field: 'fechafin' });
  });

  it("adds up: total = base + the VAT of the customer's country, outstanding = total - paid", async () => {
    const vat: Record<string, number> = {
      ES: 21,
      PT: 23,
      FR: 20,
      DE: 19,
      IT: 22,
      NL: 21,
      PA: 7,
      CO: 19,
      MX: 16,
      US: 0,
    };
    for (const f of invoices) {
      const pais = paisDe.get(f.idCliente)!;
      const base = cents(f.baseImponible);
      expect(cents(f.importeImpuestos)).toBe(
        Math.sign(base) * Math.round((Math.abs(base) * vat[pais]!) / 100) || 0,
      );
      expect(cents(f.total)).toBe(cents(f.baseImponible) + cents(f.importeImpuestos));
      expect(f.moneda).toBe(['PA', 'US', 'CO', 'MX'].includes(pais) ? 'USD' : 'EUR');
      if (f.estado !== 'ANULADA')
        expect(cents(f.importePendiente)).toBe(cents(f.total) - cents(f.importePagado));
      if (f.tipo === 'ABONO') {
        expect(f.total).toBeLessThan(0);
        expect(f.importePagado).toBeLessThanOrEqual(0);
      } else {
        expect(f.total).toBeGreaterThan(0);
        expect(f.importePagado).toBeGreaterThanOrEqual(0);
        expect(f.importePagado).toBeLessThanOrEqual(f.total);
      }
    }
    expect(invoices.some((f) => f.tipo === 'ABONO')).toBe(true);
    expect(invoices.some((f) => f.moneda === 'USD')).toBe(true);
  });

  it('has statuses that follow the due dates and today', async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const f of invoices) {
      expect(f.fechaVencimiento > f.fecha).toBe(true);
      expect(f.fecha <= today).toBe(true);
      const expected = situacion({ ...f, anulada: f.estado === 'ANULADA' }, today);
      expect({ id: f.id, ...expected }).toEqual({
        id: f.id,
        estado: f.estado,
        importePendiente: f.importePendiente,
        diasVencida: f.diasVencida,
      });
      if (f.estado === 'VENCIDA') expect(f.fechaVencimiento < today && f.diasVencida > 0).toBe(true);
    }
    const statuses = new Set(invoices.map((f) => f.estado));
    for (const estado of ['ABIERTA', 'PAGADA', 'VENCIDA'] as const) expect(statuses).toContain(estado);
  });

  it('turns open invoices overdue as the days pass', async () => {
    const before = await acrossPeriods(demo.factura.obtenerSeguimientoFacturasPeriodo, ALL);
    api.clock.advance(400 * DAY_MS);
    try {
      const { client } = await api.signIn('demo');
      const after = await acrossPeriods(client.factura.obtenerSeguimientoFacturasPeriodo, ALL);
      const later = new Date(Date.now() + 400 * DAY_MS).toISOString().slice(0, 10);
      expect(after).toHaveLength(before.length);
      expect(before.some((f) => f.estado === 'ABIERTA' && f.tipo === 'FACTURA')).toBe(true);
      for (const [i, f] of after.entries()) {
        const was = before[i]!;
        expect(f.id).toBe(was.id);
        if (was.estado === 'ABIERTA' && f.tipo === 'FACTURA') {
          expect(f.estado).toBe('VENCIDA');
          expect(f.diasVencida).toBe(
            Math.round((Date.parse(later) - Date.parse(f.fechaVencimiento)) / DAY_MS),
          );
        } else if (was.estado === 'VENCIDA') {
          expect(f.diasVencida).toBe(was.diasVencida + 400);
        } else {
          expect(f.estado).toBe(was.estado);
        }
      }
    } finally {
      api.clock.advance(-400 * DAY_MS);
    }
  });

  it('charges shipments of the same customer', async () => {
    const shipments = await api.db
      .select({ numero: partidas.numeroPartida, idCliente: partidas.idCliente })
      .from(partidas)
      .where(
        inArray(
          partidas.numeroPartida,
          invoices.flatMap((f) => f.partidas),
        ),
      );
    const owner = new Map(shipments.map((s) => [s.numero, s.idCliente]));
    const charged = invoices.filter((f) => f.partidas.length > 0);
    expect(charged.length).toBeGreaterThan(invoices.length / 2);
    for (const f of charged) {
      for (const numero of f.partidas) {
        expect(numero).toMatch(/^[MAT]\d{2}-\d{6}$/);
        // Linked to the tracking seed's shipments when it has run (else plausible numbers).
        if (owner.size > 0) expect(owner.get(numero)).toBe(f.idCliente);
      }
    }
  });
});
