import { QueryClient } from '@tanstack/query-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ExtranetError, FacturaResumen, Partida } from '../src/index';
import { createExtranetQueries, extranetKey } from '../src/query';
import { recordingClient } from './harness';

// Query keys carry the result type of their call (TanStack Query's DataTag), so reading the cache
// needs no cast. The type assertions are checked by `tsc` (`pnpm lint`); the runtime ones by vitest.

describe('typed query keys', () => {
  const partida = { id: 1201, numeroPartida: 'PT-2026-001201' } as unknown as Partida;

  it('getQueryData of a call key is that call’s result type', async () => {
    const { client } = recordingClient(partida);
    const queries = createExtranetQueries(client);
    const queryClient = new QueryClient();
    const options = queries.tracking.obtenerPartida({ id: 1201 });

    queryClient.setQueryData(options.queryKey, partida);
    const cached = queryClient.getQueryData(options.queryKey);
    expectTypeOf(cached).toEqualTypeOf<Partida | undefined>();
    expect(cached).toBe(partida);

    const facturas = queries.factura.obtenerSeguimientoFacturasPeriodo({
      fechainicio: new Date('2026-01-01T00:00:00Z'),
      fechafin: new Date('2026-01-31T00:00:00Z'),
    }).queryKey;
    expectTypeOf(queryClient.getQueryData(facturas)).toEqualTypeOf<FacturaResumen[] | undefined>();
    expectTypeOf(queryClient.getQueryState(facturas)?.error).toEqualTypeOf<
      ExtranetError | null | undefined
    >();
  });

  it('keys are literal tuples: controller, method, then the arguments with dates as ISO strings', () => {
    const { client } = recordingClient([]);
    const key = createExtranetQueries(client).tracking.obtenerSeguimientoEnviosPeriodo({
      fechainicio: new Date('2026-01-01T00:00:00Z'),
      fechafin: '2026-01-31T00:00:00.000Z',
    }).queryKey;
    expectTypeOf(key[1]).toEqualTypeOf<'tracking'>();
    expectTypeOf(key[2]).toEqualTypeOf<'obtenerSeguimientoEnviosPeriodo'>();
    expectTypeOf(key[3].fechainicio).toEqualTypeOf<string>();
    expect(key[3]).toEqual({ fechainicio: '2026-01-01T00:00:00.000Z', fechafin: '2026-01-31T00:00:00.000Z' });
  });

  it('extranetKey names real controllers and methods only', () => {
    expect(extranetKey('tracking', 'obtenerPartida')).toEqual(['extranet', 'tracking', 'obtenerPartida']);
    expectTypeOf(extranetKey('tracking')).toEqualTypeOf<readonly ['extranet', 'tracking']>();
    // @ts-expect-error no such controller
    extranetKey('trackin');
    // @ts-expect-error a method of another controller
    extranetKey('tracking', 'obtenerDossier');
  });

  it('a prefix key invalidates every cached call of its controller', async () => {
    const { client } = recordingClient([]);
    const queries = createExtranetQueries(client);
    const queryClient = new QueryClient();
    const open = queries.tracking.obtenerSeguimientoEnvios();
    await queryClient.fetchQuery(open);
    expect(queryClient.getQueryState(open.queryKey)?.isInvalidated).toBe(false);
    await queryClient.invalidateQueries({ queryKey: extranetKey('tracking') });
    expect(queryClient.getQueryState(open.queryKey)?.isInvalidated).toBe(true);
  });
});
