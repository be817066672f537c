import type { ExtranetClient } from '@extranet/sdk';
import type { Evento, Incidencia } from '@extranet/sdk/schemas';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes, existencias, facturas, partidas, usuarios } from '../../db/schema/index';
import type { HitoAlmacenado } from '../../db/schema/tracking';
import { utcDay } from '../../domain/attention-records';
import { linkOf } from '../../events/links';
import { DAY_MS, HOUR_MS } from '../../lib/time';
import { createTestApi, type TestApi } from '../../testing/harness';

// GET Monitor/ObtenerIncidencias over the demo data: the caller's customer accounts only, each kind
// of record to whom its area opens, under the caller's thresholds, most urgent first.

let api: TestApi;
let demo: ExtranetClient;
let tracking: ExtranetClient;
let admin: ExtranetClient;
let now: Date;
/** demo's customer accounts (FRUSUR, TEXMED) and tracking's (AUTOIB). */
let demoCustomers: number[];
let autoib: number;

const seconds = (ms: number) => Math.round(ms / 1000);

/** An open shipment of `idCliente` other than `except`, made a road shipment with this timeline. */
async function roadShipment(
  idCliente: number,
  except: number[],
  hitos: HitoAlmacenado[],
  documentos: [] | undefined = undefined,
) {
  const rows = await api.db
    .select({ id: partidas.id, numeroPartida: partidas.numeroPartida })
    .from(partidas)
    .where(eq(partidas.idCliente, idCliente))
    .orderBy(partidas.id);
  const row = rows.find((r) => !except.includes(r.id))!;
  await api.db
    .update(partidas)
    .set({
      modo: 'TERRESTRE',
      estado: 'RESERVADA',
      hitos,
      ...(documentos ? { documentos } : {}),
      etd: new Date(hitos[1]![1]! * 1000),
      eta: new Date(hitos[2]![1]! * 1000),
    })
    .where(eq(partidas.id, row.id));
  return row;
}

/** A road timeline departing at `departure` (epoch ms), picked up two hours before it when `pickedUp`. */
const roadTimeline = (departure: number, pickedUp: boolean): HitoAlmacenado[] => [
  ['PICK', seconds(departure - 2 * HOUR_MS), null, pickedUp ? seconds(departure - 2 * HOUR_MS) : null],
  ['DEPA', seconds(departure), null, null],
  ['ARRI', seconds(departure + 30 * HOUR_MS), null, null],
  ['DROP', seconds(departure + 32 * HOUR_MS), null, null],
];

/** Makes an invoice of `idCliente` unpaid and due `daysAgo` days before today. */
async function overdueInvoice(idCliente: number, daysAgo: number) {
  const [row] = await api.db
    .select({ id: facturas.id, numeroFactura: facturas.numeroFactura })
    .from(facturas)
    .where(and(eq(facturas.idCliente, idCliente), eq(facturas.tipo, 'FACTURA'), eq(facturas.anulada, false)))
    .orderBy(facturas.id)
    .limit(1);
  await api.db
    .update(facturas)
    .set({
      importePagado: 0,
      pagos: [],
      fechaVencimiento: utcDay(new Date(now.getTime() - daysAgo * DAY_MS)),
    })
    .where(eq(facturas.id, row!.id));
  return row!;
}

let late: { id: number; numeroPartida: string };
let undocumented: { id: number; numeroPartida: string };
let invoice: { id: number; numeroFactura: string };
let autoibInvoice: { id: number; numeroFactura: string };
let lot: { id: number; lote: string | null };

beforeAll(async () => {
  api = await createTestApi();
  api.clock.freeze();
  // On a whole second, as stored milestones are: "exactly 3 days late" is then exact.
  api.clock.advance((1000 - (api.clock().getTime() % 1000)) % 1000);
  now = api.clock();
  demo = (await api.signIn('demo')).client;
  tracking = (await api.signIn('tracking')).client;
  admin = (await api.signIn('admin')).client;
  const customers = await api.db
    .select()
    .from(clientes)
    .where(inArray(clientes.codigo, ['FRUSUR', 'TEXMED', 'AUTOIB']));
  demoCustomers = customers.filter((c) => c.codigo !== 'AUTOIB').map((c) => c.id);
  autoib = customers.find((c) => c.codigo === 'AUTOIB')!.id;
});
afterAll(async () => {
  await api?.close();
});

