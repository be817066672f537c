import type { ExtranetClient } from '@extranet/sdk';
import { MAX_TAMANO_DOCUMENTO } from '@extranet/sdk/schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, clientes, documentos, dossieres, partidas } from '../../db/schema/index';
import { forwarderDocumentPdf, parseForwarderDocumentId } from '../../domain/documentos';
import { expectValidPdf } from '../../testing/files';
import { partidaConDocumentosDe } from '../../testing/foreign/documentos';
import { createTestApi, rejection, type TestApi } from '../../testing/harness';
import { listedOfPartida } from './documentos';

let api: TestApi;
let demo: ExtranetClient;
let demoToken: string;
let tracking: ExtranetClient;
/** A shipment and a dossier of the demo user's customers, and a shipment of AUTOIB (the `tracking` user's). */
let shipment: number;
let dossier: number;
let foreignShipment: number;
beforeAll(async () => {
  api = await createTestApi();
  ({ client: demo, token: demoToken } = await api.signIn('demo'));
  tracking = (await api.signIn('tracking')).client;
  shipment = await partidaConDocumentosDe(api, 'FRUSUR');
  foreignShipment = await partidaConDocumentosDe(api, 'AUTOIB');
  const [d] = await api.db
    .select({ id: dossieres.id })
    .from(dossieres)
    .innerJoin(clientes, eq(clientes.id, dossieres.idCliente))
    .where(and(eq(clientes.codigo, 'FRUSUR'), sql`json_array_length(${dossieres.documentos}) > 0`))
    .orderBy(asc(dossieres.id))
    .limit(1);
  dossier = d!.id;
});
afterAll(async () => {
  await api?.close();
});

const pdfBytes = (text = 'hello') => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const pdfFile = (name = 'factura.pdf', text?: string) =>
  new File([pdfBytes(text)], name, { type: 'application/pdf' });

