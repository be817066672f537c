import { describe, expect, it } from 'vitest';
import { createExtranetClient } from '../client';
import { NotFoundError } from '../errors';

// The file calls: an upload goes as multipart/form-data, a download resolves to a Blob.

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  form?: FormData;
}

/** A client whose fetch records the request and answers `reply` (a Response built per call). */
function fileClient(reply: () => Response) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request = new Request(href, init);
    const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data');
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      headers: Object.fromEntries(request.headers),
      form: multipart ? await request.formData() : undefined,
    });
    return reply();
  };
  const client = createExtranetClient({
    baseURL: 'http://extranet.test',
    getToken: () => 'test-token',
    maxRetries: 0,
    fetch,
  });
  return { client, last: () => sent.at(-1) as Sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('tracking documents', () => {
  it('subirDocumento: POST multipart/form-data with the file (its name kept) and the type', async () => {
    const { client, last } = fileClient(() => json({ id: 7 }));
    const archivo = new File(['%PDF-1.4'], 'factura.pdf', { type: 'application/pdf' });
    await expect(
      client.tracking.subirDocumento({ id: 1201, body: { archivo, tipo: 'FACTURA_COMERCIAL' } }),
    ).resolves.toEqual({ id: 7 });
    expect(last().method).toBe('POST');
    expect(last().path).toBe('/api/Tracking/SubirDocumento/1201');
    expect(last().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().headers.authorization).toBe('Bearer test-token');
    expect(last().form?.get('tipo')).toBe('FACTURA_COMERCIAL');
    const file = last().form!.get('archivo') as File;
    expect(file.name).toBe('factura.pdf');
    expect(await file.text()).toBe('%PDF-1.4');
  });

  it('dossier.subirDocumento: the same upload to a dossier; a Blob without a name goes as "archivo"', async () => {
    const { client, last } = fileClient(() => json({ id: 8 }));
    await client.dossier.subirDocumento({ id: 31, body: { archivo: new Blob(['a;b\n1;2\n']), tipo: 'DUA' } });
    expect(last().path).toBe('/api/Dossier/SubirDocumento/31');
    expect((last().form!.get('archivo') as File).name).toBe('archivo');
  });

  it('descargarDocumento: GET, resolves to a Blob of the answer with its type', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0xff, 0x00]);
    const { client, last } = fileClient(
      () => new Response(bytes, { headers: { 'content-type': 'application/pdf' } }),
    );
    const blob = await client.tracking.descargarDocumento({ idDocumento: 1_000_000_004 });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(last().method).toBe('GET');
    expect(last().path).toBe('/api/Tracking/DescargarDocumento/1000000004');
  });

  it("descargarDocumento: a failed download throws the error class with the server's message", async () => {
    const { client } = fileClient(() => json({ code: 'NOT_FOUND', message: 'document not found' }, 404));
    const error = await client.tracking.descargarDocumento({ idDocumento: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).code).toBe('NOT_FOUND');
  });

  it('eliminarDocumento: DELETE, validated answer', async () => {
    const { client, last } = fileClient(() => json({ id: 5, eliminado: true }));
    await expect(client.tracking.eliminarDocumento({ idDocumento: 5 })).resolves.toEqual({
      id: 5,
      eliminado: true,
    });
    expect(last().method).toBe('DELETE');
    expect(last().path).toBe('/api/Tracking/EliminarDocumento/5');
  });
});
