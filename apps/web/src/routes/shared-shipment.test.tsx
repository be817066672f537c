import type { PartidaPublica } from '@extranet/sdk';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppSetup } from '../app-setup';
import {
  fakeFetch,
  loadTestCatalog,
  renderWithProviders,
  screen,
  testApiOptions,
} from '../test-utils/render';

// The public page of a shared shipment through the real router, against a fake server, signed out.

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const PATH = `GET /api/Publico/Partida/${TOKEN}`;

const shipment: PartidaPublica = {
  numeroPartida: 'M26-001201',
  modo: 'MARITIMO',
  estado: 'EN_TRANSITO',
  origen: 'Valencia',
  codigoOrigen: 'ESVLC',
  paisOrigen: 'ES',
  destino: 'Shanghai',
  codigoDestino: 'CNSHA',
  paisDestino: 'CN',
  etd: '2026-03-01T10:00:00.000Z',
  eta: '2026-04-02T06:00:00.000Z',
  atd: '2026-03-01T12:00:00.000Z',
  ata: null,
  retrasoHoras: 48,
  hitos: [
    {
      codigo: 'DEPA',
      descripcion: 'Vessel departure',
      lugar: 'Valencia',
      planificada: '2026-03-01T10:00:00.000Z',
      estimada: null,
      real: '2026-03-01T12:00:00.000Z',
    },
  ],
  transitario: 'Freight Extranet',
  transportista: 'MSC',
  documentoTransporte: 'MEDUVA123456',
  urlTransportista: 'https://www.msc.com/track?trackingNumber=MEDUVA123456',
  caduca: '2026-04-30T10:00:00.000Z',
};

function start(answer: { status?: number; body: unknown }, locale: 'en' | 'es' = 'en') {
  const fetch = fakeFetch({ [PATH]: answer });
  const { router, api } = createAppSetup({
    api: testApiOptions(fetch),
    history: createMemoryHistory({ initialEntries: [`/s/${TOKEN}`] }),
  });
  renderWithProviders(<RouterProvider router={router} />, { api, locale });
  return fetch;
}

describe('/s/$token', () => {
  it('shows the shared shipment without a session: route, delay in words, forwarder and carrier', async () => {
    const fetch = start({ body: shipment });
    expect(await screen.findByRole('heading', { level: 1, name: 'M26-001201' })).toBeTruthy();
    expect(screen.getByText('2 days late')).toBeTruthy();
    expect(screen.getByText(/Shipment tracking shared by Freight Extranet/)).toBeTruthy();
    expect(screen.getByText('MEDUVA123456')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Track on MSC's site/ }).getAttribute('href')).toBe(
      shipment.urlTransportista,
    );
    expect(screen.getByTestId('milestone-timeline')).toBeTruthy();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    expect(fetch.calls).toEqual([PATH]);
  });

  it('speaks Spanish', async () => {
    await loadTestCatalog('es');
    start({ body: shipment }, 'es');
    expect(await screen.findByText('2 días de retraso')).toBeTruthy();
    expect(screen.getByText(/Seguimiento de partida compartido por Freight Extranet/)).toBeTruthy();
    await loadTestCatalog('en');
  });

  it('says plainly that an unknown, revoked or expired link does not work', async () => {
    start({ status: 404, body: { code: 'NOT_FOUND', message: 'shared link not found' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByTestId('shared-link-not-found')).toBeTruthy();
  });

  it('asks to wait when the address is rate-limited', async () => {
    start({ status: 429, body: { code: 'RATE_LIMITED', message: 'Too many attempts' } });
    expect(await screen.findByText(/opened too many links in a short time/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
