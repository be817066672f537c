import type { DireccionHawbEntrada, FinalizarHawbInput, ParteConocidaHawb } from '@extranet/sdk';
import { FinalizarHawbSchema } from '@extranet/sdk/schemas';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PieceLineValues } from '../../components/Tariff/weights';
import { type AddressValues, emptyAddress } from '../../forms/address';
import { nothingTyped } from '../../forms/drafts';
import { schemaErrors } from '../../forms/schema-errors';

// What the HAWB wizard holds while the user types, named as the fields of `Finalizar` so the
// schema's error paths (`expedidor.ciudad`, `piezas.0.pesoKg`) land on the inputs.

export interface PartyValues extends AddressValues {
  nombre: string;
  contacto: string;
  telefono: string;
  email: string;
}

export interface HawbPieceValues extends PieceLineValues {
  idTipoBulto: string;
}

export interface HawbFormValues {
  /** The step the user is on, kept with the draft so a reload comes back to it. */
  step: number;
  idEntidad: string;
  idServicio: string;
  referenciaCliente: string;
  expedidor: PartyValues;
  destinatario: PartyValues;
  pagoPortes: 'PP' | 'CC';
  idEntidadCollect: string;
  aeropuertoOrigen: string;
  aeropuertoDestino: string;
  piezas: HawbPieceValues[];
  descripcionMercancia: string;
  informacionManipulacion: string;
  peligrosa: boolean;
  mercanciaPeligrosa: { numeroOnu: string; clase: string };
  valorDeclaradoTransporte: number | '';
  valorDeclaradoAduana: number | '';
  importeSeguro: number | '';
  moneda: string;
  incoterm: string;
  codigoPromocional: string;
}

export const emptyParty = (): PartyValues => ({
  nombre: '',
  ...emptyAddress(),
  contacto: '',
  telefono: '',
  email: '',
});

let pieceCount = 0;
export const newHawbPiece = (): HawbPieceValues => ({
  uid: `hawb-piece-${Date.now().toString(36)}-${++pieceCount}`,
  idTipoBulto: '',
  cantidad: 1,
  largoCm: '',
  anchoCm: '',
  altoCm: '',
  pesoKg: '',
});

export const emptyHawbForm = (): HawbFormValues => ({
  step: 0,
  idEntidad: '',
  idServicio: '',
  referenciaCliente: '',
  expedidor: emptyParty(),
  destinatario: emptyParty(),
  pagoPortes: 'PP',
  idEntidadCollect: '',
  aeropuertoOrigen: '',
  aeropuertoDestino: '',
  piezas: [newHawbPiece()],
  descripcionMercancia: '',
  informacionManipulacion: '',
  peligrosa: false,
  mercanciaPeligrosa: { numeroOnu: '', clase: '' },
  valorDeclaradoTransporte: '',
  valorDeclaradoAduana: '',
  importeSeguro: '',
  moneda: 'EUR',
  incoterm: '',
  codigoPromocional: '',
});

/**
 * Nothing typed yet: what the wizard fills in by itself (the step, the only entity, its usual
 * airport and country, the first service) is not a draft worth offering back.
 */
export const isEmptyHawbForm = (values: HawbFormValues): boolean =>
  nothingTyped(values, emptyHawbForm(), (v) => ({
    step: 0,
    idEntidad: '',
    idServicio: '',
    aeropuertoOrigen: '',
    expedidor: { ...v.expedidor, codigoPais: '' },
  }));

/** A known shipper or consignee (address book) as the form's party. */
export const partyFromKnown = (known: ParteConocidaHawb): PartyValues => ({
  nombre: known.nombre,
  direccion: known.direccion,
  codigoPostal: known.codigoPostal ?? '',
  ciudad: known.ciudad,
  provincia: known.provincia ?? '',
  codigoPais: known.codigoPais,
  contacto: known.contacto ?? '',
  telefono: known.telefono ?? '',
  email: known.email ?? '',
});

const optional = (text: string) => (text.trim() ? text.trim() : undefined);
const num = (value: number | '') => (value === '' ? undefined : Number(value)) as number;
const id = (value: string) => (value === '' ? undefined : Number(value)) as number;

function toParty(party: PartyValues): DireccionHawbEntrada {
  return {
    nombre: party.nombre,
    direccion: party.direccion,
    ciudad: party.ciudad,
    codigoPais: party.codigoPais.trim().toUpperCase(),
    ...(optional(party.codigoPostal) ? { codigoPostal: party.codigoPostal.trim() } : {}),
    ...(optional(party.provincia) ? { provincia: party.provincia.trim() } : {}),
    ...(optional(party.contacto) ? { contacto: party.contacto.trim() } : {}),
    ...(optional(party.telefono) ? { telefono: party.telefono.trim() } : {}),
    ...(optional(party.email) ? { email: party.email.trim() } : {}),
  };
}

