import { describe, expect, it } from 'vitest';
import type { HitoAlmacenado } from '../db/schema/tracking';
import { HOUR_MS } from '../lib/time';
import { isOpen, type StoredShipment, shipmentStateAt, shipmentSummaryAt } from './partidas-estado';
import { buildTimeline } from './partidas-timeline';

const t0 = new Date('2026-11-02T08:00:00Z');
const places = { origen: 'Madrid', codigoOrigen: 'MAD', destino: 'Miami', codigoDestino: 'MIA' };
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR_MS);

/** An air shipment booked at t0, departing 48 h later, arriving 12 h after that, as seeded at t0. */
function air(nowAtSeed = t0, extra: Partial<Parameters<typeof buildTimeline>[0]> = {}): StoredShipment {
  const timeline = buildTimeline(
    {
      modo: 'AEREO',
      originPlace: 'Madrid (MAD)',
      destinationPlace: 'Miami (MIA)',
      bookedAt: t0,
      plannedDeparture: at(48),
      plannedArrival: at(60),
      ...extra,
    },
    nowAtSeed,
  );
  return {
    estado: timeline.estado,
    modo: 'AEREO',
    ...places,
    hitos: timeline.hitos,
    etd: timeline.etd,
    eta: timeline.eta,
    retrasoHoras: timeline.retrasoHoras,
  };
}

describe('a shipment as it stands now, from its milestones', () => {
  it('moves on with the clock although nothing was stored since the seed', () => {
    const p = air();
    expect(p.estado).toBe('RESERVADA');
    expect(shipmentStateAt(p, at(1)).estado).toBe('RESERVADA');
    expect(shipmentStateAt(p, at(30)).estado).toBe('EN_ORIGEN'); // RCS at 48 − 20 h
    expect(shipmentStateAt(p, at(50)).estado).toBe('EN_TRANSITO');
    expect(shipmentStateAt(p, at(61)).estado).toBe('EN_DESTINO');
    expect(shipmentStateAt(p, at(60 + 44)).estado).toBe('ENTREGADA');
  });

  it('counts a passed estimate at the second it falls due, not a second before', () => {
    const p = air();
    const departure = p.hitos.find((h) => h[0] === 'DEP')![2]! * 1000;
    expect(shipmentStateAt(p, new Date(departure - 1000)).estado).toBe('EN_ORIGEN');
    const now = shipmentStateAt(p, new Date(departure));
    expect(now.estado).toBe('EN_TRANSITO');
    expect(now.atd?.getTime()).toBe(departure);
    expect(now.ultimoHito).toEqual({
      codigo: 'DEP',
      descripcion: 'Departed',
      lugar: 'Madrid (MAD)',
      fecha: new Date(departure).toISOString(),
    });
    expect(now.hitos.find((h) => h.codigo === 'ARR')?.real).toBeNull();
  });

  it('keeps reported actuals and fills in the rest', () => {
    const p = air(at(55)); // seeded in flight: BKD…DEP actual
    const reported = p.hitos.filter((h) => h[3] !== null);
    const s = shipmentStateAt(p, at(100));
    expect(s.hitos.filter((h) => h.real !== null).length).toBeGreaterThan(reported.length);
    for (const [codigo, , , real] of reported)
      expect(s.hitos.find((h) => h.codigo === codigo)?.real).toBe(new Date(real! * 1000).toISOString());
  });

  it('says how many whole hours the arrival runs late against the plan', () => {
    const late = air(t0, { departureDelayH: 50 });
    expect(shipmentStateAt(late, at(1)).retrasoHoras).toBe(50);
    expect(shipmentStateAt(air(), at(1)).retrasoHoras).toBe(0);
  });

  it('leaves a cancelled shipment cancelled, whatever the clock says', () => {
    const p = air(at(1), { cancelled: true });
    const s = shipmentStateAt(p, at(500));
    expect(s.estado).toBe('CANCELADA');
    expect(s.retrasoHoras).toBe(0);
    expect(isOpen(s.estado)).toBe(false);
  });

  it('keeps a requested shipment SOLICITADA until a milestone happens', () => {
    const requested: StoredShipment = { ...air(), estado: 'SOLICITADA', hitos: [] };
    expect(shipmentStateAt(requested, at(500)).estado).toBe('SOLICITADA');
    expect(isOpen('SOLICITADA')).toBe(true);
  });

  it('ends a port-to-port sea shipment at the terminal gate-out', () => {
    const timeline = buildTimeline(
      {
        modo: 'MARITIMO',
        originPlace: 'Valencia (ESVLC)',
        destinationPlace: 'Shanghai (CNSHA)',
        bookedAt: t0,
        plannedDeparture: at(200),
        plannedArrival: at(200 + 24 * 30),
      },
      t0,
    );
    const p: StoredShipment = { ...timeline, ...places, modo: 'MARITIMO' };
    const gateOut = timeline.hitos.find((h: HitoAlmacenado) => h[0] === 'GTOT')![2]! * 1000;
    expect(shipmentStateAt(p, new Date(gateOut - 1000)).estado).toBe('EN_DESTINO');
    expect(shipmentStateAt(p, new Date(gateOut)).estado).toBe('ENTREGADA');
  });
});

describe('the list row (shipmentSummaryAt) and the detail (shipmentStateAt)', () => {
  const seaFcl = (): StoredShipment => {
    const timeline = buildTimeline(
      {
        modo: 'MARITIMO',
        doorDelivery: true,
        originPlace: 'Valencia (ESVLC)',
        destinationPlace: 'Shanghai (CNSHA)',
        bookedAt: t0,
        plannedDeparture: at(100),
        plannedArrival: at(100 + 24 * 30),
        arrivalDelayH: 30,
      },
      t0,
    );
    return { ...timeline, ...places, modo: 'MARITIMO' };
  };
  const shipments: [string, StoredShipment][] = [
    ['air', air()],
    ['air seeded in flight', air(at(55))],
    ['air, late', air(t0, { departureDelayH: 50 })],
    ['air, cancelled', air(at(1), { cancelled: true })],
    ['requested', { ...air(), estado: 'SOLICITADA', hitos: [] }],
    ['sea FCL to the door', seaFcl()],
  ];

  it.each(shipments)('%s: the same status, dates, delay and latest milestone at every hour', (_, p) => {
    for (let hours = -1; hours <= 24 * 40; hours += 7) {
      const { hitos, ...detail } = shipmentStateAt(p, at(hours));
      expect(shipmentSummaryAt(p, at(hours))).toEqual(detail);
      const happened = hitos.filter((h) => h.real !== null);
      if (happened.length === 0) expect(detail.ultimoHito).toBeNull();
      else expect(happened.map((h) => h.real)).toContain(detail.ultimoHito?.fecha);
    }
  });
});
