import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { recordingClient } from '../../test/harness';
import { GuardarWebhookSchema, MarcarLeidasSchema, type Notificaciones } from './notificaciones.schema';

const page: Notificaciones = {
  noLeidas: 1,
  notificaciones: [
    {
      id: 3,
      tipo: 'SALIDA',
      fecha: '2026-03-01T10:00:00.000Z',
      leida: false,
      enlace: '/tracking/12',
      idPartida: 12,
      numeroPartida: 'M26-000012',
      referenciaCliente: null,
      codigo: 'DEPA',
      lugar: 'Valencia',
      fechaHito: '2026-03-01T10:00:00.000Z',
    },
    {
      id: 2,
      tipo: 'FACTURA_VENCIDA',
      fecha: '2026-02-28T00:00:00.000Z',
      leida: true,
      enlace: '/invoices',
      idFactura: 5,
      numeroFactura: 'F26-000005',
      importe: 1200.5,
      moneda: 'EUR',
      fechaVencimiento: '2026-02-27',
    },
  ],
};

describe('notificaciones', () => {
  it('obtenerNotificaciones: GET with the page size and cursor in the query, each item typed by tipo', async () => {
    const { client, last } = recordingClient(page);
    const answer = await client.notificaciones.obtenerNotificaciones({ limite: 20, antesDe: 9 });
    expect(last().path).toBe('/api/Notificaciones/ObtenerNotificaciones');
    expect(last().query).toEqual({ limite: '20', antesDe: '9' });
    const first = answer.notificaciones[0];
    if (first?.tipo !== 'SALIDA') throw new Error('expected a SALIDA first');
    expect(first.numeroPartida).toBe('M26-000012');
  });

  it('refuses a notification whose fields do not match its type', async () => {
    const wrong = { ...page, notificaciones: [{ ...page.notificaciones[1], tipo: 'SALIDA' }] };
    const { client } = recordingClient(wrong);
    await expect(client.notificaciones.obtenerNotificaciones()).rejects.toMatchObject({
      name: 'ExtranetValidationError',
    });
  });

  it('marcarLeidas takes ids or todas, not both, not neither', () => {
    expect(v.safeParse(MarcarLeidasSchema, { ids: [1, 2] }).success).toBe(true);
    expect(v.safeParse(MarcarLeidasSchema, { todas: true }).success).toBe(true);
    expect(v.safeParse(MarcarLeidasSchema, {}).success).toBe(false);
    expect(v.safeParse(MarcarLeidasSchema, { ids: [1], todas: true }).success).toBe(false);
  });

  it('guardarWebhook needs an absolute URL and distinct known event types', () => {
    const ok = { url: 'https://hooks.example.com/extranet', eventos: ['SALIDA', 'LLEGADA'] };
    expect(v.safeParse(GuardarWebhookSchema, ok).success).toBe(true);
    expect(v.safeParse(GuardarWebhookSchema, { ...ok, url: '/relative' }).success).toBe(false);
    expect(v.safeParse(GuardarWebhookSchema, { ...ok, eventos: ['SALIDA', 'SALIDA'] }).success).toBe(false);
    expect(v.safeParse(GuardarWebhookSchema, { ...ok, eventos: ['NADA'] }).success).toBe(false);
  });

  it('eliminarWebhook: DELETE with the id in the path', async () => {
    const { client, last } = recordingClient({ id: 4, eliminado: true });
    await client.notificaciones.eliminarWebhook({ id: 4 });
    expect(last().method).toBe('DELETE');
    expect(last().path).toBe('/api/Notificaciones/EliminarWebhook/4');
  });
});
