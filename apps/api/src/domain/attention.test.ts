import type { Umbrales } from '@extranet/sdk/schemas';
import { describe, expect, it } from 'vitest';
import type { HitoAlmacenado } from '../db/schema/tracking';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../lib/time';
import {
  arrivalDrift,
  type Finding,
  type InvoiceFacts,
  invoiceFinding,
  type LotFacts,
  lotFinding,
  overdueMilestone,
  type ShipmentFacts,
  shipmentFindings,
} from './attention';
import { rankFindings } from './attention-order';
import { reasonOf } from './attention-texts';

// Each rule at its threshold's edge on a frozen clock: exactly at the threshold a record is not
// listed, one minute beyond it is.

const DEFAULTS: Umbrales = { retrasoDias: 1, cambioEtaHoras: 12, caducidadDias: 14 };
const T0 = Date.UTC(2026, 10, 20, 8, 0); // the planned departure of the road shipment below
const s = (ms: number) => ms / 1000;
const at = (ms: number) => new Date(ms);

/**
 * A road shipment: pick-up 2 h before departure, arrival 30 h after, delivery 2 h after arrival.
 * `estimates` and `actuals` by code; the rest planned only.
 */
function road(
  options: {
    estimates?: Record<string, number>;
    actuals?: Record<string, number>;
    documents?: ShipmentFacts['documentos'];
  } = {},
): ShipmentFacts {
  const planned: [string, number][] = [
    ['PICK', T0 - 2 * HOUR_MS],
    ['DEPA', T0],
    ['ARRI', T0 + 30 * HOUR_MS],
    ['DROP', T0 + 32 * HOUR_MS],
  ];
  const hitos: HitoAlmacenado[] = planned.map(([codigo, ms]) => [
    codigo,
    s(ms),
    options.estimates?.[codigo] === undefined ? null : s(options.estimates[codigo]!),
    options.actuals?.[codigo] === undefined ? null : s(options.actuals[codigo]!),
  ]);
  return {
    id: 7,
    idCliente: 3,
    numeroPartida: 'T26-000007',
    referenciaCliente: 'PO-77',
    estado: 'RESERVADA',
    modo: 'TERRESTRE',
    origen: 'Valencia',
    codigoOrigen: 'ESVLC',
    destino: 'Lyon',
    codigoDestino: 'FRLYS',
    hitos,
    etd: at(T0),
    eta: at(T0 + 30 * HOUR_MS),
    retrasoHoras: 0,
    documentos: options.documents ?? [
      ['FACTURA_COMERCIAL', s(T0 - 5 * DAY_MS), 'Commercial invoice.pdf'],
      ['PACKING_LIST', s(T0 - 5 * DAY_MS), 'Packing list.pdf'],
    ],
  };
}

const tipos = (findings: Finding[]) =>
  findings.map((f) => (f.tipo === 'RETRASO' ? `${f.tipo}:${f.motivo}` : f.tipo));

describe('a planned milestone passed without an actual (RETRASO, HITO_VENCIDO)', () => {
  // Picked up on time; the departure has neither an actual nor an estimate.
  const shipment = road({ actuals: { PICK: T0 - 2 * HOUR_MS } });

  it('is late only beyond the threshold: exactly one day after the plan it is not, a minute later it is', () => {
    expect(shipmentFindings(shipment, DEFAULTS, at(T0 + DAY_MS))).toEqual([]);
    const findings = shipmentFindings(shipment, DEFAULTS, at(T0 + DAY_MS + MINUTE_MS));
    expect(findings).toEqual([
      {
        tipo: 'RETRASO',
        motivo: 'HITO_VENCIDO',
        shipment: { idCliente: 3, idPartida: 7, numeroPartida: 'T26-000007', referenciaCliente: 'PO-77' },
        codigo: 'DEPA',
        planned: at(T0),
        estimate: null,
        lateMs: DAY_MS + MINUTE_MS,
      },
    ]);
  });

  it('follows the user’s threshold', () => {
    const now = at(T0 + 3 * DAY_MS);
    expect(shipmentFindings(shipment, { ...DEFAULTS, retrasoDias: 3 }, now)).toEqual([]);
    expect(tipos(shipmentFindings(shipment, { ...DEFAULTS, retrasoDias: 2 }, now))).toEqual([
      'RETRASO:HITO_VENCIDO',
    ]);
    expect(tipos(shipmentFindings(shipment, { ...DEFAULTS, retrasoDias: 0 }, at(T0 + MINUTE_MS)))).toEqual([
      'RETRASO:HITO_VENCIDO',
    ]);
  });

  it('is not late once the milestone happened: an actual, or an estimate that has passed', () => {
    const now = at(T0 + 5 * DAY_MS);
    expect(overdueMilestone(road({ actuals: { PICK: T0, DEPA: T0 + HOUR_MS } }), now)?.codigo).toBe('ARRI');
    // The departure estimated two days late has happened by its estimate: the arrival is what waits.
    const departed = road({ estimates: { DEPA: T0 + 2 * DAY_MS }, actuals: { PICK: T0 } });
    expect(overdueMilestone(departed, now)).toMatchObject({ codigo: 'ARRI' });
  });

  it('carries a future estimate, and counts from the first milestone after the last that happened', () => {
    const delayed = road({ actuals: { PICK: T0 }, estimates: { DEPA: T0 + 4 * DAY_MS } });
    expect(overdueMilestone(delayed, at(T0 + 2 * DAY_MS))).toEqual({
      codigo: 'DEPA',
      planned: at(T0),
      estimate: at(T0 + 4 * DAY_MS),
      lateMs: 2 * DAY_MS,
    });
    // A pick-up without an actual before a departure that happened is a gap in the feed, not a delay.
    const gap = road({ actuals: { DEPA: T0 } });
    expect(overdueMilestone(gap, at(T0 + 20 * HOUR_MS))).toBeNull();
  });

  it('says nothing of a delivered or cancelled shipment', () => {
    const delivered = road({
      actuals: { PICK: T0, DEPA: T0, ARRI: T0 + 30 * HOUR_MS, DROP: T0 + 32 * HOUR_MS },
    });
    expect(shipmentFindings(delivered, DEFAULTS, at(T0 + 10 * DAY_MS))).toEqual([]);
    expect(shipmentFindings({ ...shipment, estado: 'CANCELADA' }, DEFAULTS, at(T0 + 10 * DAY_MS))).toEqual(
      [],
    );
  });
});

