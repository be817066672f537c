import type { FacturaResumen, ResultadoBusqueda } from '@extranet/sdk';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../../api/api';
import { invoiceQuery } from './invoice-query';

const invoice = (id: number, numeroFactura: string, fecha = '2026-03-02'): FacturaResumen => ({
  id,
  numeroFactura,
  idCliente: 1,
  cliente: 'Frutas del Sur S.L.',
  tipo: 'FACTURA',
  fecha,
  fechaVencimiento: '2026-04-01',
  baseImponible: 100,
  importeImpuestos: 21,
  total: 121,
  importePagado: 0,
  importePendiente: 121,
  moneda: 'EUR',
  estado: 'ABIERTA',
  diasVencida: 0,
  partidas: ['M26-000001'],
});

function fakeApi(found: ResultadoBusqueda[], day: FacturaResumen[]) {
  const buscar = vi.fn(async () => found);
  const list = vi.fn(async (_args: object) => day);
  const api = {
    queryClient: new QueryClient(),
    queries: {
      entorno: {
        buscar: (args: object) => ({ queryKey: ['extranet', 'entorno', 'buscar', args], queryFn: buscar }),
      },
      factura: {
        obtenerSeguimientoFacturasPeriodo: (args: object) => ({
          queryKey: ['extranet', 'factura', 'obtenerSeguimientoFacturasPeriodo', args],
          queryFn: () => list(args),
        }),
      },
    },
  } as unknown as Api;
  return { api, buscar, list };
}

const hit = (
  id: number,
  referencia: string,
  tipo: ResultadoBusqueda['tipo'] = 'FACTURA',
): ResultadoBusqueda => ({
  tipo,
  id,
  referencia,
  detalle: '121.00 EUR',
  fecha: '2026-03-02T00:00:00.000Z',
});

describe('invoiceQuery', () => {
  it('takes the row from a list already loaded, without a call', async () => {
    const { api, buscar } = fakeApi([], []);
    api.queryClient.setQueryData(
      ['extranet', 'factura', 'obtenerSeguimientoFacturasPeriodo', { from: 'x' }],
      [invoice(1, 'FV-2026-000001'), invoice(2, 'FV-2026-000002')],
    );
    const row = await api.queryClient.fetchQuery(invoiceQuery(api, 'FV-2026-000002'));
    expect(row?.id).toBe(2);
    expect(buscar).not.toHaveBeenCalled();
  });

  it('finds a pasted number through the search, then reads that one day', async () => {
    const { api, list } = fakeApi(
      [hit(9, 'FV-2026-000099'), hit(7, 'FV-2026-000009'), hit(5, 'FV-2026-000009', 'HAWB')],
      [invoice(8, 'FV-2026-000008'), invoice(7, 'FV-2026-000009')],
    );
    const row = await api.queryClient.fetchQuery(invoiceQuery(api, 'FV-2026-000009'));
    expect(row?.id).toBe(7);
    expect(list).toHaveBeenCalledWith({
      fechainicio: '2026-03-02T00:00:00.000Z',
      fechafin: '2026-03-02T23:59:59.999Z',
    });
  });

  it('answers null for a number the user has no invoice of', async () => {
    const { api, list } = fakeApi([hit(3, 'FV-2026-000033')], []);
    expect(await api.queryClient.fetchQuery(invoiceQuery(api, 'FV-2026-000003'))).toBeNull();
    expect(list).not.toHaveBeenCalled();
  });
});