/** A raw multipart request as a browser sends it, with the demo user's token. */
const postForm = (path: string, form: FormData, headers: Record<string, string> = {}) =>
  api.request(path, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${demoToken}`, ...headers },
  });

describe('tracking.subirDocumento, descargarDocumento and eliminarDocumento', () => {
  it('uploads a file, lists it as deletable, downloads it with its headers and deletes it', async () => {
    const { id } = await demo.tracking.subirDocumento({
      id: shipment,
      body: { archivo: pdfFile('Factura año.pdf'), tipo: 'FACTURA_COMERCIAL' },
    });
    expect(id).toBeLessThan(1_000_000_000);
    const listed = (await demo.tracking.obtenerPartida({ id: shipment })).documentos;
    const own = listed.find((d) => d.id === id);
    expect(own).toMatchObject({
      tipo: 'FACTURA_COMERCIAL',
      nombre: 'Factura año.pdf',
      origen: 'CLIENTE',
      eliminable: true,
      tamano: pdfBytes().byteLength,
      tipoContenido: 'application/pdf',
      usuario: 'demo',
    });
    expect(listed.filter((d) => d.origen === 'TRANSITARIO').every((d) => d.eliminable === false)).toBe(true);

    const blob = await demo.tracking.descargarDocumento({ idDocumento: id });
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pdfBytes());

    const response = await api.request(`/api/Tracking/DescargarDocumento/${id}`, {
      headers: { authorization: `Bearer ${demoToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-length')).toBe(String(pdfBytes().byteLength));
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Factura a_o.pdf"; filename*=UTF-8''Factura%20a%C3%B1o.pdf`,
    );

    expect(await demo.tracking.eliminarDocumento({ idDocumento: id })).toEqual({ id, eliminado: true });
    expect((await rejection(demo.tracking.descargarDocumento({ idDocumento: id }))).status).toBe(404);
    expect((await demo.tracking.obtenerPartida({ id: shipment })).documentos.some((d) => d.id === id)).toBe(
      false,
    );
  });

  it("refuses to delete the forwarder's own documents (409)", async () => {
    const forwarder = (await demo.tracking.obtenerPartida({ id: shipment })).documentos[0]!;
    expect(forwarder.origen).toBe('TRANSITARIO');
    const refused = await rejection(demo.tracking.eliminarDocumento({ idDocumento: forwarder.id }));
    expect(refused).toMatchObject({ status: 409, field: 'idDocumento' });
    expect(refused.message).toMatch(/forwarder's own document/);
  });

  it("answers 404 to another customer's user for upload, download, delete and list", async () => {
    const { id } = await demo.tracking.subirDocumento({
      id: shipment,
      body: { archivo: pdfFile(), tipo: 'POD' },
    });
    const forwarderId = (await demo.tracking.obtenerPartida({ id: shipment })).documentos[0]!.id;
    const foreignForwarderId = (await tracking.tracking.obtenerPartida({ id: foreignShipment }))
      .documentos[0]!.id;
    const notFound = async (call: Promise<unknown>) => expect((await rejection(call)).status).toBe(404);
    await notFound(
      tracking.tracking.subirDocumento({ id: shipment, body: { archivo: pdfFile(), tipo: 'POD' } }),
    );
    await notFound(tracking.tracking.descargarDocumento({ idDocumento: id }));
    await notFound(tracking.tracking.descargarDocumento({ idDocumento: forwarderId }));
    await notFound(tracking.tracking.eliminarDocumento({ idDocumento: id }));
    await notFound(tracking.tracking.eliminarDocumento({ idDocumento: forwarderId }));
    await notFound(tracking.tracking.obtenerPartida({ id: shipment }));
    // And the other way round.
    await notFound(
      demo.tracking.subirDocumento({ id: foreignShipment, body: { archivo: pdfFile(), tipo: 'POD' } }),
    );
    await notFound(demo.tracking.descargarDocumento({ idDocumento: foreignForwarderId }));
    await notFound(demo.tracking.eliminarDocumento({ idDocumento: foreignForwarderId }));
    await notFound(demo.dossier.subirDocumento({ id: 999_999, body: { archivo: pdfFile(), tipo: 'POD' } }));
    // A forwarder id past the shipment's list, and an id nobody has.
    const beyond = parseForwarderDocumentId(forwarderId)!;
    await notFound(
      demo.tracking.descargarDocumento({ idDocumento: forwarderId + 2 * 31 - beyond.index * 2 }),
    );
    await notFound(demo.tracking.descargarDocumento({ idDocumento: 999_999_999 }));
    // The upload is still there.
    expect((await demo.tracking.descargarDocumento({ idDocumento: id })).size).toBe(pdfBytes().byteLength);
  });

  it('refuses a renamed executable (415), and bad fields and bodies with 400 or 415', async () => {
    const exe = new File(
      [new TextEncoder().encode('MZ\x90\x00\x03\x00 This program cannot be run in DOS mode')],
      'x.pdf',
      {
        type: 'application/pdf',
      },
    );
    const refused = await rejection(
      demo.tracking.subirDocumento({ id: shipment, body: { archivo: exe, tipo: 'BL' } }),
    );
    expect(refused).toMatchObject({ status: 415, field: 'archivo' });

    const badType = new FormData();
    badType.append('archivo', pdfFile());
    badType.append('tipo', 'PASSPORT');
    const response = await postForm(`/api/Tracking/SubirDocumento/${shipment}`, badType);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'tipo' });

    const noFile = new FormData();
    noFile.append('archivo', 'not a file');
    noFile.append('tipo', 'BL');
    const notAFile = await postForm(`/api/Tracking/SubirDocumento/${shipment}`, noFile);
    expect(await notAFile.json()).toMatchObject({ field: 'archivo' });

    const empty = new FormData();
    empty.append('archivo', new File([], 'empty.pdf'));
    empty.append('tipo', 'BL');
    expect((await postForm(`/api/Tracking/SubirDocumento/${shipment}`, empty)).status).toBe(400);

    const json = await api.request(`/api/Tracking/SubirDocumento/${shipment}`, {
      method: 'POST',
      body: JSON.stringify({ tipo: 'BL' }),
      headers: { authorization: `Bearer ${demoToken}`, 'content-type': 'application/json' },
    });
    expect(json.status).toBe(415);
  });

  it('cleans names: no path, no control characters, at most 200 characters with the extension', async () => {
    const names = {
      '../../etc/passwd.pdf': 'passwd.pdf',
      '..\\..\\windows\\win.ini.pdf': 'win.ini.pdf',
      'a\r\nX-Injected: 1\r\n.pdf': 'aX-Injected: 1.pdf',
      [`${'x'.repeat(300)}.pdf`]: `${'x'.repeat(196)}.pdf`,
    };
    for (const [sent, stored] of Object.entries(names)) {
      const { id } = await demo.tracking.subirDocumento({
        id: shipment,
        body: { archivo: pdfFile(sent), tipo: 'DUA' },
      });
      const [row] = await api.db
        .select({ nombre: documentos.nombre })
        .from(documentos)
        .where(eq(documentos.id, id));
      expect(row!.nombre).toBe(stored);
      const response = await api.request(`/api/Tracking/DescargarDocumento/${id}`, {
        headers: { authorization: `Bearer ${demoToken}` },
      });
      expect(response.headers.get('content-disposition')).not.toMatch(/[\r\n]/);
    }
  });

  it('records an audit row for each upload, download and delete, with the shipment and customer', async () => {
    const name = `audited-${Date.now()}.pdf`;
    const { id } = await demo.tracking.subirDocumento({
      id: shipment,
      body: { archivo: pdfFile(name), tipo: 'BL' },
    });
    await demo.tracking.descargarDocumento({ idDocumento: id });
    await demo.tracking.eliminarDocumento({ idDocumento: id });
    const [p] = await api.db
      .select({ idCliente: partidas.idCliente })
      .from(partidas)
      .where(eq(partidas.id, shipment));
    const rows = await api.db
      .select()
      .from(auditoria)
      .where(
        and(
          inArray(auditoria.evento, ['DOCUMENT_UPLOADED', 'DOCUMENT_DOWNLOADED', 'DOCUMENT_DELETED']),
          eq(auditoria.detalle, name),
        ),
      );
    expect(rows.map((r) => r.evento).sort()).toEqual([
      'DOCUMENT_DELETED',
      'DOCUMENT_DOWNLOADED',
      'DOCUMENT_UPLOADED',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        entidad: 'partida',
        idEntidad: String(shipment),
        idCliente: p!.idCliente,
        usuario: 'demo',
      });
    }
  });
});

