import type { CotizacionTransporte } from '@extranet/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { PAISES_TRANSPORTE, SERVICIOS_TRANSPORTE, ZONAS_PUERTO } from '../reference/transportes/catalogos';
import {
  PARAMETROS_TARIFA,
  RECARGOS,
  TARIFAS_TERRESTRES,
  tarifasMaritimas,
} from '../reference/transportes/tarifas';
import {
  cotizar,
  distanciaCarreteraKm,
  ErrorTarifa,
  medidas,
  type PaisTarifa,
  type PuertoTarifa,
  type SolicitudTarifa,
  type Tarifario,
  tarifaMaritima,
} from './transport-rating';

/** What a client writes a line from in its own language: the code and the wording's parameters. */
const codigos = (q: CotizacionTransporte) =>
  q.lineas.map(({ concepto, cantidad, unidad, precioUnitario, importe, ...codigo }) => codigo);

// Quotes against the shipped tariff data, computed by hand in the comments. Changing a rate in
// src/reference/transportes/tarifas.ts means recomputing the case that uses it.

const tarifario: Tarifario = {
  maritimas: tarifasMaritimas(),
  terrestres: TARIFAS_TERRESTRES,
  recargos: RECARGOS,
  parametros: PARAMETROS_TARIFA,
  tiposCambio: { EUR: 1, USD: 1.08 },
};
const hoy = new Date('2026-03-16T10:00:00Z');

const pais = (codigo: string): PaisTarifa => ({ codigo, ...PAISES_TRANSPORTE[codigo]! });
const servicio = (codigo: string) => SERVICIOS_TRANSPORTE.find((s) => s.codigo === codigo)!;
const puerto = (codigo: string, codigoPais: string, lat: number, lon: number): PuertoTarifa => ({
  codigo,
  nombre: codigo,
  codigoPais,
  zona: ZONAS_PUERTO[codigo] ?? null,
  lat,
  lon,
});
const ESVLC = puerto('ESVLC', 'ES', 39.44, -0.32);
const USNYC = puerto('USNYC', 'US', 40.67, -74.15);
const CNSHA = puerto('CNSHA', 'CN', 30.63, 122.07);

const base = (over: Partial<SolicitudTarifa>): SolicitudTarifa => ({
  tipoTrafico: 'MARITIMO_LCL',
  incoterm: { codigo: 'DAP', soloMaritimo: false },
  servicio: servicio('EST'),
  paisOrigen: pais('ES'),
  paisDestino: pais('US'),
  bultos: [],
  contenedores: [],
  mercanciaPeligrosa: false,
  ...over,
});

describe('measures and distances', () => {
  it('adds up packages per line (dimensions and weight are per package)', () => {
    expect(
      medidas([
        { cantidad: 4, largoCm: 120, anchoCm: 80, altoCm: 150, pesoKg: 450 },
        { cantidad: 10, largoCm: 40, anchoCm: 30, altoCm: 25, pesoKg: 12.35 },
      ]),
    ).toEqual({ bultos: 14, pesoBrutoKg: 1923.5, volumenM3: 6.06 }); // 5.76 + 10 × 0.03 m³
  });

  it('road distance is the great circle times the circuity factor, in whole km', () => {
    // 1° of latitude = 6371 km × π / 180 = 111.19 km; × 1.25 = 138.99
    expect(distanciaCarreteraKm({ lat: 39.44, lon: -0.32 }, { lat: 40.44, lon: -0.32 }, 1.25)).toBe(139);
  });

  it('looks a sea lane up from the most specific row', () => {
    const filas = tarifario.maritimas;
    expect(tarifaMaritima(filas, 'MARITIMO_LCL', ESVLC, USNYC, null)).toMatchObject({
      origen: 'ESVLC',
      precio: 58,
    });
    expect(tarifaMaritima(filas, 'MARITIMO_FCL', ESVLC, CNSHA, '40DV')).toMatchObject({
      origen: 'Z:MEDW',
      precio: 900,
    });
    const sinZona = puerto('XXAAA', 'ZA', -33.9, 18.4);
    expect(tarifaMaritima(filas, 'MARITIMO_FCL', ESVLC, sinZona, '40DV')).toMatchObject({
      origen: '*',
      precioPorMilKm: 160,
    });
  });
});

