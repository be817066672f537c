import type { EstadoAlbaran, PruebaEntrega } from '@extranet/sdk/schemas';

// The demo proof-of-delivery image: what a driver's handheld would photograph — the delivery note
// with the recipient's signature, who signed and when. Drawn as SVG on the fly from the note, so the
// demo needs no stored files; a real backend points `urlImagen` at its own photo store instead.

/** Where the image of a note's proof of delivery is served (signed in, customer-scoped). */
export const POD_IMAGE_PATH = '/api/Distribucion/ImagenPruebaEntrega/{id}';

export const podImagePath = (id: number): string => POD_IMAGE_PATH.replace('{id}', String(id));

/** A note has a POD image when someone signed for the goods: delivered in full, or in part. */
export const hasPodImage = (note: {
  estado: EstadoAlbaran;
  fechaEntrega: Date | string | null;
  pruebaEntrega: PruebaEntrega | null;
}): boolean =>
  (note.estado === 'ENTREGADO' || note.estado === 'INCIDENCIA') &&
  note.fechaEntrega !== null &&
  !!note.pruebaEntrega?.firmadoPor;

export interface PodImageInput {
  numeroAlbaran: string;
  estado: EstadoAlbaran;
  destinatario: string;
  direccion: string;
  codigoPostal: string;
  poblacion: string;
  bultos: number;
  pesoBrutoKg: number;
  transportista: string | null;
  firmadoPor: string;
  /** ISO instant of the signature. */
  fecha: string;
  observaciones: string | null;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside SVG elements and attributes; control characters XML 1.0 forbids are dropped. */
export const escapeXml = (text: string): string =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);