describe('the estimated arrival later than planned (RETRASO, ETA_TARDIA) and the ETA slipping (CAMBIO_ETA)', () => {
  const now = at(T0 + HOUR_MS); // departed on time, on the road
  const departed = { PICK: T0 - 2 * HOUR_MS, DEPA: T0 };
  const arriving = (lateMs: number) =>
    shipmentFindings(
      road({ actuals: departed, estimates: { ARRI: T0 + 30 * HOUR_MS + lateMs } }),
      DEFAULTS,
      now,
    );

  it('is late beyond the delay threshold: exactly one day later than plan is an ETA change, a minute more a delay', () => {
    expect(tipos(arriving(DAY_MS))).toEqual(['CAMBIO_ETA']);
    const [late] = arriving(DAY_MS + MINUTE_MS);
    expect(late).toMatchObject({
      tipo: 'RETRASO',
      motivo: 'ETA_TARDIA',
      codigo: 'ARRI',
      planned: at(T0 + 30 * HOUR_MS),
      estimate: at(T0 + 54 * HOUR_MS + MINUTE_MS),
      lateMs: DAY_MS + MINUTE_MS,
    });
  });

  it('slips beyond the ETA threshold either way: exactly 12 hours is not, a minute more is', () => {
    expect(arriving(12 * HOUR_MS)).toEqual([]);
    expect(arriving(-12 * HOUR_MS)).toEqual([]);
    expect(arriving(12 * HOUR_MS + MINUTE_MS)).toMatchObject([
      { tipo: 'CAMBIO_ETA', movedMs: 12 * HOUR_MS + MINUTE_MS },
    ]);
    expect(arriving(-12 * HOUR_MS - MINUTE_MS)).toMatchObject([
      { tipo: 'CAMBIO_ETA', movedMs: -12 * HOUR_MS - MINUTE_MS },
    ]);
  });

  it('ends when the arrival happens', () => {
    const arrived = road({ actuals: { ...departed, ARRI: T0 + 60 * HOUR_MS } });
    expect(arrivalDrift(arrived, at(T0 + 61 * HOUR_MS))).toBeNull();
  });

  it('lists one delay per shipment: the overdue milestone before the late estimate', () => {
    const both = road({ actuals: { PICK: T0 }, estimates: { DEPA: T0 + 3 * DAY_MS, ARRI: T0 + 5 * DAY_MS } });
    expect(tipos(shipmentFindings(both, DEFAULTS, at(T0 + 2 * DAY_MS)))).toEqual(['RETRASO:HITO_VENCIDO']);
  });
});

