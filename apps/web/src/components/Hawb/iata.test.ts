import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadTestCatalog } from '../../test-utils/render';
import { IATA_STATUS, IATA_STATUS_ORDER, iataStatusLabel, statusesAfter } from './iata';

describe('IATA status codes as words', () => {
  it('names every code a HAWB goes through, in English and Spanish', async () => {
    await loadTestCatalog('en');
    expect(IATA_STATUS_ORDER.map((code) => iataStatusLabel(i18n, code))).toEqual([
      'Booked',
      'Received from shipper',
      'Manifested',
      'Departed',
      'Arrived',
      'Received from flight',
      'Consignee notified',
      'Documents delivered to consignee',
      'Customs cleared',
      'Delivered',
    ]);
    await loadTestCatalog('es');
    const spanish = IATA_STATUS_ORDER.map((code) => iataStatusLabel(i18n, code));
    expect(spanish.slice(0, 4)).toEqual(['Reservado', 'Recibido del expedidor', 'Manifestado', 'Salió']);
    expect(iataStatusLabel(i18n, 'DLV')).toBe('Entregado');
    // Every code has a Spanish word of its own, none left in English.
    await loadTestCatalog('en');
    const english = IATA_STATUS_ORDER.map((code) => iataStatusLabel(i18n, code));
    for (const [index, word] of spanish.entries()) expect(word).not.toBe(english[index]);
  });

  it('shows the server description, else the code, for a code it does not know', async () => {
    await loadTestCatalog('en');
    expect(iataStatusLabel(i18n, 'FOH', 'Freight on hand')).toBe('Freight on hand');
    expect(iataStatusLabel(i18n, 'XYZ')).toBe('XYZ');
  });

  it('covers the codes the API sends and knows what comes next', () => {
    expect(Object.keys(IATA_STATUS).sort()).toEqual([...IATA_STATUS_ORDER].sort());
    expect(statusesAfter('ARR')).toEqual(['RCF', 'NFD', 'AWD', 'CCD', 'DLV']);
    expect(statusesAfter('DLV')).toEqual([]);
    expect(statusesAfter('FOH')).toEqual([]);
  });
});