/** Cuts a text to `max` characters with an ellipsis. */
const cut = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A small deterministic PRNG (mulberry32) seeded from a string: the same signer, the same signature. */
function prngOf(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * A handwritten-looking signature of `name` as an SVG path inside a box at (x, y) of `width` ×
 * `height`: a looped capital, one stroke of loops and humps per letter of the surname, a flourish.
 */
export function signaturePath(name: string, x: number, y: number, width: number, height: number): string {
  const rnd = prngOf(name);
  const words = name.split(/\s+/).filter(Boolean);
  const letters = Math.max(5, Math.min(14, (words.at(-1) ?? name).length + 2));
  const base = y + height * 0.68;
  const step = (width * 0.78) / letters;
  let cx = x + width * 0.06;
  // The capital: a tall loop.
  const parts = [
    `M${r1(cx)} ${r1(base)}`,
    `C${r1(cx + step * 0.2)} ${r1(y + height * 0.05)} ${r1(cx + step * 1.6)} ${r1(y)} ${r1(cx + step * 0.9)} ${r1(base - height * 0.1)}`,
    `S${r1(cx - step * 0.3)} ${r1(base + height * 0.1)} ${r1(cx + step)} ${r1(base - height * 0.2)}`,
  ];
  cx += step;
  for (let i = 0; i < letters; i++) {
    const tall = rnd() < 0.25;
    const top = base - height * (tall ? 0.55 + rnd() * 0.2 : 0.18 + rnd() * 0.2);
    const next = cx + step * (0.7 + rnd() * 0.6);
    const dip = base + height * (rnd() < 0.15 ? 0.25 : rnd() * 0.06);
    parts.push(
      `C${r1(cx + step * 0.1)} ${r1(top)} ${r1(cx + step * 0.6)} ${r1(top)} ${r1((cx + next) / 2)} ${r1((top + base) / 2)}`,
      `S${r1(next - step * 0.2)} ${r1(dip)} ${r1(next)} ${r1(base - height * 0.05)}`,
    );
    cx = next;
  }
  // The flourish back under the name.
  const end = Math.min(cx, x + width * 0.95);
  parts.push(
    `C${r1(end + step)} ${r1(base - height * 0.3)} ${r1(end - step)} ${r1(base + height * 0.3)} ${r1(x + width * 0.35)} ${r1(base + height * 0.2)}`,
  );
  return parts.join(' ');
}

/** `2026-02-04 09:26 UTC`: a document stamp, in the one time zone the server knows. */
const stamp = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

const kg = (value: number): string => `${(Math.round(value * 10) / 10).toFixed(1)} kg`;

/** The SVG document of a note's proof of delivery (600 × 420). */
export function podSvg(note: PodImageInput): string {
  const e = (text: string, max = 60) => escapeXml(cut(text, max));
  const partial = note.estado === 'INCIDENCIA';
  const stampColour = partial ? '#c2410c' : '#15803d';
  const stampText = partial ? 'ENTREGA PARCIAL' : 'ENTREGADO';
  const remarks = note.observaciones ? cut(note.observaciones, 150) : null;
  const remarkLines = remarks ? [remarks.slice(0, 75), remarks.slice(75)].filter(Boolean) : [];
  const W = 600;
  const H = 420;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${e(`Proof of delivery ${note.numeroAlbaran}, signed by ${note.firmadoPor}`, 200)}">
  <rect width="${W}" height="${H}" fill="#d6d3d1"/>
  <g transform="rotate(-1.2 300 210)">
    <rect x="24" y="20" width="552" height="380" rx="4" fill="#1c1917" opacity="0.18" transform="translate(4 5)"/>
    <rect x="24" y="20" width="552" height="380" rx="4" fill="#fffdf7" stroke="#a8a29e"/>
    <g font-family="Helvetica, Arial, sans-serif" fill="#1c1917">
      <text x="44" y="52" font-size="13" font-weight="700" letter-spacing="1">ALBARÁN DE ENTREGA · DELIVERY NOTE</text>
      <text x="556" y="52" font-size="18" font-weight="700" text-anchor="end" font-family="Courier New, monospace">${e(note.numeroAlbaran, 24)}</text>
      <line x1="44" y1="64" x2="556" y2="64" stroke="#57534e"/>
      <text x="44" y="86" font-size="10" fill="#57534e">DESTINATARIO / CONSIGNEE</text>
      <text x="44" y="103" font-size="14" font-weight="700">${e(note.destinatario, 50)}</text>
      <text x="44" y="120" font-size="12">${e(note.direccion, 60)}</text>
      <text x="44" y="136" font-size="12">${e(`${note.codigoPostal} ${note.poblacion}`, 60)}</text>
      <text x="400" y="86" font-size="10" fill="#57534e">BULTOS / PACKAGES · KG</text>
      <text x="400" y="103" font-size="13">${note.bultos} · ${kg(note.pesoBrutoKg)}</text>
      <text x="400" y="125" font-size="10" fill="#57534e">TRANSPORTISTA / CARRIER</text>
      <text x="400" y="140" font-size="12">${e(note.transportista ?? '—', 26)}</text>
      <line x1="44" y1="154" x2="556" y2="154" stroke="#d6d3d1"/>
      <text x="44" y="176" font-size="10" fill="#57534e">RECIBÍ CONFORME / RECEIVED BY</text>
      <text x="44" y="194" font-size="14" font-weight="700">${e(note.firmadoPor, 48)}</text>
      <text x="400" y="176" font-size="10" fill="#57534e">FECHA Y HORA / DATE AND TIME</text>
      <text x="400" y="194" font-size="14" font-weight="700">${stamp(note.fecha)}</text>
      <rect x="44" y="208" width="330" height="112" fill="none" stroke="#a8a29e" stroke-dasharray="4 3"/>
      <text x="50" y="222" font-size="9" fill="#78716c">FIRMA / SIGNATURE</text>
      ${remarkLines
        .map(
          (line, i) =>
            `<text x="44" y="${344 + i * 15}" font-size="11" font-style="italic">${i === 0 ? 'Obs.: ' : ''}${escapeXml(line)}</text>`,
        )
        .join('\n      ')}
      <text x="556" y="388" font-size="8" fill="#a8a29e" text-anchor="end">Demo POD image generated by the extranet</text>
    </g>
    <path d="${signaturePath(note.firmadoPor, 56, 222, 300, 90)}" fill="none" stroke="#1e3a8a" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>
    <g transform="rotate(-14 470 270)" font-family="Helvetica, Arial, sans-serif" fill="${stampColour}" opacity="0.85">
      <rect x="392" y="236" width="156" height="66" rx="8" fill="none" stroke="${stampColour}" stroke-width="3"/>
      <text x="470" y="264" font-size="${partial ? 15 : 19}" font-weight="800" text-anchor="middle" letter-spacing="1">${stampText}</text>
      <text x="470" y="288" font-size="12" font-weight="700" text-anchor="middle">${note.fecha.slice(0, 10)}</text>
    </g>
  </g>
</svg>
`;
}
