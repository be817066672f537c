import type { Incidencia } from '@extranet/sdk';
import { describe, expect, it } from 'vitest';
import { testApiOptions } from '../test-utils/render';
import { createApi } from './api';
import { attentionQuery } from './attention-query';

const item = (n: number): Incidencia => ({
  tipo: 'RETRASO',
  motivo: `${n} days late`,
  enlace: `/tracking/${n}`,
  fecha: '2026-11-20T10:00:00.000Z',
  idCliente: 1,
  idPartida: n,
  numeroPartida: `M26-00000${n}`,
});

describe('attentionQuery', () => {
  it('holds the attention list only once it is whole: no count of the items read so far', async () => {
    let finish = () => {};
    const rest = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const first = JSON.stringify([item(1), item(2)]).slice(0, -1);
    const fetch = async () =>
      new Response(
        new ReadableStream({
          async start(controller) {
            const encoder = new TextEncoder();
            controller.enqueue(encoder.encode(`${first},`));
            await rest;
            controller.enqueue(encoder.encode(`${JSON.stringify(item(3))}]`));
            controller.close();
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    const api = createApi(testApiOptions(fetch));
    const query = attentionQuery(api);
    const loading = api.queryClient.fetchQuery(query);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.queryClient.getQueryData(query.queryKey)).toBeUndefined();
    finish();
    expect(await loading).toHaveLength(3);
    expect(api.queryClient.getQueryData(query.queryKey)).toHaveLength(3);
  });
});