describe('a milestone near and a document missing (DOCUMENTO_FALTANTE)', () => {
  const noInvoice = road({
    documents: [['PACKING_LIST', s(T0 - 5 * DAY_MS), 'Packing list.pdf']],
  });

  it('is listed less than three days before the departure: exactly three days before it is not', () => {
    expect(shipmentFindings(noInvoice, DEFAULTS, at(T0 - 3 * DAY_MS))).toEqual([]);
    expect(shipmentFindings(noInvoice, DEFAULTS, at(T0 - 3 * DAY_MS + MINUTE_MS))).toEqual([
      {
        tipo: 'DOCUMENTO_FALTANTE',
        shipment: { idCliente: 3, idPartida: 7, numeroPartida: 'T26-000007', referenciaCliente: 'PO-77' },
        codigo: 'DEPA',
        departure: at(T0),
        missing: ['FACTURA_COMERCIAL'],
      },
    ]);
  });

  it('names every missing document, follows a later estimate, and ends at the departure', () => {
    const nothing = road({ documents: [], estimates: { DEPA: T0 + 2 * DAY_MS } });
    expect(shipmentFindings(nothing, DEFAULTS, at(T0 - DAY_MS))).toEqual([]);
    expect(shipmentFindings(nothing, DEFAULTS, at(T0))).toMatchObject([
      {
        tipo: 'DOCUMENTO_FALTANTE',
        departure: at(T0 + 2 * DAY_MS),
        missing: ['FACTURA_COMERCIAL', 'PACKING_LIST'],
      },
    ]);
    const departed = road({ documents: [], actuals: { PICK: T0, DEPA: T0 } });
    expect(shipmentFindings(departed, DEFAULTS, at(T0 + HOUR_MS))).toEqual([]);
  });

  it('says nothing when the documents are there', () => {
    expect(shipmentFindings(road(), DEFAULTS, at(T0 - HOUR_MS))).toEqual([]);
  });
});

describe('invoices overdue (FACTURA_VENCIDA)', () => {
  const invoice: InvoiceFacts = {
    id: 45,
    idCliente: 1,
    numeroFactura: 'F26-000045',
    tipo: 'FACTURA',
    anulada: false,
    total: 1210,
    importePagado: 200,
    moneda: 'EUR',
    fecha: '2026-10-21',
    fechaVencimiento: '2026-11-20',
  };

  it('is overdue from the day after its due date: the due day’s last minute is not', () => {
    expect(invoiceFinding(invoice, new Date('2026-11-20T23:59:00Z'))).toBeNull();
    expect(invoiceFinding(invoice, new Date('2026-11-20T23:59:59.999Z'))).toBeNull();
    expect(invoiceFinding(invoice, new Date('2026-11-21T00:00:00Z'))).toEqual({
      tipo: 'FACTURA_VENCIDA',
      invoice: {
        idCliente: 1,
        idFactura: 45,
        numeroFactura: 'F26-000045',
        total: 1210,
        moneda: 'EUR',
        fechaVencimiento: '2026-11-20',
        overdueSince: new Date('2026-11-21T00:00:00Z'),
        daysOverdue: 1,
        outstanding: 1010,
      },
    });
    expect(invoiceFinding(invoice, new Date('2026-11-28T12:00:00Z'))).toMatchObject({
      invoice: { daysOverdue: 8 },
    });
  });

  it('is never overdue when paid, cancelled or a credit note', () => {
    const later = new Date('2026-12-31T00:00:00Z');
    expect(invoiceFinding({ ...invoice, importePagado: 1210 }, later)).toBeNull();
    expect(invoiceFinding({ ...invoice, anulada: true }, later)).toBeNull();
    expect(invoiceFinding({ ...invoice, tipo: 'ABONO', total: -100, importePagado: 0 }, later)).toBeNull();
  });
});

describe('lots expiring (STOCK_CADUCA)', () => {
  const lot: LotFacts = {
    id: 9,
    idCliente: 1,
    lote: 'L-2291',
    codigoArticulo: 'ACE-500',
    codigoAlmacen: 'VLC1',
    fechaCaducidad: '2026-12-12',
  };

  it('is listed when it expires in less than the user’s days: exactly 14 days before it is not', () => {
    expect(lotFinding(lot, DEFAULTS, new Date('2026-11-28T00:00:00Z'))).toBeNull();
    expect(lotFinding(lot, DEFAULTS, new Date('2026-11-28T00:01:00Z'))).toMatchObject({
      tipo: 'STOCK_CADUCA',
      lot: { idExistencia: 9, lote: 'L-2291', daysLeft: 14, remainingMs: 14 * DAY_MS - MINUTE_MS },
    });
    expect(
      lotFinding(lot, { ...DEFAULTS, caducidadDias: 30 }, new Date('2026-11-12T00:01:00Z')),
    ).toMatchObject({
      lot: { daysLeft: 30 },
    });
  });

  it('stays listed once expired', () => {
    expect(lotFinding(lot, DEFAULTS, new Date('2026-12-12T00:00:00Z'))).toMatchObject({
      lot: { remainingMs: 0, daysLeft: 0 },
    });
    expect(lotFinding(lot, DEFAULTS, new Date('2026-12-20T10:00:00Z'))).toMatchObject({
      lot: { daysLeft: -8 },
    });
  });
});