describe('the 20 MiB limit', () => {
  const boundary = 'limit-test-boundary';
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="tipo"\r\n\r\nBL\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
  );
  const closing = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const CHUNK = 64 * 1024;

  /**
   * A body streamed without Content-Length: the multipart head, then `fileBytes` of file (head's
   * `%PDF-` included), then the closing delimiter, and then, when `endless`, it never ends (the
   * server must not wait for its end). `pulled` counts what the server read.
   */
  function streamedUpload(fileBytes: number, endless = true) {
    let sent = 0;
    const total = head.byteLength - 5 + fileBytes;
    const counter = { pulled: 0 };
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) {
          sent = head.byteLength;
          counter.pulled += head.byteLength;
          return controller.enqueue(head);
        }
        if (sent < total) {
          const size = Math.min(CHUNK, total - sent);
          sent += size;
          counter.pulled += size;
          return controller.enqueue(new Uint8Array(size).fill(0x41));
        }
        if (sent === total) {
          sent += closing.byteLength;
          counter.pulled += closing.byteLength;
          return controller.enqueue(closing);
        }
        if (!endless) return controller.close();
        return new Promise<void>(() => undefined); // a client that keeps the request open
      },
    });
    const response = api.request(`/api/Tracking/SubirDocumento/${shipment}`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        authorization: `Bearer ${demoToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    } as RequestInit);
    return { response, counter };
  }

  it('refuses a file of 20 MiB + 1 byte while it streams in, without waiting for the body to end', async () => {
    const { response, counter } = streamedUpload(MAX_TAMANO_DOCUMENTO + 1);
    const answer = await response;
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'archivo' });
    expect(counter.pulled).toBeLessThanOrEqual(head.byteLength + MAX_TAMANO_DOCUMENTO + closing.byteLength);
  });

  it('stops reading an endless file as soon as it passes 20 MiB', async () => {
    const { response, counter } = streamedUpload(10 * MAX_TAMANO_DOCUMENTO);
    expect((await response).status).toBe(413);
    // The stream queues one chunk ahead of what the server read at most.
    expect(counter.pulled).toBeLessThanOrEqual(head.byteLength + MAX_TAMANO_DOCUMENTO + 2 * CHUNK);
  });

  it('refuses a Content-Length over the limit before reading the body', async () => {
    const counter = { pulled: 0 };
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        counter.pulled += CHUNK;
        controller.enqueue(new Uint8Array(CHUNK));
      },
    });
    const response = await api.request(`/api/Tracking/SubirDocumento/${shipment}`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        authorization: `Bearer ${demoToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(MAX_TAMANO_DOCUMENTO + 1024 * 1024),
      },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(2 * CHUNK);
  });

  it('takes a file of exactly 20 MiB', async () => {
    const { response } = streamedUpload(MAX_TAMANO_DOCUMENTO, false);
    const answer = await response;
    expect(answer.status).toBe(200);
    const { id } = (await answer.json()) as { id: number };
    const [row] = await api.db
      .select({ tamano: documentos.tamano })
      .from(documentos)
      .where(eq(documentos.id, id));
    expect(row!.tamano).toBe(MAX_TAMANO_DOCUMENTO);
    await demo.tracking.eliminarDocumento({ idDocumento: id });
  });
});

