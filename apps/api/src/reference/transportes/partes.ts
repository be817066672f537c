import * as v from 'valibot';
import type { Prng } from '../../lib/prng';
import { loadJson, objectWithKeys } from '../data';

// Plausible trading companies, addresses, contacts, postal codes, phone numbers and tax ids per
// country, for the customers' address books of shippers and consignees (demo data).

type Idioma =
  | 'es'
  | 'pt'
  | 'fr'
  | 'de'
  | 'it'
  | 'nl'
  | 'en'
  | 'in'
  | 'ar'
  | 'zh'
  | 'ja'
  | 'ko'
  | 'vi'
  | 'tr'
  | 'pl'
  | 'cs';

interface FormatoPais {
  idioma: Idioma;
  formas: readonly string[];
  telefono: string;
  dominio: string;
  codigoPostal: (prng: Prng) => string;
}

const d = (prng: Prng, n: number) => prng.digits(n);
const letras = (prng: Prng, n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + prng.int(0, 25))).join('');
const cinco = (prng: Prng) => d(prng, 5);
const seis = (prng: Prng) => d(prng, 6);
const cuatro = (prng: Prng) => String(prng.int(1000, 9999));

const FORMATOS: Readonly<Record<string, FormatoPais>> = {
  ES: { idioma: 'es', formas: ['S.L.', 'S.L.', 'S.A.'], telefono: '+34', dominio: 'es', codigoPostal: cinco },
  PT: {
    idioma: 'pt',
    formas: ['Lda.', 'S.A.'],
    telefono: '+351',
    dominio: 'pt',
    codigoPostal: (p) => `${p.int(1000, 4999)}-${d(p, 3)}`,
  },
  FR: { idioma: 'fr', formas: ['SARL', 'SAS'], telefono: '+33', dominio: 'fr', codigoPostal: cinco },
  MA: { idioma: 'fr', formas: ['SARL', 'S.A.'], telefono: '+212', dominio: 'ma', codigoPostal: cinco },
  DE: {
    idioma: 'de',
    formas: ['GmbH', 'GmbH & Co. KG', 'AG'],
    telefono: '+49',
    dominio: 'de',
    codigoPostal: cinco,
  },
  AT: { idioma: 'de', formas: ['GmbH'], telefono: '+43', dominio: 'at', codigoPostal: cuatro },
  CH: { idioma: 'de', formas: ['AG', 'GmbH'], telefono: '+41', dominio: 'ch', codigoPostal: cuatro },
  IT: { idioma: 'it', formas: ['S.r.l.', 'S.p.A.'], telefono: '+39', dominio: 'it', codigoPostal: cinco },
  NL: {
    idioma: 'nl',
    formas: ['B.V.'],
    telefono: '+31',
    dominio: 'nl',
    codigoPostal: (p) => `${p.int(1000, 9999)} ${letras(p, 2)}`,
  },
  BE: { idioma: 'nl', formas: ['NV', 'BV'], telefono: '+32', dominio: 'be', codigoPostal: cuatro },
  GB: {
    idioma: 'en',
    formas: ['Ltd'],
    telefono: '+44',
    dominio: 'co.uk',
    codigoPostal: (p) => `${letras(p, 2)}${p.int(1, 20)} ${p.int(1, 9)}${letras(p, 2)}`,
  },
  US: { idioma: 'en', formas: ['Inc.', 'LLC', 'Corp.'], telefono: '+1', dominio: 'com', codigoPostal: cinco },
  CA: {
    idioma: 'en',
    formas: ['Inc.', 'Ltd.'],
    telefono: '+1',
    dominio: 'ca',
    codigoPostal: (p) =>
      `${letras(p, 1)}${p.int(0, 9)}${letras(p, 1)} ${p.int(0, 9)}${letras(p, 1)}${p.int(0, 9)}`,
  },
  ZA: { idioma: 'en', formas: ['(Pty) Ltd'], telefono: '+27', dominio: 'co.za', codigoPostal: cuatro },
  SG: { idioma: 'en', formas: ['Pte. Ltd.'], telefono: '+65', dominio: 'com.sg', codigoPostal: seis },
  IN: { idioma: 'in', formas: ['Pvt. Ltd.', 'Ltd.'], telefono: '+91', dominio: 'in', codigoPostal: seis },
  AE: { idioma: 'ar', formas: ['LLC', 'FZE'], telefono: '+971', dominio: 'ae', codigoPostal: () => '00000' },
  QA: { idioma: 'ar', formas: ['W.L.L.'], telefono: '+974', dominio: 'qa', codigoPostal: () => '00000' },
  CN: { idioma: 'zh', formas: ['Co., Ltd.'], telefono: '+86', dominio: 'cn', codigoPostal: seis },
  HK: {
    idioma: 'zh',
    formas: ['Limited', 'Co., Ltd.'],
    telefono: '+852',
    dominio: 'com.hk',
    codigoPostal: () => '999077',
  },
  JP: {
    idioma: 'ja',
    formas: ['Co., Ltd.'],
    telefono: '+81',
    dominio: 'co.jp',
    codigoPostal: (p) => `${d(p, 3)}-${d(p, 4)}`,
  },
  KR: { idioma: 'ko', formas: ['Co., Ltd.'], telefono: '+82', dominio: 'co.kr', codigoPostal: cinco },
  VN: { idioma: 'vi', formas: ['Co., Ltd.', 'JSC'], telefono: '+84', dominio: 'vn', codigoPostal: seis },
  TR: {
    idioma: 'tr',
    formas: ['A.Ş.', 'Ltd. Şti.'],
    telefono: '+90',
    dominio: 'com.tr',
    codigoPostal: cinco,
  },
  PL: {
    idioma: 'pl',
    formas: ['Sp. z o.o.', 'S.A.'],
    telefono: '+48',
    dominio: 'pl',
    codigoPostal: (p) => `${d(p, 2)}-${d(p, 3)}`,
  },
  CZ: {
    idioma: 'cs',
    formas: ['s.r.o.', 'a.s.'],
    telefono: '+420',
    dominio: 'cz',
    codigoPostal: (p) => `${p.int(100, 799)} ${d(p, 2)}`,
  },
  MX: { idioma: 'es', formas: ['S.A. de C.V.'], telefono: '+52', dominio: 'com.mx', codigoPostal: cinco },
  CO: { idioma: 'es', formas: ['S.A.S.', 'S.A.'], telefono: '+57', dominio: 'com.co', codigoPostal: seis },
  PA: {
    idioma: 'es',
    formas: ['S.A.', 'Corp.'],
    telefono: '+507',
    dominio: 'com.pa',
    codigoPostal: (p) => `0${p.int(801, 843)}`,
  },
  CR: { idioma: 'es', formas: ['S.A.'], telefono: '+506', dominio: 'cr', codigoPostal: cinco },
  GT: {
    idioma: 'es',
    formas: ['S.A.'],
    telefono: '+502',
    dominio: 'com.gt',
    codigoPostal: (p) => `01${d(p, 3)}`,
  },
  EC: {
    idioma: 'es',
    formas: ['S.A.', 'Cía. Ltda.'],
    telefono: '+593',
    dominio: 'com.ec',
    codigoPostal: seis,
  },
  PE: { idioma: 'es', formas: ['S.A.C.', 'S.A.'], telefono: '+51', dominio: 'com.pe', codigoPostal: cinco },
  CL: {
    idioma: 'es',
    formas: ['SpA', 'S.A.', 'Ltda.'],
    telefono: '+56',
    dominio: 'cl',
    codigoPostal: (p) => d(p, 7),
  },
  AR: {
    idioma: 'es',
    formas: ['S.A.', 'S.R.L.'],
    telefono: '+54',
    dominio: 'com.ar',
    codigoPostal: (p) => `${letras(p, 1)}${p.int(1000, 9999)}${letras(p, 3)}`,
  },
  BR: {
    idioma: 'pt',
    formas: ['Ltda.', 'S.A.'],
    telefono: '+55',
    dominio: 'com.br',
    codigoPostal: (p) => `${d(p, 5)}-${d(p, 3)}`,
  },
};