describe('the list', () => {
  it('puts what matters now first: by severity, then what started to need the customer most recently', () => {
    const now = at(T0 + 2 * DAY_MS);
    const late = shipmentFindings(road({ actuals: { PICK: T0 } }), DEFAULTS, now); // planned T0
    const lot = (id: number, fechaCaducidad: string) =>
      lotFinding(
        { id, idCliente: 1, lote: `L${id}`, codigoArticulo: 'X', codigoAlmacen: 'W', fechaCaducidad },
        DEFAULTS,
        now,
      )!;
    const invoice = (id: number, fechaVencimiento: string) =>
      invoiceFinding(
        {
          id,
          idCliente: 1,
          numeroFactura: `F${id}`,
          tipo: 'FACTURA',
          anulada: false,
          total: 10,
          importePagado: 0,
          moneda: 'EUR',
          fecha: '2025-01-01',
          fechaVencimiento,
        },
        now,
      )!;
    const ranked = rankFindings(
      [
        invoice(1, '2025-06-01'), // overdue for 539 days
        lot(2, '2026-11-10'), // expired 12 days ago
        invoice(3, '2026-11-01'), // overdue for 21 days
        lot(4, '2026-11-30'), // expires in 8 days: in the 14-day window since Nov 16
        ...late, // late since Nov 21, 08:00 (planned Nov 20 + 1 day)
        invoice(5, '2026-10-22'), // overdue since Oct 23: 30 days and 8 hours
      ],
      DEFAULTS,
      now,
    );
    expect(ranked.map((r) => [r.finding.tipo, r.gravedad, r.desde.toISOString()])).toEqual([
      ['RETRASO', 'ALTA', '2026-11-21T08:00:00.000Z'],
      ['STOCK_CADUCA', 'ALTA', '2026-11-16T00:00:00.000Z'],
      ['FACTURA_VENCIDA', 'MEDIA', '2026-11-02T00:00:00.000Z'],
      ['STOCK_CADUCA', 'BAJA', '2026-10-27T00:00:00.000Z'],
      ['FACTURA_VENCIDA', 'BAJA', '2026-10-23T00:00:00.000Z'],
      ['FACTURA_VENCIDA', 'BAJA', '2025-06-02T00:00:00.000Z'],
    ]);
    // At 30 days exactly an invoice is still MEDIA; beyond, long-standing.
    const edge = rankFindings([invoice(6, '2026-10-22')], DEFAULTS, at(Date.UTC(2026, 10, 22)));
    expect(edge[0]!.gravedad).toBe('MEDIA');
    const beyond = rankFindings([invoice(6, '2026-10-22')], DEFAULTS, at(Date.UTC(2026, 10, 22) + MINUTE_MS));
    expect(beyond[0]!.gravedad).toBe('BAJA');
  });

  it('gives each reason in words, in English and in Spanish', () => {
    const [late] = shipmentFindings(road({ actuals: { PICK: T0 } }), DEFAULTS, at(T0 + 3 * DAY_MS));
    expect(reasonOf(late!, 'en')).toBe(
      '3 days late: departure (DEPA) was planned for Nov 20, 2026, 8:00 AM UTC.',
    );
    expect(reasonOf(late!, 'es')).toBe(
      '3 días de retraso: la salida (DEPA) tenía fecha planificada 20 nov 2026, 8:00 UTC.',
    );
    const [missing] = shipmentFindings(road({ documents: [] }), DEFAULTS, at(T0 - DAY_MS));
    expect(reasonOf(missing!, 'en')).toBe(
      'Commercial invoice and packing list are missing for the departure (DEPA) on Nov 20, 2026, 8:00 AM UTC.',
    );
    expect(reasonOf(missing!, 'es')).toBe(
      'Faltan factura comercial y lista de bultos (packing list) para la salida (DEPA) del 20 nov 2026, 8:00 UTC.',
    );
    const lot = lotFinding(
      {
        id: 1,
        idCliente: 1,
        lote: 'L-1',
        codigoArticulo: 'ACE',
        codigoAlmacen: 'VLC',
        fechaCaducidad: '2026-11-25',
      },
      DEFAULTS,
      at(T0),
    )!;
    expect(reasonOf(lot, 'en')).toBe('Lot L-1 of ACE (VLC) expires on Nov 25, 2026, in 5 days.');
    expect(reasonOf(lot, 'es')).toBe('El lote L-1 de ACE (VLC) caduca el 25 nov 2026, en 5 días.');
  });
});
