import type { TipoDocumento } from '@extranet/sdk/schemas';

// The files of documents, as pure rules: what a file is (by its content, never its name), what its
// name may be, the ids of the forwarder's own documents, and the small PDF those are drawn as.

// --- Content -----------------------------------------------------------------------------------

/** What an upload may be, recognised by content: media type and the extension its name ends with. */
export interface KnownContent {
  tipoContenido: string;
  extension: string;
}

const PDF: KnownContent = { tipoContenido: 'application/pdf', extension: '.pdf' };
const PNG: KnownContent = { tipoContenido: 'image/png', extension: '.png' };
const JPEG: KnownContent = { tipoContenido: 'image/jpeg', extension: '.jpg' };
const XLSX: KnownContent = {
  tipoContenido: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  extension: '.xlsx',
};
const DOCX: KnownContent = {
  tipoContenido: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extension: '.docx',
};
const CSV: KnownContent = { tipoContenido: 'text/csv', extension: '.csv' };

const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean =>
  bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);

const ascii = (text: string): number[] => [...text].map((ch) => ch.charCodeAt(0));

/**
 * What the file is: PDF (`%PDF-`), PNG (its 8-byte signature), JPEG (`FF D8 FF`), XLSX or DOCX (a ZIP
 * whose directory holds `[Content_Types].xml` and `xl/` or `word/` parts), CSV (UTF-8 text without
 * NUL whose first line has a delimiter); undefined for anything else (an executable named `.pdf`).
 */
export function recogniseContent(bytes: Uint8Array): KnownContent | undefined {
  if (startsWith(bytes, ascii('%PDF-'))) return PDF;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(bytes);
    if (!names?.includes('[Content_Types].xml')) return undefined;
    if (names.some((name) => name.startsWith('xl/'))) return XLSX;
    if (names.some((name) => name.startsWith('word/'))) return DOCX;
    return undefined;
  }
  return isCsv(bytes) ? CSV : undefined;
}

