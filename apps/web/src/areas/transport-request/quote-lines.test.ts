import type { LineaCotizacionTransporte } from '@extranet/sdk';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en/messages.po';
import { messages as es } from '../../locales/es/messages.po';
import { quoteLineLabel } from './quote-lines';

// Lines as the server sends them (apps/api transport-rating.test.ts): Spanish `concepto`, plus the
// code and parameters the interface writes the line from.
const line = (concepto: string, rest: Partial<LineaCotizacionTransporte>): LineaCotizacionTransporte => ({
  concepto,
  cantidad: 1,
  unidad: 'ENVIO',
  precioUnitario: 10,
  importe: 10,
  ...rest,
});

const lines = [
  line('Flete marítimo FCL 40RF ESVLC–CNSHA (Marítimo directo (sin transbordo))', {
    codigo: 'FLETE_FCL',
    tipoContenedor: '40RF',
    origen: 'ESVLC',
    destino: 'CNSHA',
    servicio: 'DIR',
  }),
  line('BAF (recargo de combustible) 40RF', { codigo: 'BAF', tipoContenedor: '40RF' }),
  line('Recogida contenedor Segorbe → ESVLC (139 km)', {
    codigo: 'RECOGIDA_CONTENEDOR',
    origen: 'Segorbe',
    destino: 'ESVLC',
    km: 139,
  }),
  line('Flete marítimo LCL ESVLC–USNYC', { codigo: 'FLETE_LCL', origen: 'ESVLC', destino: 'USNYC' }),
  line('THC destino (CFS) (mínimo)', { codigo: 'THC_D_LCL', minimo: true }),
  line('Entrega grupaje USNYC → Newark (21 km) (mínimo)', {
    codigo: 'ENTREGA_GRUPAJE',
    origen: 'USNYC',
    destino: 'Newark',
    km: 21,
    minimo: true,
  }),
  line('Transporte completo (FTL) Valencia → Alcañiz, 1278 km', {
    codigo: 'FLETE_FTL',
    origen: 'Valencia',
    destino: 'Alcañiz',
    km: 1278,
  }),
  line('Recargo de combustible (11.5 %)', { codigo: 'FUEL', porcentaje: 11.5 }),
  line('Transporte grupaje (LTL) zona I1 Valencia → Brive, 695 km (Económico) (mínimo)', {
    codigo: 'FLETE_LTL',
    zona: 'I1',
    origen: 'Valencia',
    destino: 'Brive',
    km: 695,
    servicio: 'ECO',
    minimo: true,
  }),
  line('Despacho de importación', { codigo: 'DUA_IMP' }),
];

describe('quote line labels', () => {
  it('are written in English from the code and its parameters', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en } });
    expect(lines.map((l) => quoteLineLabel(l, i18n))).toEqual([
      'Sea freight FCL 40RF ESVLC–CNSHA (Direct sea (no transhipment))',
      'BAF (bunker adjustment factor) 40RF',
      'Container pickup Segorbe → ESVLC (139 km)',
      'Sea freight LCL ESVLC–USNYC',
      'THC destination (CFS) (minimum)',
      'Groupage delivery USNYC → Newark (21 km) (minimum)',
      'Full truckload (FTL) Valencia → Alcañiz, 1,278 km',
      'Fuel surcharge (11.5%)',
      'Groupage (LTL) zone I1 Valencia → Brive, 695 km (Economy) (minimum)',
      'Import customs clearance',
    ]);
  });

  it('are written in Spanish with Spanish numbers, as the server words them', () => {
    const i18n = setupI18n({ locale: 'es', messages: { es } });
    const labels = lines.map((l) => quoteLineLabel(l, i18n));
    // The fuel surcharge shares its name with the air tariff's; the percentage is written the Spanish way.
    expect(labels[7]).toBe('Recargo por combustible (11,5\u00a0%)');
    // Everything else reads as the server's own Spanish.
    labels.forEach((label, i) => {
      if (i !== 7) expect(label).toBe(lines[i]!.concepto);
    });
  });

  it('fall back to the server’s words for a code, a service or a wording the app cannot write', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en } });
    const label = (concepto: string, rest: Partial<LineaCotizacionTransporte>) =>
      quoteLineLabel(line(concepto, rest), i18n);
    expect(label('Recargo de pico de demanda', { codigo: 'PSS' })).toBe('Recargo de pico de demanda');
    expect(label('Línea antigua', {})).toBe('Línea antigua');
    expect(
      label('Flete marítimo LCL ESVLC–USNYC (Premium)', {
        codigo: 'FLETE_LCL',
        origen: 'ESVLC',
        destino: 'USNYC',
        servicio: 'PREMIUM',
      }),
    ).toBe('Flete marítimo LCL ESVLC–USNYC (Premium)');
    expect(
      label('Transporte completo (FTL) A → B, 5 km', { codigo: 'FLETE_FTL', origen: 'A', destino: 'B' }),
    ).toBe('Transporte completo (FTL) A → B, 5 km');
  });
});
