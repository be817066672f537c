import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes, huellasCarbono, partidas } from '../db/schema/index';
import { DAY_MS, HOUR_MS } from '../lib/time';
import { createTestApi, type TestApi } from '../testing/harness';
import { requestShipment, type ShipmentRequest } from './partidas';
import { type BookingConfirmation, BookingError, confirmBooking } from './partidas-booking';
import { shipmentStateAt } from './partidas-estado';

let api: TestApi;
let idCliente: number;
beforeAll(async () => {
  api = await createTestApi({ seed: 'core' });
  const [frusur] = await api.db.select().from(clientes).where(eq(clientes.codigo, 'FRUSUR'));
  idCliente = frusur!.id;
});
afterAll(async () => {
  await api?.close();
});

const now = new Date('2026-03-02T09:00:00Z');
const seaRequest = (extra: Partial<ShipmentRequest> = {}): ShipmentRequest => ({
  idCliente,
  modo: 'MARITIMO',
  origen: 'ESVLC',
  destino: 'USNYC',
  expedidor: 'Frutas del Sur S.L.',
  destinatario: 'Hudson Produce Corp.',
  incoterm: 'CFR',
  mercancia: 'Fresh mandarins',
  referenciaCliente: 'PO-1',
  fechaDisponible: '2026-03-06',
  bultos: [{ tipoBulto: 'Pallet', cantidad: 20, largoCm: 120, anchoCm: 80, altoCm: 150, pesoKg: 900 }],
  contenedores: [{ tipo: '40RF', cantidad: 2 }],
  ...extra,
});
const booking = (extra: Partial<BookingConfirmation> = {}): BookingConfirmation => ({
  carrier: { code: 'MAEU' },
  bookingNumber: '262345678',
  plannedDeparture: new Date('2026-03-10T18:00:00Z'),
  plannedArrival: new Date('2026-03-21T06:00:00Z'),
  ...extra,
});
const stored = async (id: number) => (await api.db.select().from(partidas).where(eq(partidas.id, id)))[0]!;
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => expect.unreachable('confirmed'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(BookingError);
      const { reason, field } = error as BookingError;
      return { reason, field };
    },
  );

describe('requestShipment', () => {
  it('stores what was asked for and nothing the forwarder has not confirmed', async () => {
    const { id, numeroPartida } = await requestShipment(api.db, seaRequest(), { now });
    expect(numeroPartida).toBe(`M26-${String(id).padStart(6, '0')}`);
    const row = await stored(id);
    expect(row).toMatchObject({
      estado: 'SOLICITADA',
      codigoOrigen: 'ESVLC',
      codigoDestino: 'USNYC',
      codigoTransportista: '',
      numeroReserva: null,
      documentoTransporte: null,
      viaje: null,
      contenedores: [],
      hitos: [],
      documentos: [],
      co2eKg: 0,
      bultos: 20,
      pesoBrutoKg: 18_000,
      fechaAlta: now,
    });
    // The requested ready date stands in for ETD and ETA until the booking is confirmed.
    expect(row.etd).toEqual(new Date('2026-03-06T00:00:00Z'));
    expect(row.eta).toEqual(row.etd);
    expect(row.contenedoresDetalle).toEqual([
      { id: 1, numero: '', tipo: '40RF', precinto: null, pesoBrutoKg: 9000 },
      { id: 2, numero: '', tipo: '40RF', precinto: null, pesoBrutoKg: 9000 },
    ]);
    expect(await api.db.select().from(huellasCarbono).where(eq(huellasCarbono.idPartida, id))).toEqual([]);
    expect(shipmentStateAt(row, new Date('2026-05-01T00:00:00Z')).estado).toBe('SOLICITADA');
  });
});

