import { describe, expect, it } from 'vitest';
import {
  type AirRates,
  computeWeights,
  quoteAirFreight,
  rateConsignment,
  rateFreight,
  roundUpToHalfKg,
} from './air-rating';

// Every expectation below is computed by hand from the tariff in the test, not by the code under test.

/** MAD → US east coast, standard service: a realistic general-cargo tariff. */
const TARIFA: AirRates = {
  moneda: 'EUR',
  minimo: 75,
  tarifas: { 0: 4.2, 45: 3.4, 100: 2.9, 300: 2.6, 500: 2.4, 1000: 2.2 },
  fscKg: 1.1,
  sscKg: 0.15,
  awc: 0,
};

const caja = (cantidad: number, l: number, w: number, h: number, kg: number) => ({
  cantidad,
  largoCm: l,
  anchoCm: w,
  altoCm: h,
  pesoKg: kg,
});

describe('weights', () => {
  it('volumetric kg is Σ L×W×H ÷ 6000 and the chargeable weight the greater, up to 0.5 kg', () => {
    // 3 pallets 120×80×100 cm = 960,000 cm³ = 160 kg each → 480 kg volumetric; 3 × 60 kg = 180 kg gross.
    expect(computeWeights([caja(3, 120, 80, 100, 60)])).toEqual({
      totalPiezas: 3,
      pesoBrutoKg: 180,
      volumenM3: 2.88,
      pesoVolumetricoKg: 480,
      pesoTasableKg: 480,
    });
    // 50×40×30 = 60,000 cm³ = 10 kg volumetric; 10.2 kg gross → 10.5 kg chargeable.
    expect(computeWeights([caja(1, 50, 40, 30, 10.2)]).pesoTasableKg).toBe(10.5);
    // Several lines add up: 2 × 12.25 + 1 × 3 = 27.5 kg gross; volumetric 2×6 + 1×1 = 13 kg.
    expect(computeWeights([caja(2, 60, 40, 15, 12.25), caja(1, 30, 20, 10, 3)])).toMatchObject({
      totalPiezas: 3,
      pesoBrutoKg: 27.5,
      pesoVolumetricoKg: 13,
      pesoTasableKg: 27.5,
    });
  });

  it('rounds up to the next half kilo, keeping exact half kilos', () => {
    expect(roundUpToHalfKg(44.5)).toBe(44.5);
    expect(roundUpToHalfKg(44.01)).toBe(44.5);
    expect(roundUpToHalfKg(44.51)).toBe(45);
    expect(roundUpToHalfKg(45)).toBe(45);
    expect(roundUpToHalfKg(0.1 + 0.2 + 44.2)).toBe(44.5); // 44.50000000000001 stays 44.5
  });
});

describe('rate class and weight breaks', () => {
  it('charges the minimum M when the rated freight is below it', () => {
    // 5 kg × 4.20 = 21.00 < 75.00
    expect(rateFreight(TARIFA, 5)).toEqual({
      claseTarifa: 'M',
      tramoPesoKg: null,
      pesoFacturadoKg: 5,
      tarifaKg: 4.2,
      importeFlete: 75,
    });
  });

  it('charges N under 45 kg', () => {
    // 30 kg × 4.20 = 126.00; the +45 break would cost 45 × 3.40 = 153.00
    expect(rateFreight(TARIFA, 30)).toEqual({
      claseTarifa: 'N',
      tramoPesoKg: 0,
      pesoFacturadoKg: 30,
      tarifaKg: 4.2,
      importeFlete: 126,
    });
  });

  it('charges 44.5 kg at N when the +45 break is not cheaper', () => {
    // 44.5 × 3.50 = 155.75 < 45 × 3.48 = 156.60
    const plana: AirRates = { ...TARIFA, tarifas: { 0: 3.5, 45: 3.48, 100: 3.1 } };
    expect(rateFreight(plana, 44.5)).toMatchObject({
      claseTarifa: 'N',
      tramoPesoKg: 0,
      importeFlete: 155.75,
    });
  });

  it('charges 44.5 kg at the +45 break when that is cheaper', () => {
    // 44.5 × 4.20 = 186.90 > 45 × 3.40 = 153.00
    expect(rateFreight(TARIFA, 44.5)).toEqual({
      claseTarifa: 'Q',
      tramoPesoKg: 45,
      pesoFacturadoKg: 45,
      tarifaKg: 3.4,
      importeFlete: 153,
    });
  });

  it('charges 95 kg at the +100 break when cheaper, 80 kg at its own break when not', () => {
    // 95 × 3.40 = 323.00 > 100 × 2.90 = 290.00
    expect(rateFreight(TARIFA, 95)).toEqual({
      claseTarifa: 'Q',
      tramoPesoKg: 100,
      pesoFacturadoKg: 100,
      tarifaKg: 2.9,
      importeFlete: 290,
    });
    // 80 × 3.40 = 272.00 < 290.00
    expect(rateFreight(TARIFA, 80)).toMatchObject({
      claseTarifa: 'Q',
      tramoPesoKg: 45,
      pesoFacturadoKg: 80,
    });
  });

  it('rates on the volumetric weight and jumps two breaks when that is cheapest', () => {
    // 480 kg × 2.60 (+300) = 1,248.00 > 500 × 2.40 = 1,200.00 (1000 × 2.20 = 2,200.00 is not)
    expect(rateFreight(TARIFA, 480)).toMatchObject({
      claseTarifa: 'Q',
      tramoPesoKg: 500,
      importeFlete: 1200,
    });
    // 1,250 kg × 2.20 = 2,750.00
    expect(rateFreight(TARIFA, 1250)).toMatchObject({
      claseTarifa: 'Q',
      tramoPesoKg: 1000,
      importeFlete: 2750,
    });
  });

  it('skips breaks the tariff does not offer', () => {
    // No +45/+100: 95 kg stays at N (95 × 4.20 = 399.00) unless +300 at 300 × 2.60 = 780.00 is cheaper: it is not.
    const corta: AirRates = { ...TARIFA, tarifas: { 0: 4.2, 300: 2.6 } };
    expect(rateFreight(corta, 95)).toMatchObject({ claseTarifa: 'N', tramoPesoKg: 0, importeFlete: 399 });
  });
});

