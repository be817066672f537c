import type { Documento } from '@extranet/sdk';
import { describe, expect, it } from 'vitest';
import {
  createTestApi,
  type FakeRoutes,
  fireEvent,
  loadTestCatalog,
  renderWithProviders,
  screen,
  waitFor,
} from '../../test-utils/render';
import { DocumentsPanel } from './DocumentsPanel';

const documents: Documento[] = [
  {
    id: 1_000_040_002,
    tipo: 'BL',
    nombre: 'BL MAEU123.pdf',
    fecha: '2026-11-02T09:00:00.000Z',
    origen: 'TRANSITARIO',
    eliminable: false,
    tamano: 1450,
    tipoContenido: 'application/pdf',
    usuario: null,
  },
  {
    id: 12,
    tipo: 'FACTURA_COMERCIAL',
    nombre: 'factura.pdf',
    fecha: '2026-11-20T10:00:00.000Z',
    origen: 'CLIENTE',
    eliminable: true,
    tamano: 2_400_000,
    tipoContenido: 'application/pdf',
    usuario: 'demo',
  },
];

async function start(routes: FakeRoutes = {}, locale: 'en' | 'es' = 'en', list = documents) {
  await loadTestCatalog(locale);
  const api = createTestApi(routes);
  renderWithProviders(<DocumentsPanel entidad="partida" id={1201} documents={list} emptyText="None yet." />, {
    api,
    locale,
  });
  return api;
}

describe('the documents panel', () => {
  it('lists each document with its type, date and size, a download for each and a delete for uploads', async () => {
    await start();
    const rows = screen.getAllByTestId('document');
    expect(rows[0]!.textContent).toMatch(/BL MAEU123\.pdf.*Bill of lading.*1 KB/);
    expect(rows[1]!.textContent).toMatch(/factura\.pdf.*Commercial invoice.*2\.3 MB.*uploaded by demo/);
    expect(screen.getByRole('button', { name: 'Download BL MAEU123.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download factura.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete BL MAEU123.pdf' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete factura.pdf' })).toBeTruthy();
  });

  it('deletes an upload only after confirming', async () => {
    const api = await start({
      'DELETE /api/Tracking/EliminarDocumento/12': { body: { id: 12, eliminado: true } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete factura.pdf' }));
    expect(screen.getByText('Delete this file? It cannot be undone.')).toBeTruthy();
    expect(api.fetch.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete file' }));
    await waitFor(() => expect(api.fetch.calls).toContain('DELETE /api/Tracking/EliminarDocumento/12'));
  });

  it('refuses a file over 20 MB before sending it', async () => {
    const api = await start();
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    fireEvent.change(screen.getByLabelText('File to upload'), { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file is larger than 20 MB. Upload a smaller one.',
    );
    expect(api.fetch.calls).toEqual([]);
  });

  it('speaks Spanish, and says when there are none', async () => {
    await start({}, 'es', []);
    expect(screen.getByText('None yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Elegir un archivo' })).toBeTruthy();
    expect(screen.getByText('PDF, PNG, JPEG, XLSX, DOCX o CSV, de hasta 20 MB.')).toBeTruthy();
  });
});
