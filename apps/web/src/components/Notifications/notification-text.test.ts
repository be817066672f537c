import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createFormatter } from '../../i18n/format';
import { loadTestCatalog } from '../../test-utils/render';
import { NOTIFICATIONS } from './fixtures';
import { durationText, notificationText, relativeTime } from './notification-text';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const [departed, overdue, late, etaChanged, expiring] = NOTIFICATIONS;

describe('notification text', () => {
  it('writes each kind of event as a sentence in English', async () => {
    await loadTestCatalog('en');
    const format = createFormatter('en-US');
    expect(notificationText(departed!, i18n, format, NOW)).toBe('Shipment M26-000123 departed Valencia');
    expect(notificationText(overdue!, i18n, format, NOW)).toBe('Invoice F26-000045 is 3 days overdue');
    expect(notificationText(late!, i18n, format, NOW)).toBe(
      'Shipment M26-000123 is 3 days late: Arrived was planned for 11/22/2026',
    );
    expect(notificationText(etaChanged!, i18n, format, NOW)).toBe(
      'Shipment M26-000123 now arrives 11/21/2026, 1 day later',
    );
    expect(notificationText(expiring!, i18n, format, NOW)).toBe('Lot L-2291 of SKU-88 expires in 8 days');
  });

  it('writes them in Spanish from the same data', async () => {
    await loadTestCatalog('es');
    const format = createFormatter('es-ES');
    expect(notificationText(departed!, i18n, format, NOW)).toBe('La partida M26-000123 salió de Valencia');
    expect(notificationText(overdue!, i18n, format, NOW)).toBe('La factura F26-000045 lleva 3 días vencida');
    expect(notificationText(expiring!, i18n, format, NOW)).toBe('El lote L-2291 de SKU-88 caduca en 8 días');
    await loadTestCatalog('en');
  });

  it('counts hours under a day and days beyond, singular and plural', async () => {
    await loadTestCatalog('en');
    expect(durationText(1, i18n)).toBe('1 hour');
    expect(durationText(23, i18n)).toBe('23 hours');
    expect(durationText(-30, i18n)).toBe('1 day');
    expect(durationText(72, i18n)).toBe('3 days');
  });

  it('says when, relative to now, and the date beyond a week', () => {
    const format = createFormatter('en-US');
    expect(relativeTime('2026-11-27T09:59:30.000Z', 'en', format, NOW)).toBe('now');
    expect(relativeTime('2026-11-27T09:15:00.000Z', 'en', format, NOW)).toBe('45 minutes ago');
    expect(relativeTime('2026-11-26T08:00:00.000Z', 'en', format, NOW)).toBe('yesterday');
    expect(relativeTime('2026-11-26T08:00:00.000Z', 'es', format, NOW)).toBe('ayer');
    expect(relativeTime('2026-11-01T08:00:00.000Z', 'en', format, NOW)).toBe('11/01/2026');
  });
});