/** The entry names of a ZIP's central directory; undefined when it has none that reads. */
export function zipEntryNames(bytes: Uint8Array): string[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record: 22 bytes plus a comment of up to 65,535.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return undefined;
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return undefined;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

/** UTF-8 text, no NUL nor other control characters but tab and line ends, a delimiter in its first line. */
function isCsv(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return false;
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return /[,;\t]/.test(firstLine);
}

// --- Names -------------------------------------------------------------------------------------

/** Longest stored name, in characters (code points), extension included. */
export const MAX_NOMBRE_DOCUMENTO = 200;

/**
 * A file name safe to store and to send back: the last segment of any path (`/` or `\`), without
 * control or bidirectional-override characters, without leading dots, at most 200 characters with
 * its extension kept; `documento<ext>` when nothing is left.
 */
export function cleanFileName(raw: string, fallbackExtension: string): string {
  const base = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const clean = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  if (!clean) return `documento${fallbackExtension}`;
  const chars = [...clean];
  if (chars.length <= MAX_NOMBRE_DOCUMENTO) return clean;
  const extension = /\.[\p{L}\p{N}]{1,10}$/u.exec(clean)?.[0] ?? '';
  return chars.slice(0, MAX_NOMBRE_DOCUMENTO - [...extension].length).join('') + extension;
}

/**
 * `Content-Disposition` of a download: `filename*` in UTF-8 (RFC 6266 / 8187) and an ASCII
 * `filename` for old clients (other characters, quotes and backslashes as `_`).
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

// --- Ids of the forwarder's documents ------------------------------------------------------------

/** Uploaded documents are numbered below this; the forwarder's get ids from it up. */
export const FIRST_FORWARDER_DOCUMENT_ID = 1_000_000_000;
/** Documents of one shipment or dossier the forwarder's ids can tell apart. */
const SLOTS = 32;
const MAX_ID = 2_147_483_647;

export type EntidadDocumento = 'partida' | 'dossier';

/**
 * The id of the forwarder's `index`th document (0-based, in its json list) of a shipment or a
 * dossier: unique across both, and apart from uploaded ids. Undefined beyond the ~17.9 million
 * records or 32 documents per record it can number.
 */
export function forwarderDocumentId(
  entidad: EntidadDocumento,
  idEntidad: number,
  index: number,
): number | undefined {
  if (index < 0 || index >= SLOTS) return undefined;
  const id = FIRST_FORWARDER_DOCUMENT_ID + (idEntidad * SLOTS + index) * 2 + (entidad === 'dossier' ? 1 : 0);
  return id <= MAX_ID ? id : undefined;
}

/** The record and position a forwarder's document id stands for; undefined for an uploaded id. */
export function parseForwarderDocumentId(
  id: number,
): { entidad: EntidadDocumento; idEntidad: number; index: number } | undefined {
  if (id < FIRST_FORWARDER_DOCUMENT_ID) return undefined;
  const n = id - FIRST_FORWARDER_DOCUMENT_ID;
  const slot = Math.floor(n / 2);
  return {
    entidad: n % 2 === 1 ? 'dossier' : 'partida',
    idEntidad: Math.floor(slot / SLOTS),
    index: slot % SLOTS,
  };
}

// --- The forwarder's documents as PDFs ---------------------------------------------------------

/** Each document type in words, English and Spanish (the PDF carries both). */
export const DOCUMENT_TYPE_NAMES: Record<TipoDocumento, string> = {
  BL: 'Bill of lading / Conocimiento de embarque',
  AWB: 'Air waybill / Conocimiento aéreo',
  HAWB: 'House air waybill / Guía aérea house',
  CMR: 'CMR road consignment note / Carta de porte CMR',
  FACTURA_COMERCIAL: 'Commercial invoice / Factura comercial',
  PACKING_LIST: 'Packing list / Lista de bultos',
  CERTIFICADO_ORIGEN: 'Certificate of origin / Certificado de origen',
  DUA: 'Customs declaration (SAD) / DUA',
  POD: 'Proof of delivery / Prueba de entrega',
};

/** Text as PDF's WinAnsi string: Latin-1 as it is, anything else as `?`, `\`, `(` and `)` escaped. */
const pdfString = (text: string): string =>
  `(${[...text]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if (ch === '\\' || ch === '(' || ch === ')') return `\\${ch}`;
      if (code < 0x20 || code === 0x7f) return ' ';
      return code <= 0xff ? ch : '?';
    })
    .join('')})`;

/** A line of the PDF: its text, and whether it is a heading (bold, larger). */
export interface PdfLine {
  text: string;
  heading?: boolean;
}

/**
 * A one-page A4 PDF 1.4 of a few lines of text in Helvetica: objects, a cross-reference table with
 * byte offsets and a trailer, as the format asks and no more. Bytes as Latin-1.
 */
export function simplePdf(title: string, lines: readonly PdfLine[]): Uint8Array {
  let y = 790;
  const content = lines
    .map((line) => {
      const size = line.heading ? 15 : 11;
      const text = `BT /${line.heading ? 'F2' : 'F1'} ${size} Tf 56 ${y} Td ${pdfString(line.text.slice(0, 95))} Tj ET`;
      y -= line.heading ? 28 : 18;
      return text;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (Freight extranet) >>`,
  ];
  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is Latin-1 (pdfString saw to it): one byte each, so the offsets hold.
  return Uint8Array.from(pdf, (ch) => ch.charCodeAt(0));
}

/** What the forwarder's document is drawn from: its record, the document's own line and the route. */
export interface ForwarderDocumentRecord {
  entidad: EntidadDocumento;
  /** `M25-000123` or the dossier number. */
  referencia: string;
  tipo: TipoDocumento;
  nombre: string;
  /** ISO instant of the document. */
  fecha: string;
  origen: string;
  codigoOrigen: string;
  destino: string;
  codigoDestino: string;
  expedidor: string;
  destinatario: string;
  referenciaCliente: string | null;
  documentoTransporte?: string | null;
  transportista?: string | null;
}

/** The PDF a forwarder's listed document downloads as (it is generated, not stored: see the table's comment). */
export function forwarderDocumentPdf(d: ForwarderDocumentRecord): Uint8Array {
  const record = d.entidad === 'partida' ? 'Shipment / Partida' : 'Dossier / Expediente';
  const lines: PdfLine[] = [
    { text: DOCUMENT_TYPE_NAMES[d.tipo], heading: true },
    { text: d.nombre },
    { text: `${record}: ${d.referencia}` },
    { text: `Date / Fecha: ${d.fecha.slice(0, 10)}` },
    { text: `Route / Ruta: ${d.origen} (${d.codigoOrigen}) - ${d.destino} (${d.codigoDestino})` },
    { text: `Shipper / Expedidor: ${d.expedidor}` },
    { text: `Consignee / Destinatario: ${d.destinatario}` },
  ];
  if (d.referenciaCliente)
    lines.push({ text: `Customer reference / Referencia cliente: ${d.referenciaCliente}` });
  if (d.documentoTransporte)
    lines.push({ text: `Transport document / Documento de transporte: ${d.documentoTransporte}` });
  if (d.transportista) lines.push({ text: `Carrier / Transportista: ${d.transportista}` });
  lines.push({ text: '' }, { text: 'Demo document generated by the extranet from the record.' });
  return simplePdf(`${DOCUMENT_TYPE_NAMES[d.tipo]} ${d.referencia}`, lines);
}