describe('surcharges, discount and total', () => {
  it('adds FSC and SSC on the chargeable weight and discounts the freight only', () => {
    // 95 kg: freight 290.00 (+100 break); FSC 95 × 1.10 = 104.50; SSC 95 × 0.15 = 14.25;
    // 10 % of 290.00 = 29.00; total 290 + 104.50 + 14.25 − 29 = 379.75
    expect(rateConsignment(TARIFA, 95, { codigo: 'AIR10', descuentoPorcentaje: 10 })).toEqual({
      claseTarifa: 'Q',
      tramoPesoKg: 100,
      pesoFacturadoKg: 100,
      tarifaKg: 2.9,
      importeMinimo: 75,
      importeFlete: 290,
      recargos: [
        { codigo: 'FSC', descripcion: 'Fuel surcharge 1.10/kg', importe: 104.5 },
        { codigo: 'SSC', descripcion: 'Security surcharge 0.15/kg', importe: 14.25 },
      ],
      codigoPromocional: 'AIR10',
      descuento: 29,
      total: 379.75,
      moneda: 'EUR',
    });
  });

  it('quotes below the minimum: M plus surcharges', () => {
    // 1 box 30×20×10 cm (1 kg volumetric), 5 kg: 75.00 + 5.50 + 0.75 = 81.25
    const cotizacion = quoteAirFreight([caja(1, 30, 20, 10, 5)], TARIFA);
    expect(cotizacion).toMatchObject({
      totalPiezas: 1,
      pesoBrutoKg: 5,
      pesoVolumetricoKg: 1,
      pesoTasableKg: 5,
      claseTarifa: 'M',
      importeFlete: 75,
      descuento: 0,
      codigoPromocional: null,
      total: 81.25,
    });
  });

  it('matches the example of the SDK documentation (with an AWB fee)', () => {
    // 4 cartons 60×40×50 at 18.5 kg + 1 pallet 120×80×110 at 210 kg: 284 kg gross, 1.536 m³, 256 kg
    // volumetric, 284 chargeable; +100 at 2.45 = 695.80 > +300 at 300 × 2.05 = 615.00.
    // FSC 0.85 × 284 = 241.40; SSC 0.15 × 284 = 42.60; AWC 25; −10 % of 615 = 61.50 → 862.50
    const tarifa: AirRates = {
      moneda: 'EUR',
      minimo: 75,
      tarifas: { 0: 3.6, 45: 2.9, 100: 2.45, 300: 2.05, 500: 1.9, 1000: 1.75 },
      fscKg: 0.85,
      sscKg: 0.15,
      awc: 25,
    };
    const cotizacion = quoteAirFreight([caja(4, 60, 40, 50, 18.5), caja(1, 120, 80, 110, 210)], tarifa, {
      codigo: 'AIR10',
      descuentoPorcentaje: 10,
    });
    expect(cotizacion).toMatchObject({
      totalPiezas: 5,
      pesoBrutoKg: 284,
      volumenM3: 1.536,
      pesoVolumetricoKg: 256,
      pesoTasableKg: 284,
      claseTarifa: 'Q',
      tramoPesoKg: 300,
      pesoFacturadoKg: 300,
      importeFlete: 615,
      descuento: 61.5,
      total: 862.5,
    });
    expect(cotizacion.recargos.map((r) => r.importe)).toEqual([241.4, 42.6, 25]);
  });
});
