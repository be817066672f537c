import type { AlbaranResumen } from '@extranet/sdk';
import { describe, expect, it } from 'vitest';
import { hasIncident, isLate, podImageSource, shortDelivered, summarizeNotes } from './notes';

const note = (overrides: Partial<AlbaranResumen> = {}): AlbaranResumen => ({
  id: 1,
  numeroAlbaran: 'AL-2026-000001',
  idCliente: 1,
  cliente: 'Frutas del Sur S.L.',
  referenciaCliente: null,
  fecha: '2026-11-10',
  fechaPrevistaEntrega: '2026-11-11',
  fechaEntrega: '2026-11-11T09:30:00.000Z',
  estado: 'ENTREGADO',
  destinatario: 'Supermercados Turia S.L.',
  direccion: 'Avda. del Puerto 112',
  codigoPostal: '46023',
  poblacion: 'Valencia',
  provincia: 'Valencia',
  pais: 'ES',
  codigoAlmacen: 'VLC01',
  transportista: 'Transportes Mediterráneo',
  bultos: 2,
  pesoBrutoKg: 100.25,
  ...overrides,
});

describe('hasIncident', () => {
  it('flags failed or partial deliveries and returns, nothing else', () => {
    expect(hasIncident(note({ estado: 'INCIDENCIA' }))).toBe(true);
    expect(hasIncident(note({ estado: 'DEVUELTO' }))).toBe(true);
    for (const estado of ['PENDIENTE', 'EN_REPARTO', 'ENTREGADO'] as const) {
      expect(hasIncident(note({ estado }))).toBe(false);
    }
  });
});

describe('isLate', () => {
  const today = '2026-11-20';
  it('is late when delivered on a later day than expected', () => {
    expect(isLate(note(), today)).toBe(false);
    expect(isLate(note({ fechaEntrega: '2026-11-12T08:00:00.000Z' }), today)).toBe(true);
  });

  it('is late when still on its way after the expected day, not on the day itself', () => {
    const onItsWay = { estado: 'EN_REPARTO' as const, fechaEntrega: null };
    expect(isLate(note({ ...onItsWay, fechaPrevistaEntrega: '2026-11-19' }), today)).toBe(true);
    expect(isLate(note({ ...onItsWay, fechaPrevistaEntrega: '2026-11-20' }), today)).toBe(false);
  });

  it('never calls incidents or notes without an expected day late', () => {
    expect(
      isLate(note({ estado: 'INCIDENCIA', fechaEntrega: null, fechaPrevistaEntrega: '2026-11-01' }), today),
    ).toBe(false);
    expect(
      isLate(note({ estado: 'EN_REPARTO', fechaEntrega: null, fechaPrevistaEntrega: null }), today),
    ).toBe(false);
  });
});

describe('summarizeNotes', () => {
  it('counts per status, incidents and late notes, and adds up packages and kilograms', () => {
    const summary = summarizeNotes(
      [
        note(),
        note({ id: 2, bultos: 3, pesoBrutoKg: 50.5, fechaEntrega: '2026-11-13T10:00:00.000Z' }),
        note({ id: 3, estado: 'INCIDENCIA', bultos: 1, pesoBrutoKg: 10 }),
        note({ id: 4, estado: 'DEVUELTO', fechaEntrega: null, bultos: 4, pesoBrutoKg: 0.25 }),
      ],
      '2026-11-20',
    );
    expect(Object.fromEntries(summary.byStatus)).toEqual({ ENTREGADO: 2, INCIDENCIA: 1, DEVUELTO: 1 });
    expect(summary.incidents).toBe(2);
    expect(summary.late).toBe(1);
    expect(summary.packages).toBe(10);
    expect(summary.weightKg).toBeCloseTo(161);
  });

  it('is all zeros for no rows', () => {
    expect(summarizeNotes([])).toMatchObject({ incidents: 0, late: 0, packages: 0, weightKg: 0 });
  });
});

describe('shortDelivered', () => {
  it('is a confirmed quantity below the ordered one', () => {
    expect(shortDelivered({ cantidadPedida: 10, cantidadEntregada: 8 })).toBe(true);
    expect(shortDelivered({ cantidadPedida: 10, cantidadEntregada: 10 })).toBe(false);
    expect(shortDelivered({ cantidadPedida: 10, cantidadEntregada: null })).toBe(false);
  });
});

describe('podImageSource', () => {
  const origin = 'https://extranet.example.com';
  it("fetches the app's own images through the API, by path", () => {
    expect(podImageSource(`${origin}/api/Distribucion/ImagenPruebaEntrega/12`, origin)).toEqual({
      kind: 'api',
      url: '/api/Distribucion/ImagenPruebaEntrega/12',
    });
    expect(podImageSource('/api/Distribucion/ImagenPruebaEntrega/12', origin)).toMatchObject({ kind: 'api' });
  });

  it('shows other web addresses as they are, and nothing for none or another scheme', () => {
    expect(podImageSource('https://pod.carrier.test/a.jpg', origin)).toEqual({
      kind: 'external',
      url: 'https://pod.carrier.test/a.jpg',
    });
    expect(podImageSource(null, origin)).toBeNull();
    expect(podImageSource('', origin)).toBeNull();
    expect(podImageSource('javascript:alert(1)', origin)).toBeNull();
  });
});