const IDIOMAS = [
  'es',
  'pt',
  'fr',
  'de',
  'it',
  'nl',
  'en',
  'in',
  'ar',
  'zh',
  'ja',
  'ko',
  'vi',
  'tr',
  'pl',
  'cs',
] as const satisfies readonly Idioma[];
const porIdioma = objectWithKeys(IDIOMAS, v.array(v.string()));

/** Surnames, given names, company-name and street patterns by language (apps/api/data/person-names.json). */
const NOMBRES_DATA = loadJson(
  'person-names.json',
  v.object({
    apellidos: porIdioma,
    nombres: porIdioma,
    /** Company-name patterns: {A} a surname, {B} another, {C} the city, {W} a trade word. */
    empresas: porIdioma,
    palabras: v.array(v.string()),
    /** Street patterns: {S} a street name, {N} a number. */
    calles: porIdioma,
    nombresCalle: porIdioma,
  }),
);
const { apellidos: APELLIDOS, nombres: NOMBRES, empresas: EMPRESAS, palabras: PALABRAS } = NOMBRES_DATA;
const { calles: CALLES, nombresCalle: NOMBRES_CALLE } = NOMBRES_DATA;

const sinAcentos = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/ı/g, 'i')
    .replace(/ş/g, 's')
    .replace(/ğ/g, 'g');
const slug = (text: string) =>
  sinAcentos(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** Spanish CIF with its control digit (letter + 7 digits + check). */
export function cifEs(prng: Prng, letra = prng.pick(['A', 'B', 'B', 'B'])): string {
  const body = prng.digits(7);
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const digit = Number(body[i]);
    sum += i % 2 === 1 ? digit : Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  }
  return `${letra}${body}${(10 - (sum % 10)) % 10}`;
}

