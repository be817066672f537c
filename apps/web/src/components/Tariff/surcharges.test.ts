import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as es } from '../../locales/es/messages.po';
import { surchargeLabel, surchargeRatePerKg } from './surcharges';

describe('surcharge lines', () => {
  it('are named by code in the interface language, never in the server’s English', () => {
    const i18n = setupI18n({ locale: 'es', messages: { es } });
    expect(surchargeLabel({ codigo: 'FSC', descripcion: 'Fuel surcharge 0.85/kg', importe: 85 }, i18n)).toBe(
      'FSC · Recargo por combustible',
    );
    expect(surchargeLabel({ codigo: 'AWC', descripcion: 'Air waybill fee', importe: 35 }, i18n)).toBe(
      'AWC · Emisión de la guía aérea',
    );
    // A code the app does not know yet keeps the server's words rather than showing nothing.
    expect(surchargeLabel({ codigo: 'XRAY', descripcion: 'Screening', importe: 5 }, i18n)).toBe(
      'XRAY · Screening',
    );
  });

  it('gives the per-kg rate of weight-based surcharges only', () => {
    expect(surchargeRatePerKg({ codigo: 'FSC', descripcion: '', importe: 85.85 }, 101)).toBe(0.85);
    expect(surchargeRatePerKg({ codigo: 'AWC', descripcion: '', importe: 35 }, 101)).toBeNull();
  });
});