describe('monitor.obtenerIncidencias', () => {
  it('needs a session', async () => {
    expect((await api.request('/api/Monitor/ObtenerIncidencias')).status).toBe(401);
    const bad = await api.request('/api/Monitor/ObtenerIncidencias', {
      headers: { authorization: 'Bearer x.y.z' },
    });
    expect(bad.status).toBe(401);
  });

  it('finds the demo data’s own late shipments, each with its reason and link, what matters now first', async () => {
    const items = await demo.monitor.obtenerIncidencias();
    for (const item of items) {
      expect(demoCustomers).toContain(item.idCliente);
      expect(item.motivo.length).toBeGreaterThan(10);
      expect(item.enlace).toMatch(/^\/(tracking\/\d+|invoices\?numeroFactura=|stocks\?lote=)/);
    }
    // The tracking list's own delay (arrival, else estimate, against plan): every open shipment
    // arriving more than a day late is in the list. The seed's dates follow today, so how many
    // there are changes from day to day; the cases below make one of each kind.
    const open = await demo.tracking.obtenerSeguimientoEnvios();
    for (const p of open.filter((row) => row.ata === null && row.retrasoHoras > 24)) {
      expect(items.find((i) => i.tipo === 'RETRASO' && i.idPartida === p.id)).toBeDefined();
    }
    // What matters now first: by severity, then by when it started to need the customer, newest first.
    const severity = { ALTA: 0, MEDIA: 1, BAJA: 2 } as const;
    // (No `desde`: a start not known, ranked as now, so first within its severity.)
    const order = items.map(
      (i) => [severity[i.gravedad!], i.desde ? -Date.parse(i.desde) : Number.NEGATIVE_INFINITY] as const,
    );
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });

  describe('with records set to each case', () => {
    beforeAll(async () => {
      const [frusur] = demoCustomers;
      late = await roadShipment(frusur!, [], roadTimeline(now.getTime() - 3 * DAY_MS, true));
      undocumented = await roadShipment(
        frusur!,
        [late.id],
        roadTimeline(now.getTime() + 2 * DAY_MS, false),
        [],
      );
      invoice = await overdueInvoice(frusur!, 10);
      autoibInvoice = await overdueInvoice(autoib, 4);
      const [line] = await api.db
        .select({ id: existencias.id, lote: existencias.lote })
        .from(existencias)
        .where(and(inArray(existencias.idCliente, demoCustomers), isNotNull(existencias.lote)))
        .orderBy(existencias.id)
        .limit(1);
      lot = line!;
      await api.db
        .update(existencias)
        .set({ fechaCaducidad: utcDay(new Date(now.getTime() + 3 * DAY_MS)), cantidadDisponible: 10 })
        .where(eq(existencias.id, lot.id));
    });

    const find = (items: Incidencia[], predicate: (i: Incidencia) => boolean) => items.find(predicate);
    const isLate = (i: Incidencia) => i.tipo === 'RETRASO' && i.idPartida === late.id;

    it('lists each with its reason in the user’s language and the link of its record', async () => {
      const items = await demo.monitor.obtenerIncidencias();
      expect(find(items, isLate)).toMatchObject({
        tipo: 'RETRASO',
        numeroPartida: late.numeroPartida,
        enlace: `/tracking/${late.id}`,
        fecha: new Date(now.getTime() - 3 * DAY_MS).toISOString(),
        motivo: expect.stringMatching(/^3 days late: departure \(DEPA\) was planned for .+ UTC\.$/),
      });
      expect(find(items, (i) => i.idPartida === undocumented.id)).toMatchObject({
        tipo: 'DOCUMENTO_FALTANTE',
        enlace: `/tracking/${undocumented.id}`,
        motivo: expect.stringMatching(
          /^Commercial invoice and packing list are missing for the departure \(DEPA\)/,
        ),
      });
      expect(find(items, (i) => i.idFactura === invoice.id)).toMatchObject({
        tipo: 'FACTURA_VENCIDA',
        numeroFactura: invoice.numeroFactura,
        enlace: `/invoices?numeroFactura=${invoice.numeroFactura}`,
        motivo: expect.stringMatching(/^Overdue by 10 days: .+ outstanding, due .+\.$/),
      });
      expect(find(items, (i) => i.idExistencia === lot.id)).toMatchObject({
        tipo: 'STOCK_CADUCA',
        lote: lot.lote,
        motivo: expect.stringMatching(/^Lot .+ expires on .+, in 3 days\.$/),
      });

      await api.db.update(usuarios).set({ idioma: 'es' }).where(eq(usuarios.usuario, 'demo'));
      try {
        const spanish = await demo.monitor.obtenerIncidencias();
        expect(find(spanish, isLate)?.motivo).toMatch(
          /^3 días de retraso: la salida \(DEPA\) tenía fecha planificada .+ UTC\.$/,
        );
        expect(find(spanish, (i) => i.idFactura === invoice.id)?.motivo).toMatch(/^Vencida hace 10 días: /);
        expect(find(spanish, (i) => i.idExistencia === lot.id)?.motivo).toMatch(/caduca el .+, en 3 días\.$/);
      } finally {
        await api.db.update(usuarios).set({ idioma: null }).where(eq(usuarios.usuario, 'demo'));
      }
    });

    it("speaks the browser's language to a user who never chose one, as the web app does", async () => {
      const spanish = await demo.monitor.obtenerIncidencias({
        headers: { 'accept-language': 'es-ES,es;q=0.9' },
      });
      expect(find(spanish, (i) => i.idFactura === invoice.id)?.motivo).toMatch(/^Vencida hace 10 días: /);
      const english = await demo.monitor.obtenerIncidencias({
        headers: { 'accept-language': 'de-DE,en;q=0.5' },
      });
      expect(find(english, (i) => i.idFactura === invoice.id)?.motivo).toMatch(/^Overdue by 10 days: /);
    });

    it('links where the notifications of the same records link', async () => {
      const items = await demo.monitor.obtenerIncidencias();
      const invoiceItem = find(items, (i) => i.idFactura === invoice.id)!;
      const lotItem = find(items, (i) => i.idExistencia === lot.id)!;
      const lateItem = find(items, isLate)!;
      const base = { fecha: now.toISOString(), importe: 1, moneda: 'EUR', fechaVencimiento: '2026-01-01' };
      const events: [Incidencia, Evento][] = [
        [
          invoiceItem,
          { ...base, tipo: 'FACTURA_VENCIDA', idFactura: invoice.id, numeroFactura: invoice.numeroFactura },
        ],
        [
          lotItem,
          {
            tipo: 'STOCK_CADUCA',
            fecha: base.fecha,
            idExistencia: lot.id,
            codigoArticulo: 'x',
            lote: lot.lote!,
            codigoAlmacen: 'x',
            fechaCaducidad: '2026-01-01',
            diasRestantes: 3,
          },
        ],
        [
          lateItem,
          {
            tipo: 'RETRASO',
            fecha: base.fecha,
            idPartida: late.id,
            numeroPartida: late.numeroPartida,
            referenciaCliente: null,
            motivo: 'HITO_VENCIDO',
            codigo: 'DEPA',
            planificada: base.fecha,
            estimada: null,
            retrasoHoras: 72,
          },
        ],
      ];
      for (const [item, evento] of events) expect(item.enlace).toBe(linkOf(evento));
    });

    it('applies the user’s thresholds', async () => {
      await demo.notificaciones.guardarPreferencias({
        body: { eventos: [], umbrales: { retrasoDias: 3, cambioEtaHoras: 12, caducidadDias: 3 } },
      });
      try {
        const items = await demo.monitor.obtenerIncidencias();
        // Exactly 3 days late is not beyond 3 days; 3 days minus the time since midnight is within 3.
        expect(find(items, isLate)).toBeUndefined();
        expect(find(items, (i) => i.idExistencia === lot.id)).toBeDefined();
        expect(find(items, (i) => i.idFactura === invoice.id)).toBeDefined();
        await demo.notificaciones.guardarPreferencias({
          body: { eventos: [], umbrales: { retrasoDias: 2, cambioEtaHoras: 12, caducidadDias: 2 } },
        });
        const tighter = await demo.monitor.obtenerIncidencias();
        expect(find(tighter, isLate)).toBeDefined();
        expect(find(tighter, (i) => i.idExistencia === lot.id)).toBeUndefined();
      } finally {
        await demo.notificaciones.guardarPreferencias({
          body: { eventos: [], umbrales: { retrasoDias: 1, cambioEtaHoras: 12, caducidadDias: 14 } },
        });
      }
    });

    it('shows another customer’s user none of them, and each kind only to whom its area opens', async () => {
      const items = await tracking.monitor.obtenerIncidencias();
      for (const item of items) {
        expect(item.idCliente).toBe(autoib);
        // tracking opens shipments only: AUTOIB's overdue invoice is not for them.
        expect(['RETRASO', 'CAMBIO_ETA', 'DOCUMENTO_FALTANTE']).toContain(item.tipo);
      }
      const everyone = await admin.monitor.obtenerIncidencias();
      expect(find(everyone, (i) => i.idFactura === autoibInvoice.id)).toMatchObject({ idCliente: autoib });
      expect(find(everyone, isLate)).toBeDefined();
    });
  });
});