describe('dossier documents', () => {
  it('uploads to a dossier, lists it there, downloads and deletes it with the same calls', async () => {
    const { id } = await demo.dossier.subirDocumento({
      id: dossier,
      body: { archivo: pdfFile('dua.pdf'), tipo: 'DUA' },
    });
    const listed = (await demo.dossier.obtenerDossier({ id: dossier })).documentos;
    expect(listed.find((d) => d.id === id)).toMatchObject({
      origen: 'CLIENTE',
      eliminable: true,
      nombre: 'dua.pdf',
    });
    const forwarder = listed.find((d) => d.origen === 'TRANSITARIO')!;
    expectValidPdf(
      new Uint8Array(
        await (await demo.tracking.descargarDocumento({ idDocumento: forwarder.id })).arrayBuffer(),
      ),
    );
    expect((await demo.tracking.descargarDocumento({ idDocumento: id })).size).toBe(pdfBytes().byteLength);
    const [row] = await api.db
      .select({ entidad: auditoria.entidad, idEntidad: auditoria.idEntidad })
      .from(auditoria)
      .where(and(eq(auditoria.evento, 'DOCUMENT_UPLOADED'), eq(auditoria.detalle, 'dua.pdf')));
    expect(row).toEqual({ entidad: 'dossier', idEntidad: String(dossier) });
    await demo.tracking.eliminarDocumento({ idDocumento: id });
    // `tracking` holds no dossier flag: the dossier's documents are not its to open.
    expect(
      (await rejection(tracking.tracking.descargarDocumento({ idDocumento: forwarder.id }))).status,
    ).toBe(404);
  });
});

describe("the forwarder's listed documents", () => {
  it('every listed document of the demo shipments and dossiers downloads as a valid PDF', async () => {
    // Through the API for a sample (sizes as listed), and every stored one drawn as the API draws it.
    const sample = await api.db
      .select({ id: partidas.id })
      .from(partidas)
      .where(sql`json_array_length(${partidas.documentos}) > 0`)
      .orderBy(asc(partidas.id))
      .limit(15);
    const admin = (await api.signIn('admin')).client;
    for (const { id } of sample) {
      const listed = (await admin.tracking.obtenerPartida({ id })).documentos;
      for (const doc of listed.filter((d) => d.origen === 'TRANSITARIO')) {
        const blob = await admin.tracking.descargarDocumento({ idDocumento: doc.id });
        expect(blob.type).toBe('application/pdf');
        expect(blob.size).toBe(doc.tamano);
        expectValidPdf(new Uint8Array(await blob.arrayBuffer()));
      }
    }
    let count = 0;
    for (const p of await api.db.select().from(partidas)) {
      for (const doc of listedOfPartida(p.documentos)) {
        expectValidPdf(
          forwarderDocumentPdf({ ...p, ...doc, referencia: p.numeroPartida, entidad: 'partida' }),
        );
        count++;
      }
    }
    for (const d of await api.db.select().from(dossieres)) {
      for (const doc of d.documentos) {
        expectValidPdf(
          forwarderDocumentPdf({ ...d, ...doc, referencia: d.numeroDossier, entidad: 'dossier' }),
        );
        count++;
      }
    }
    expect(count).toBeGreaterThan(100);
  });
});