describe('cotizar', () => {
  it('sea LCL Valencia → New York, DAP: W/M on volume, origin and destination charges, export clearance', () => {
    const q = cotizar(
      base({
        puertoOrigen: ESVLC,
        puertoDestino: USNYC,
        bultos: [{ cantidad: 4, largoCm: 120, anchoCm: 80, altoCm: 150, pesoKg: 450 }],
      }),
      tarifario,
      { moneda: 'EUR', hoy },
    );
    // 1 800 kg, 5.76 m³ → 5.76 W/M (5 760 kg taxable). Contract rate ESVLC–USNYC 58/WM, 18 days.
    expect(q).toMatchObject({
      bultos: 4,
      pesoBrutoKg: 1800,
      volumenM3: 5.76,
      factorEstibaKgM3: 1000,
      pesoTasableKg: 5760,
    });
    expect(q.lineas.map((l) => [l.concepto, l.cantidad, l.unidad, l.precioUnitario, l.importe])).toEqual([
      ['Flete marítimo LCL ESVLC–USNYC', 5.76, 'WM', 58, 334.08],
      ['BAF (recargo de combustible)', 5.76, 'WM', 9, 51.84],
      ['THC origen', 5.76, 'WM', 12.5, 72],
      ['THC destino (CFS)', 5.76, 'WM', 16, 92.16],
      ['Emisión B/L', 1, 'ENVIO', 45, 45],
      ['Despacho de exportación', 1, 'ENVIO', 85, 85],
    ]);
    expect(codigos(q)).toEqual([
      { codigo: 'FLETE_LCL', origen: 'ESVLC', destino: 'USNYC' },
      { codigo: 'BAF_LCL' },
      { codigo: 'THC_O_LCL' },
      { codigo: 'THC_D_LCL' },
      { codigo: 'BL' },
      { codigo: 'DUA_EXP' },
    ]);
    // 334.08 + 51.84 + 72 + 92.16 + 45 + 85 = 680.08; international: no VAT.
    expect(q).toMatchObject({
      subtotal: 680.08,
      impuestos: 0,
      total: 680.08,
      moneda: 'EUR',
      diasTransito: 18,
    });
    expect(q.fechaValidez).toBe('2026-03-31'); // 16 March + 15 days
  });

  it('sea LCL below one W/M is charged the minimum, and the minimum of a W/M charge applies', () => {
    const q = cotizar(
      base({
        puertoOrigen: ESVLC,
        puertoDestino: USNYC,
        incoterm: { codigo: 'FOB', soloMaritimo: true },
        bultos: [{ cantidad: 1, largoCm: 100, anchoCm: 50, altoCm: 60, pesoKg: 240 }],
      }),
      tarifario,
      { moneda: 'EUR', hoy },
    );
    // 0.3 m³, 240 kg → 0.3 W/M, minimum 1 W/M. FOB: no origin THC nor export clearance (the seller's).
    // THC destino 16 × 1 = 16 < 30 minimum → one line of 30.
    expect(q.lineas.map((l) => [l.concepto, l.cantidad, l.importe])).toEqual([
      ['Flete marítimo LCL ESVLC–USNYC', 1, 58],
      ['BAF (recargo de combustible)', 1, 9],
      ['THC destino (CFS) (mínimo)', 1, 30],
      ['Emisión B/L', 1, 45],
    ]);
    expect(codigos(q)[2]).toEqual({ codigo: 'THC_D_LCL', minimo: true });
    expect(q.pesoTasableKg).toBe(300);
    expect(q.total).toBe(142);
  });

  it('sea FCL reefer Valencia → Shanghai, FOB, direct service, door pickup, quoted in USD', () => {
    const q = cotizar(
      base({
        tipoTrafico: 'MARITIMO_FCL',
        incoterm: { codigo: 'FOB', soloMaritimo: true },
        servicio: servicio('DIR'),
        paisDestino: pais('CN'),
        puertoOrigen: ESVLC,
        puertoDestino: CNSHA,
        lugarOrigen: { nombre: 'Segorbe', codigoPais: 'ES', lat: 40.44, lon: -0.32 },
        contenedores: [{ tipo: '40RF', cantidad: 1 }],
        bultos: [{ cantidad: 20, largoCm: 120, anchoCm: 100, altoCm: 180, pesoKg: 922.5 }],
      }),
      tarifario,
      { moneda: 'USD', hoy },
    );
    // Freight MEDW→FEA 40' 900 × 1.75 (reefer) = 1 575 EUR × 1.12 (direct) = 1 764 EUR × 1.08 = 1 905.12 USD.
    // FOB: no origin THC nor export clearance. Pickup 139 km × 1.35 = 187.65 < 380 minimum → 380 EUR.
    expect(q.lineas.map((l) => [l.concepto, l.cantidad, l.unidad, l.precioUnitario])).toEqual([
      ['Flete marítimo FCL 40RF ESVLC–CNSHA (Marítimo directo (sin transbordo))', 1, 'CONTENEDOR', 1905.12],
      ['BAF (recargo de combustible) 40RF', 1, 'CONTENEDOR', 453.6], // 420 EUR
      ['THC destino 40RF', 1, 'CONTENEDOR', 378], // 350 EUR
      ['ISPS (protección portuaria) 40RF', 1, 'CONTENEDOR', 12.96], // 12 EUR
      ['Conexión y control reefer 40RF', 1, 'CONTENEDOR', 151.2], // 140 EUR
      ['Recogida contenedor Segorbe → ESVLC (139 km)', 1, 'CONTENEDOR', 410.4], // 380 EUR
      ['Emisión B/L', 1, 'ENVIO', 48.6], // 45 EUR
    ]);
    expect(codigos(q)).toEqual([
      { codigo: 'FLETE_FCL', tipoContenedor: '40RF', origen: 'ESVLC', destino: 'CNSHA', servicio: 'DIR' },
      { codigo: 'BAF', tipoContenedor: '40RF' },
      { codigo: 'THC_D', tipoContenedor: '40RF' },
      { codigo: 'ISPS', tipoContenedor: '40RF' },
      { codigo: 'REEFER', tipoContenedor: '40RF' },
      { codigo: 'RECOGIDA_CONTENEDOR', origen: 'Segorbe', destino: 'ESVLC', km: 139 },
      { codigo: 'BL' },
    ]);
    expect(q).toMatchObject({
      pesoBrutoKg: 18450,
      volumenM3: 43.2,
      factorEstibaKgM3: null,
      pesoTasableKg: null,
      subtotal: 3359.88,
      impuestos: 0,
      total: 3359.88,
      moneda: 'USD',
      diasTransito: 28, // 30 + 1 (pickup) − 3 (direct)
    });
  });

  it('road FTL domestic with dangerous goods: trucks by payload, fuel and ADR surcharges, VAT', () => {
    const q = cotizar(
      base({
        tipoTrafico: 'TERRESTRE_FTL',
        paisDestino: pais('ES'),
        lugarOrigen: { nombre: 'Valencia', codigoPais: 'ES', lat: 39.47, lon: -0.38 },
        lugarDestino: { nombre: 'Alcañiz', codigoPais: 'ES', lat: 41.47, lon: -0.38 },
        bultos: [{ cantidad: 30, largoCm: 120, anchoCm: 100, altoCm: 116, pesoKg: 1000 }],
        mercanciaPeligrosa: true,
      }),
      tarifario,
      { moneda: 'EUR', hoy },
    );
    // 2° of latitude: 222.39 km × 1.25 = 278 km; 278 × 1.35 = 375.30 < 380 → 380 per truck.
    // 30 000 kg > 24 000 kg payload → 2 trucks (41.76 m³ fits one).
    expect(q.lineas.map((l) => [l.concepto, l.cantidad, l.unidad, l.precioUnitario, l.importe])).toEqual([
      ['Transporte completo (FTL) Valencia → Alcañiz, 278 km', 2, 'CAMION', 380, 760],
      ['Recargo de combustible (11.5 %)', 1, 'ENVIO', 87.4, 87.4],
      ['Recargo ADR (vehículo y conductor certificados)', 2, 'CAMION', 120, 240],
      ['Carta de porte / CMR', 1, 'ENVIO', 15, 15],
    ]);
    expect(codigos(q)).toEqual([
      { codigo: 'FLETE_FTL', origen: 'Valencia', destino: 'Alcañiz', km: 278 },
      { codigo: 'FUEL', porcentaje: 11.5 },
      { codigo: 'ADR_FTL' },
      { codigo: 'CMR' },
    ]);
    // 1 102.40 + 21 % VAT 231.50 (231.504) = 1 333.90; ceil(278 / 650) = 1 day.
    expect(q).toMatchObject({ subtotal: 1102.4, impuestos: 231.5, total: 1333.9, diasTransito: 1 });
    expect(q).toMatchObject({ factorEstibaKgM3: null, pesoTasableKg: null });
  });

  it('road LTL Spain → France, economy: taxable weight on volume, minimum charge, no VAT', () => {
    const q = cotizar(
      base({
        tipoTrafico: 'TERRESTRE_LTL',
        servicio: servicio('ECO'),
        paisDestino: pais('FR'),
        lugarOrigen: { nombre: 'Valencia', codigoPais: 'ES', lat: 39.47, lon: -0.38 },
        lugarDestino: { nombre: 'Brive', codigoPais: 'FR', lat: 44.47, lon: -0.38 },
        bultos: [{ cantidad: 1, largoCm: 120, anchoCm: 80, altoCm: 100, pesoKg: 80 }],
      }),
      tarifario,
      { moneda: 'EUR', hoy },
    );
    // 5° of latitude: 555.97 km × 1.25 = 695 km → band I1 (≤ 800 km): 19.50 / 100 kg, minimum 95.
    // 0.96 m³ × 333 = 319.68 kg taxable > 80 kg gross; 3.20 × 19.50 × 0.9 = 56.16 < 95 × 0.9 = 85.50.
    expect(q.pesoTasableKg).toBe(319.68);
    expect(q.factorEstibaKgM3).toBe(333);
    expect(q.lineas.map((l) => [l.concepto, l.cantidad, l.unidad, l.importe])).toEqual([
      ['Transporte grupaje (LTL) zona I1 Valencia → Brive, 695 km (Económico) (mínimo)', 1, 'ENVIO', 85.5],
      ['Recargo de combustible (11.5 %)', 1, 'ENVIO', 9.83], // 9.8325
      ['Carta de porte / CMR', 1, 'ENVIO', 15],
    ]);
    expect(codigos(q)[0]).toEqual({
      codigo: 'FLETE_LTL',
      zona: 'I1',
      origen: 'Valencia',
      destino: 'Brive',
      km: 695,
      servicio: 'ECO',
      minimo: true,
    });
    // Inside the EU customs union: no export clearance. ceil(695 / 450) + 2 + 3 (economy) = 7 days.
    expect(q).toMatchObject({ subtotal: 110.33, impuestos: 0, total: 110.33, diasTransito: 7 });
  });

  it('names door legs by groupage with their ends and distance, and says when the minimum applies', () => {
    const q = cotizar(
      base({
        puertoOrigen: ESVLC,
        puertoDestino: USNYC,
        lugarDestino: { nombre: 'Newark', codigoPais: 'US', lat: 40.74, lon: -74.17 },
        bultos: [{ cantidad: 1, largoCm: 100, anchoCm: 50, altoCm: 60, pesoKg: 240 }],
      }),
      tarifario,
      { moneda: 'EUR', hoy },
    );
    const entrega = q.lineas.find((l) => l.codigo === 'ENTREGA_GRUPAJE');
    expect(entrega).toMatchObject({ origen: 'USNYC', destino: 'Newark', minimo: true, unidad: 'ENVIO' });
    expect(entrega?.concepto).toBe(`Entrega grupaje USNYC → Newark (${entrega?.km} km) (mínimo)`);
  });

  it('DDP outside the customs union adds export and import clearance', () => {
    const q = cotizar(
      base({
        tipoTrafico: 'TERRESTRE_LTL',
        incoterm: { codigo: 'DDP', soloMaritimo: false },
        paisDestino: pais('CH'),
        lugarOrigen: { nombre: 'Barcelona', codigoPais: 'ES', lat: 41.39, lon: 2.17 },
        lugarDestino: { nombre: 'Basel', codigoPais: 'CH', lat: 47.56, lon: 7.59 },
        bultos: [{ cantidad: 2, largoCm: 120, anchoCm: 80, altoCm: 120, pesoKg: 600 }],
      }),
      tarifario,
      { moneda: 'EUR', hoy },
    );
    const conceptos = q.lineas.map((l) => l.concepto);
    expect(conceptos).toContain('Despacho de exportación');
    expect(conceptos).toContain('Despacho de importación');
    expect(q.lineas.map((l) => l.codigo)).toEqual(expect.arrayContaining(['DUA_EXP', 'DUA_IMP']));
    expect(q.impuestos).toBe(0);
  });

  it('refuses what the tariffs do not offer, naming the field', () => {
    const road = base({
      tipoTrafico: 'TERRESTRE_LTL',
      paisDestino: pais('FR'),
      lugarOrigen: { nombre: 'Valencia', codigoPais: 'ES', lat: 39.47, lon: -0.38 },
      lugarDestino: { nombre: 'Lyon', codigoPais: 'FR', lat: 45.76, lon: 4.84 },
      bultos: [{ cantidad: 1, largoCm: 120, anchoCm: 80, altoCm: 100, pesoKg: 300 }],
    });
    const field = (s: SolicitudTarifa) => {
      try {
        cotizar(s, tarifario, { moneda: 'EUR', hoy });
      } catch (error) {
        if (error instanceof ErrorTarifa) return error.field;
        throw error;
      }
      return 'priced';
    };
    expect(field(road)).toBe('priced');
    expect(field({ ...road, incoterm: { codigo: 'FOB', soloMaritimo: true } })).toBe('idIncoterm');
    expect(field({ ...road, servicio: servicio('DIR') })).toBe('idServicio');
    expect(field({ ...road, paisDestino: pais('US') })).toBe('destino.idPais');
    expect(
      field({ ...road, bultos: [{ cantidad: 30, largoCm: 120, anchoCm: 80, altoCm: 100, pesoKg: 900 }] }),
    ).toBe('bultos');
    expect(() => cotizar(road, tarifario, { moneda: 'JPY', hoy })).toThrow(ErrorTarifa);
  });
});