/** The body of `Finalizar`: blanks left out, ids and amounts as numbers. */
export function toFinalizarRequest(values: HawbFormValues): FinalizarHawbInput {
  const collect = values.pagoPortes === 'CC';
  return {
    idEntidad: id(values.idEntidad),
    ...(optional(values.referenciaCliente) ? { referenciaCliente: values.referenciaCliente.trim() } : {}),
    aeropuertoOrigen: values.aeropuertoOrigen.trim().toUpperCase(),
    aeropuertoDestino: values.aeropuertoDestino.trim().toUpperCase(),
    expedidor: toParty(values.expedidor),
    destinatario: toParty(values.destinatario),
    piezas: values.piezas.map((piece) => ({
      idTipoBulto: id(piece.idTipoBulto),
      cantidad: num(piece.cantidad),
      largoCm: num(piece.largoCm),
      anchoCm: num(piece.anchoCm),
      altoCm: num(piece.altoCm),
      pesoKg: num(piece.pesoKg),
    })),
    descripcionMercancia: values.descripcionMercancia,
    ...(values.valorDeclaradoTransporte !== ''
      ? { valorDeclaradoTransporte: Number(values.valorDeclaradoTransporte) }
      : {}),
    ...(values.valorDeclaradoAduana !== ''
      ? { valorDeclaradoAduana: Number(values.valorDeclaradoAduana) }
      : {}),
    ...(values.importeSeguro !== '' ? { importeSeguro: Number(values.importeSeguro) } : {}),
    moneda: values.moneda,
    pagoPortes: values.pagoPortes,
    ...(collect ? { idEntidadCollect: id(values.idEntidadCollect) } : {}),
    incoterm: values.incoterm,
    idServicio: id(values.idServicio),
    ...(optional(values.informacionManipulacion)
      ? { informacionManipulacion: values.informacionManipulacion.trim() }
      : {}),
    ...(values.peligrosa
      ? {
          mercanciaPeligrosa: {
            numeroOnu: values.mercanciaPeligrosa.numeroOnu,
            clase: values.mercanciaPeligrosa.clase,
          },
        }
      : {}),
    ...(optional(values.codigoPromocional) ? { codigoPromocional: values.codigoPromocional.trim() } : {}),
  };
}

/** The wizard's steps and the request fields each one asks for (the last, review, checks all). */
export const STEPS = ['entity', 'parties', 'route', 'goods', 'price', 'review'] as const;
export type StepName = (typeof STEPS)[number];

const STEP_FIELDS: Record<Exclude<StepName, 'review'>, readonly string[]> = {
  entity: ['idEntidad', 'idServicio', 'referenciaCliente'],
  parties: ['expedidor', 'destinatario', 'pagoPortes', 'idEntidadCollect'],
  route: ['aeropuertoOrigen', 'aeropuertoDestino'],
  goods: [
    'piezas',
    'descripcionMercancia',
    'informacionManipulacion',
    'mercanciaPeligrosa',
    'valorDeclaradoTransporte',
    'valorDeclaradoAduana',
    'importeSeguro',
    'moneda',
    'incoterm',
  ],
  price: ['codigoPromocional'],
};

const belongs = (path: string, fields: readonly string[]) =>
  fields.some((field) => path === field || path.startsWith(`${field}.`));

/** The step (index) that asks for a field, e.g. for a server refusal; the review step when none does. */
export function stepOfField(path: string): number {
  const index = STEPS.findIndex(
    (step) => step !== 'review' && belongs(path, STEP_FIELDS[step as Exclude<StepName, 'review'>]),
  );
  return index === -1 ? STEPS.length - 1 : index;
}

// Rules of the HAWB schema (and server) the shared wording does not know.
const HAWB_RULES: [RegExp, (i18n: I18n) => string][] = [
  [/^is required for collect \(CC\) charges$/, (i18n) => i18n._(msg`Required for collect (CC) charges`)],
  [/^must differ from aeropuertoOrigen$/, (i18n) => i18n._(msg`Must differ from the departure airport`)],
  [/^must be a 4-digit UN number$/, (i18n) => i18n._(msg`Four digits, e.g. 3480`)],
  [/^must be a hazard class such as 3 or 2\.1$/, (i18n) => i18n._(msg`A hazard class such as 3 or 2.1`)],
  [/^is only for collect \(CC\) charges$/, (i18n) => i18n._(msg`Only for collect (CC) charges`)],
  [
    /^is not a collect entity of this customer$/,
    (i18n) => i18n._(msg`Not a collect entity of this customer`),
  ],
  [/^must be greater than 0$/, (i18n) => i18n._(msg`More than 0`)],
  [/^is unknown or expired$/, (i18n) => i18n._(msg`Unknown or expired promotion code`)],
  [/^[A-Z]{3} is not an airport we serve$/, (i18n) => i18n._(msg`Not an airport we serve`)],
];

/** A message of the HAWB's rules in the interface language (others as they came). */
export function hawbFieldMessage(message: string, i18n: I18n): string {
  for (const [pattern, say] of HAWB_RULES) if (pattern.test(message)) return say(i18n);
  return message;
}

/** The schema's errors on the fields of one step (every error on the review step). */
export function stepErrors(values: HawbFormValues, step: number, i18n: I18n): Record<string, string> {
  const errors = Object.fromEntries(
    Object.entries(schemaErrors(FinalizarHawbSchema, toFinalizarRequest(values), i18n)).map(
      ([path, message]) => [path, hawbFieldMessage(message, i18n)],
    ),
  );
  const name = STEPS[step] ?? 'review';
  if (name === 'review') return errors;
  const fields = STEP_FIELDS[name];
  return Object.fromEntries(Object.entries(errors).filter(([path]) => belongs(path, fields)));
}