/** A plausible tax id for a company of the country (VAT number in Europe); null where none is usual on documents. */
export function nifDe(prng: Prng, pais: string): string | null {
  switch (pais) {
    case 'ES':
      return cifEs(prng);
    case 'DE':
      return `DE${prng.int(1, 3)}${prng.digits(8)}`;
    case 'FR':
      return `FR${prng.digits(2)}${prng.digits(9)}`;
    case 'IT':
      return `IT${prng.digits(11)}`;
    case 'NL':
      return `NL${prng.digits(9)}B01`;
    case 'BE':
      return `BE0${prng.digits(9)}`;
    case 'PT':
      return `PT5${prng.digits(8)}`;
    case 'AT':
      return `ATU${prng.digits(8)}`;
    case 'PL':
      return `PL${prng.digits(10)}`;
    case 'CZ':
      return `CZ${prng.digits(8)}`;
    case 'GB':
      return `GB${prng.digits(9)}`;
    case 'US':
      return `${prng.digits(2)}-${prng.digits(7)}`;
    case 'MX':
      return `${letras(prng, 3)}${prng.digits(6)}${letras(prng, 2)}${prng.int(0, 9)}`;
    case 'CO':
      return `900${prng.digits(6)}-${prng.int(0, 9)}`;
    case 'CN':
      return `91${prng.digits(6)}${letras(prng, 2)}${prng.digits(5)}${letras(prng, 2)}${prng.int(0, 9)}`;
    default:
      return null;
  }
}

export interface DireccionGenerada {
  nombre: string;
  nif: string | null;
  direccion: string;
  codigoPostal: string;
  contacto: string;
  telefono: string;
  email: string;
}

const formato = (pais: string): FormatoPais => FORMATOS[pais] ?? FORMATOS.US!;

const telefono = (prng: Prng, pais: string) =>
  `${formato(pais).telefono} ${prng.int(2, 9)}${prng.digits(2)} ${prng.digits(3)} ${prng.digits(3)}`;

const calle = (prng: Prng, idioma: Idioma) =>
  prng
    .pick(CALLES[idioma])
    .replaceAll('{S}', prng.pick(NOMBRES_CALLE[idioma]))
    .replace('{N}', String(prng.int(1, 180)))
    .replace('{N}', String(prng.int(1, 30)));

/**
 * A company of `pais` in `ciudad` with its address, contact and tax id. `prefijoPostal` (Spain:
 * the province's two digits) keeps the postal code consistent with the city.
 */
export function empresa(prng: Prng, pais: string, ciudad: string, prefijoPostal?: string): DireccionGenerada {
  const f = formato(pais);
  const apellidos = APELLIDOS[f.idioma];
  const a = prng.pick(apellidos);
  const nombreBase = prng
    .pick(EMPRESAS[f.idioma])
    .replace('{A}', a)
    .replace('{B}', prng.pick(apellidos.filter((x) => x !== a)))
    .replace('{C}', ciudad)
    .replace('{W}', prng.pick(PALABRAS));
  const nombre = `${nombreBase} ${prng.pick(f.formas)}`;
  const contactoNombre = prng.pick(NOMBRES[f.idioma]);
  const contactoApellido = prng.pick(apellidos);
  const codigoPostal = prefijoPostal
    ? `${prefijoPostal}${prng.int(0, 1)}${prng.digits(2)}`
    : f.codigoPostal(prng);
  return {
    nombre,
    nif: nifDe(prng, pais),
    direccion: calle(prng, f.idioma),
    codigoPostal,
    contacto: `${contactoNombre} ${contactoApellido}`,
    telefono: telefono(prng, pais),
    email: `${slug(contactoNombre)}.${slug(contactoApellido)}@${slug(nombreBase).slice(0, 24)}.${f.dominio}`,
  };
}

/** The street address, contact and e-mail domain of a customer account itself. */
export function direccionPropia(
  prng: Prng,
  pais: string,
  nombreCliente: string,
  prefijoPostal?: string,
): Omit<DireccionGenerada, 'nombre' | 'nif'> {
  const f = formato(pais);
  const contactoNombre = prng.pick(NOMBRES[f.idioma]);
  const contactoApellido = prng.pick(APELLIDOS[f.idioma]);
  const dominio = slug(
    nombreCliente.replace(
      /\b(S\.?L\.?|S\.?A\.?|Lda|SARL|GmbH|S\.r\.l|B\.V|S\.C\.A|S\.A\.S|Inc|de C\.V)\b\.?/g,
      '',
    ),
  ).slice(0, 20);
  return {
    direccion: calle(prng, f.idioma),
    codigoPostal: prefijoPostal ? `${prefijoPostal}${prng.int(0, 1)}${prng.digits(2)}` : f.codigoPostal(prng),
    contacto: `${contactoNombre} ${contactoApellido}`,
    telefono: telefono(prng, pais),
    email: `logistica@${dominio}.${f.dominio}`,
  };
}
