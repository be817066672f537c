import * as v from 'valibot';
import { loadCsv, loadJson, objectWithKeys } from '../reference/data';
import type { Prng } from './prng';

// Plausible trading companies, addresses, contacts, postal codes, phone numbers and tax ids per
// country, for the customers' address books of shippers and consignees (demo data).

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
] as const;
type Idioma = (typeof IDIOMAS)[number];

/** How names, numbers and addresses look in a country (data/address-formats.csv). */
interface FormatoPais {
  /** Language of the names and streets of person-names.json. */
  idioma: Idioma;
  /** Legal forms after a company name; a repeated form is drawn more often. */
  formas: readonly string[];
  telefono: string;
  /** E-mail domain suffix (`co.uk`). */
  dominio: string;
  /** Postal-code pattern, filled by {@link fillPattern}. */
  codigoPostal: string;
}

/** `#` a digit, `L` a letter, `{100-799}` a number in that range; anything else as written. */
const POSTAL_PATTERN = /^(?:[#L0-9 -]|\{\d+-\d+\})+$/;

const FORMATOS: ReadonlyMap<string, FormatoPais> = new Map(
  loadCsv(
    'address-formats.csv',
    v.object({
      country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
      language: v.picklist(IDIOMAS),
      legal_forms: v.pipe(
        v.string(),
        v.transform((forms) => forms.split('|')),
      ),
      phone_prefix: v.pipe(v.string(), v.regex(/^\+\d+$/)),
      email_domain: v.string(),
      postal_code: v.pipe(
        v.string(),
        v.regex(POSTAL_PATTERN, 'must be a postal-code pattern (#, L, {min-max})'),
      ),
    }),
  ).map((row) => [
    row.country,
    {
      idioma: row.language,
      formas: row.legal_forms,
      telefono: row.phone_prefix,
      dominio: row.email_domain,
      codigoPostal: row.postal_code,
    },
  ]),
);

const letras = (prng: Prng, n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + prng.int(0, 25))).join('');

/**
 * A postal code of `pattern`: each `#` a digit, each `L` a capital letter and each `{min-max}` a
 * number in the range, drawn in order; other characters are kept.
 */
export function fillPattern(pattern: string, prng: Prng): string {
  return pattern.replace(/#|L|\{(\d+)-(\d+)\}/g, (token, min?: string, max?: string) => {
    if (token === '#') return String(prng.int(0, 9));
    if (token === 'L') return letras(prng, 1);
    return String(prng.int(Number(min), Number(max)));
  });
}

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

const formato = (pais: string): FormatoPais => FORMATOS.get(pais) ?? FORMATOS.get('US')!;

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
    : fillPattern(f.codigoPostal, prng);
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
    codigoPostal: prefijoPostal
      ? `${prefijoPostal}${prng.int(0, 1)}${prng.digits(2)}`
      : fillPattern(f.codigoPostal, prng),
    contacto: `${contactoNombre} ${contactoApellido}`,
    telefono: telefono(prng, pais),
    email: `logistica@${dominio}.${f.dominio}`,
  };
}
