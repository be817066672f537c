import { describe, expect, it } from 'vitest';
import { expectValidPdf, tinyZip } from '../testing/files';
import {
  attachmentDisposition,
  cleanFileName,
  FIRST_FORWARDER_DOCUMENT_ID,
  forwarderDocumentId,
  forwarderDocumentPdf,
  parseForwarderDocumentId,
  recogniseContent,
  simplePdf,
} from './documentos';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('recogniseContent', () => {
  it('recognises PDF, PNG, JPEG, XLSX, DOCX and CSV by their content', () => {
    expect(recogniseContent(bytes('%PDF-1.7\n…'))?.tipoContenido).toBe('application/pdf');
    expect(
      recogniseContent(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.extension,
    ).toBe('.png');
    expect(recogniseContent(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0]))?.tipoContenido).toBe('image/jpeg');
    expect(recogniseContent(tinyZip(['[Content_Types].xml', 'xl/workbook.xml']))?.extension).toBe('.xlsx');
    expect(recogniseContent(tinyZip(['[Content_Types].xml', 'word/document.xml']))?.extension).toBe('.docx');
    expect(recogniseContent(bytes('\uFEFFref;kg\nM25-1;12,5\n'))?.tipoContenido).toBe('text/csv');
  });

  it('refuses an executable, a plain ZIP, binary data and text without columns', () => {
    expect(
      recogniseContent(bytes('MZ\x90\x00\x03\x00\x00\x00 This program cannot be run in DOS mode')),
    ).toBeUndefined();
    expect(recogniseContent(tinyZip(['readme.txt']))).toBeUndefined();
    expect(recogniseContent(tinyZip(['[Content_Types].xml', 'ppt/slide1.xml']))).toBeUndefined();
    expect(recogniseContent(bytes('a,b\n\u0000\u0001'))).toBeUndefined();
    expect(recogniseContent(Uint8Array.from([0x61, 0x2c, 0xc3, 0x28]))).toBeUndefined(); // invalid UTF-8
    expect(recogniseContent(bytes('just a sentence\n'))).toBeUndefined();
  });
});

describe('cleanFileName', () => {
  it('keeps the last segment of a path, either separator', () => {
    expect(cleanFileName('../../etc/passwd.pdf', '.pdf')).toBe('passwd.pdf');
    expect(cleanFileName('C:\\Users\\ana\\..\\factura.pdf', '.pdf')).toBe('factura.pdf');
    expect(cleanFileName('..', '.pdf')).toBe('documento.pdf');
    expect(cleanFileName('', '.png')).toBe('documento.png');
  });

  it('drops control and bidirectional characters', () => {
    expect(cleanFileName('fac\r\ntura\u0000.pdf', '.pdf')).toBe('factura.pdf');
    expect(cleanFileName('invoice\u202Efdp.exe', '.pdf')).toBe('invoicefdp.exe');
    expect(cleanFileName('.hidden.pdf', '.pdf')).toBe('hidden.pdf');
  });

  it('cuts to 200 characters keeping the extension', () => {
    const name = cleanFileName(`${'ñ'.repeat(300)}.xlsx`, '.xlsx');
    expect([...name]).toHaveLength(200);
    expect(name.endsWith('ñ.xlsx')).toBe(true);
    expect(cleanFileName(`${'😀'.repeat(250)}.pdf`, '.pdf')).toBe(`${'😀'.repeat(196)}.pdf`);
  });
});

describe('attachmentDisposition', () => {
  it('sends the UTF-8 name percent-encoded and an ASCII fallback', () => {
    expect(attachmentDisposition('Factura "año" (1).pdf')).toBe(
      `attachment; filename="Factura _a_o_ (1).pdf"; filename*=UTF-8''Factura%20%22a%C3%B1o%22%20%281%29.pdf`,
    );
  });
});

describe('forwarder document ids', () => {
  it('are unique across shipments and dossiers, apart from uploaded ids, and read back', () => {
    const seen = new Set<number>();
    for (const entidad of ['partida', 'dossier'] as const) {
      for (const idEntidad of [1, 2, 99_999, 17_000_000]) {
        for (const index of [0, 1, 31]) {
          const id = forwarderDocumentId(entidad, idEntidad, index)!;
          expect(id).toBeGreaterThanOrEqual(FIRST_FORWARDER_DOCUMENT_ID);
          expect(id).toBeLessThanOrEqual(2_147_483_647);
          expect(seen.has(id)).toBe(false);
          seen.add(id);
          expect(parseForwarderDocumentId(id)).toEqual({ entidad, idEntidad, index });
        }
      }
    }
    expect(forwarderDocumentId('partida', 1, 32)).toBeUndefined();
    expect(forwarderDocumentId('dossier', 40_000_000, 0)).toBeUndefined();
    expect(parseForwarderDocumentId(FIRST_FORWARDER_DOCUMENT_ID - 1)).toBeUndefined();
  });
});

describe('PDFs', () => {
  it('writes a valid PDF, escaping what PDF strings need', () => {
    const pdf = simplePdf('T (1)', [
      { text: 'Título \\ (paréntesis) 東京', heading: true },
      { text: 'line' },
    ]);
    expectValidPdf(pdf);
    const text = new TextDecoder('latin1').decode(pdf);
    expect(text).toContain('(Título \\\\ \\(paréntesis\\) ??) Tj');
  });

  it("draws a forwarder's document from its record", () => {
    const pdf = forwarderDocumentPdf({
      entidad: 'partida',
      referencia: 'M25-000123',
      tipo: 'BL',
      nombre: 'BL MAEU123.pdf',
      fecha: '2025-03-04T10:00:00.000Z',
      origen: 'Valencia',
      codigoOrigen: 'ESVLC',
      destino: 'Shanghai',
      codigoDestino: 'CNSHA',
      expedidor: 'Frutas del Sur',
      destinatario: 'Shanghai Imports',
      referenciaCliente: 'PO-7',
      documentoTransporte: 'MAEU123',
      transportista: 'Maersk',
    });
    expectValidPdf(pdf);
    const text = new TextDecoder('latin1').decode(pdf);
    for (const part of [
      'Bill of lading',
      'M25-000123',
      '2025-03-04',
      'Valencia \\(ESVLC\\) - Shanghai \\(CNSHA\\)',
      'MAEU123',
    ]) {
      expect(text).toContain(part);
    }
  });
});