describe('confirmBooking', () => {
  it('fills carrier, references and the planned timeline, and the footprint of route and weight', async () => {
    const { id, numeroPartida } = await requestShipment(api.db, seaRequest(), { now });
    const confirmedAt = new Date(now.getTime() + 3 * HOUR_MS);
    await confirmBooking(api.db, id, booking({ containers: [{ numero: 'MSKU1234565' }] }), {
      now: confirmedAt,
    });
    const row = await stored(id);
    expect(row).toMatchObject({
      numeroPartida,
      estado: 'RESERVADA',
      codigoTransportista: 'MAEU',
      transportista: 'Maersk',
      numeroReserva: '262345678',
      documentoTransporte: null,
      viaje: null,
      etd: new Date('2026-03-10T18:00:00Z'),
      eta: new Date('2026-03-21T06:00:00Z'),
      contenedores: ['MSKU1234565'],
      fechaAlta: now,
    });
    // The second container has no number yet; both keep the requested type.
    expect(row.contenedoresDetalle.map((c) => [c.numero, c.tipo])).toEqual([
      ['MSKU1234565', '40RF'],
      ['', '40RF'],
    ]);
    const [huella] = await api.db.select().from(huellasCarbono).where(eq(huellasCarbono.idPartida, id));
    expect(huella).toMatchObject({ co2eWtwKg: row.co2eKg, fecha: row.etd });
    expect(row.co2eKg).toBeGreaterThan(0);
    // Valencia → New York by sea for the request's 18 t.
    expect(huella!.tramos).toHaveLength(1);
    expect(huella!.toneladasKm / 18).toBeGreaterThan(6000);
  });

  it('reads an FCL booking without container numbers as FCL, and groupage by its CFS stripping', async () => {
    const fcl = await requestShipment(api.db, seaRequest(), { now });
    await confirmBooking(api.db, fcl.id, booking(), { now });
    const fclState = shipmentStateAt(await stored(fcl.id), now);
    expect(fclState.hitos[0]).toMatchObject({ codigo: 'STUF', descripcion: 'Container stuffed at shipper' });

    const lcl = await requestShipment(api.db, seaRequest({ contenedores: [] }), { now });
    const door = { codigo: 'USEWR', nombre: 'Newark', pais: 'US', lat: 40.73, lon: -74.17 };
    await confirmBooking(api.db, lcl.id, booking({ delivery: door }), { now });
    const lclState = shipmentStateAt(await stored(lcl.id), now);
    expect(lclState.hitos[0]).toMatchObject({ codigo: 'GTIN', descripcion: 'Cargo received at origin CFS' });
    expect(lclState.hitos.map((h) => h.codigo)).toContain('STRP');
    // The door delivery is a leg of the footprint.
    const [huella] = await api.db.select().from(huellasCarbono).where(eq(huellasCarbono.idPartida, lcl.id));
    expect(huella!.tramos).toHaveLength(2);
  });

  it('refuses what does not fit the request, and leaves it requested', async () => {
    const { id } = await requestShipment(api.db, seaRequest(), { now });
    expect(await refusal(confirmBooking(api.db, 999_999, booking()))).toEqual({
      reason: 'NOT_FOUND',
      field: null,
    });
    const invalid = async (extra: Partial<BookingConfirmation>) =>
      refusal(confirmBooking(api.db, id, booking(extra), { now }));
    expect(await invalid({ containers: [{ numero: 'MSKU1234566' }] })).toEqual({
      reason: 'INVALID',
      field: 'containers.0.numero',
    });
    const three = ['MSKU1234565', 'MSKU1234565', 'MSKU1234565'].map((numero) => ({ numero }));
    expect(await invalid({ containers: three })).toEqual({ reason: 'INVALID', field: 'containers' });
    expect(
      await invalid({ plannedArrival: new Date(booking().plannedDeparture.getTime() - DAY_MS) }),
    ).toEqual({ reason: 'INVALID', field: 'plannedArrival' });
    expect(await invalid({ carrier: { code: 'ZZZZ' } })).toEqual({ reason: 'INVALID', field: 'carrier' });
    expect(await stored(id)).toMatchObject({ estado: 'SOLICITADA', codigoTransportista: '', co2eKg: 0 });

    // A carrier the reference data does not know, named by the confirmation.
    await confirmBooking(api.db, id, booking({ carrier: { code: 'ZZZZ', name: 'Zeta Lines' } }), { now });
    expect(await stored(id)).toMatchObject({ estado: 'RESERVADA', transportista: 'Zeta Lines' });
    expect(await refusal(confirmBooking(api.db, id, booking(), { now }))).toEqual({
      reason: 'NOT_REQUESTED',
      field: null,
    });
  });
});
