import type {
  CalcularVentasInput,
  GenerarPartidaInput,
  TipoContenedorTransporte,
  TipoTrafico,
} from '@extranet/sdk';
import { GenerarPartidaSchema } from '@extranet/sdk/schemas';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { nothingTyped } from '../../forms/drafts';
import { schemaErrors } from '../../forms/schema-errors';
import { isSea } from './cargo';

// What the transport request wizard holds while the user types (numbers may be '' mid-edit, ids are
// the Select's strings), how it becomes the GenerarPartida / CalcularVentas body, and which fields
// each step answers for. Field names follow the body, so a schema or server error lands on its field.

export type PartyMode = 'known' | 'new';

export interface PartyValues {
  nombre: string;
  nif: string;
  direccion: string;
  codigoPostal: string;
  ciudad: string;
  provincia: string;
  idPais: string;
  contacto: string;
  telefono: string;
  email: string;
}

export interface PlaceValues {
  idPais: string;
  idPuerto: string;
  codigoPostal: string;
  ciudad: string;
}

export interface PackageLine {
  uid: string;
  idTipoBulto: string;
  cantidad: number | '';
  largoCm: number | '';
  anchoCm: number | '';
  altoCm: number | '';
  pesoKg: number | '';
}

export interface ContainerLine {
  uid: string;
  tipo: TipoContenedorTransporte | '';
  cantidad: number | '';
  temperaturaC: number | '';
}

export interface DangerousLine {
  uid: string;
  idTipoMercanciaAdr: string;
  idTipoMercanciaOnu: string;
  pesoNetoKg: number | '';
  bultos: number | '';
  nombreTecnico: string;
}

export interface TransportFormValues {
  /** The wizard step the user is on (kept with the draft, not sent). */
  step: number;
  idEntidad: string;
  tipoTrafico: TipoTrafico | '';
  idServicio: string;
  origen: PlaceValues;
  destino: PlaceValues;
  modoExpedidor: PartyMode;
  idExpedidor: string;
  expedidor: PartyValues;
  modoDestinatario: PartyMode;
  idDestinatario: string;
  destinatario: PartyValues;
  idIncoterm: string;
  fechaDisponible: string;
  referenciaCliente: string;
  numeroPedido: string;
  contenedores: ContainerLine[];
  bultos: PackageLine[];
  descripcionMercancia: string;
  partidasArancelarias: string[];
  /** What each chosen HS code is, as the search said (shown, not sent). */
  descripcionesHs: Record<string, string>;
  peligrosa: boolean;
  mercanciasPeligrosas: DangerousLine[];
  observaciones: string;
}

let uidCount = 0;
const uid = (kind: string) => `${kind}-${Date.now().toString(36)}-${++uidCount}`;

export const newPackageLine = (): PackageLine => ({
  uid: uid('pkg'),
  idTipoBulto: '',
  cantidad: '',
  largoCm: '',
  anchoCm: '',
  altoCm: '',
  pesoKg: '',
});
export const newContainerLine = (): ContainerLine => ({
  uid: uid('ctr'),
  tipo: '',
  cantidad: 1,
  temperaturaC: '',
});
export const newDangerousLine = (): DangerousLine => ({
  uid: uid('dg'),
  idTipoMercanciaAdr: '',
  idTipoMercanciaOnu: '',
  pesoNetoKg: '',
  bultos: '',
  nombreTecnico: '',
});

const emptyParty = (): PartyValues => ({
  nombre: '',
  nif: '',
  direccion: '',
  codigoPostal: '',
  ciudad: '',
  provincia: '',
  idPais: '',
  contacto: '',
  telefono: '',
  email: '',
});
const emptyPlace = (): PlaceValues => ({ idPais: '', idPuerto: '', codigoPostal: '', ciudad: '' });

export const emptyTransportForm = (): TransportFormValues => ({
  step: 0,
  idEntidad: '',
  tipoTrafico: '',
  idServicio: '',
  origen: emptyPlace(),
  destino: emptyPlace(),
  modoExpedidor: 'known',
  idExpedidor: '',
  expedidor: emptyParty(),
  modoDestinatario: 'known',
  idDestinatario: '',
  destinatario: emptyParty(),
  idIncoterm: '',
  fechaDisponible: '',
  referenciaCliente: '',
  numeroPedido: '',
  contenedores: [newContainerLine()],
  bultos: [newPackageLine()],
  descripcionMercancia: '',
  partidasArancelarias: [],
  descripcionesHs: {},
  peligrosa: false,
  mercanciasPeligrosas: [newDangerousLine()],
  observaciones: '',
});

/** Nothing typed yet (no draft worth keeping): the step, the chosen account and the lines' ids aside. */
export const isEmptyTransportForm = (values: TransportFormValues): boolean =>
  nothingTyped(values, emptyTransportForm(), () => ({ step: 0, idEntidad: '' }));

const optional = (text: string): string | undefined => (text.trim() ? text.trim() : undefined);
const id = (value: string): number => (value === '' ? undefined : Number(value)) as number;
const number = (value: number | ''): number => (value === '' ? undefined : value) as number;

const place = (values: PlaceValues, sea: boolean) =>
  sea
    ? {
        idPais: id(values.idPais),
        idPuerto: id(values.idPuerto),
        ...(optional(values.codigoPostal) ? { codigoPostal: values.codigoPostal.trim() } : {}),
        ...(optional(values.ciudad) ? { ciudad: values.ciudad.trim() } : {}),
      }
    : { idPais: id(values.idPais), codigoPostal: values.codigoPostal.trim(), ciudad: values.ciudad.trim() };

const party = (values: PartyValues) => ({
  nombre: values.nombre.trim(),
  direccion: values.direccion.trim(),
  codigoPostal: values.codigoPostal.trim(),
  ciudad: values.ciudad.trim(),
  idPais: id(values.idPais),
  ...(optional(values.nif) ? { nif: values.nif.trim() } : {}),
  ...(optional(values.provincia) ? { provincia: values.provincia.trim() } : {}),
  ...(optional(values.contacto) ? { contacto: values.contacto.trim() } : {}),
  ...(optional(values.telefono) ? { telefono: values.telefono.trim() } : {}),
  ...(optional(values.email) ? { email: values.email.trim() } : {}),
});

const packages = (values: TransportFormValues) =>
  values.bultos.map((line) => ({
    idTipoBulto: id(line.idTipoBulto),
    cantidad: number(line.cantidad),
    largoCm: number(line.largoCm),
    anchoCm: number(line.anchoCm),
    altoCm: number(line.altoCm),
    pesoKg: number(line.pesoKg),
  }));

/** FCL: packages are optional, so lines left wholly blank are not sent. */
const packageGiven = (line: PackageLine) =>
  [line.idTipoBulto, line.cantidad, line.largoCm, line.anchoCm, line.altoCm, line.pesoKg].some(
    (v) => v !== '',
  );

/** The GenerarPartida body: optional fields left out when blank, one of known id / new address per party. */
export function toGenerarPartida(values: TransportFormValues): GenerarPartidaInput {
  const sea = isSea(values.tipoTrafico);
  const fcl = values.tipoTrafico === 'MARITIMO_FCL';
  const bultos = fcl ? packages({ ...values, bultos: values.bultos.filter(packageGiven) }) : packages(values);
  const hs = values.partidasArancelarias.map((code) => code.trim()).filter(Boolean);
  return {
    idEntidad: id(values.idEntidad),
    tipoTrafico: (values.tipoTrafico || undefined) as TipoTrafico,
    idServicio: id(values.idServicio),
    idIncoterm: id(values.idIncoterm),
    origen: place(values.origen, sea),
    destino: place(values.destino, sea),
    ...(fcl
      ? {
          contenedores: values.contenedores.map((line) => ({
            tipo: (line.tipo || undefined) as TipoContenedorTransporte,
            cantidad: number(line.cantidad),
            ...(line.temperaturaC !== '' && line.tipo === '40RF' ? { temperaturaC: line.temperaturaC } : {}),
          })),
          ...(bultos.length ? { bultos } : {}),
        }
      : { bultos }),
    ...(values.modoExpedidor === 'known'
      ? { idExpedidor: id(values.idExpedidor) }
      : { expedidor: party(values.expedidor) }),
    ...(values.modoDestinatario === 'known'
      ? { idDestinatario: id(values.idDestinatario) }
      : { destinatario: party(values.destinatario) }),
    fechaDisponible: values.fechaDisponible,
    descripcionMercancia: values.descripcionMercancia.trim(),
    ...(hs.length ? { partidasArancelarias: hs } : {}),
    ...(values.peligrosa
      ? {
          mercanciasPeligrosas: values.mercanciasPeligrosas.map((line) => ({
            idTipoMercanciaAdr: id(line.idTipoMercanciaAdr),
            idTipoMercanciaOnu: id(line.idTipoMercanciaOnu),
            pesoNetoKg: number(line.pesoNetoKg),
            bultos: number(line.bultos),
            ...(optional(line.nombreTecnico) ? { nombreTecnico: line.nombreTecnico.trim() } : {}),
          })),
        }
      : {}),
    ...(optional(values.referenciaCliente) ? { referenciaCliente: values.referenciaCliente.trim() } : {}),
    ...(optional(values.numeroPedido) ? { numeroPedido: values.numeroPedido.trim() } : {}),
    ...(optional(values.observaciones) ? { observaciones: values.observaciones.trim() } : {}),
  } as GenerarPartidaInput;
}

/** The CalcularVentas body: what prices the request (no parties, dates, goods text or references). */
export function toCalcularVentas(values: TransportFormValues): CalcularVentasInput {
  const body = toGenerarPartida(values) as Record<string, unknown>;
  const quote: Record<string, unknown> = {};
  for (const key of [
    'idEntidad',
    'tipoTrafico',
    'idServicio',
    'idIncoterm',
    'origen',
    'destino',
    'contenedores',
    'bultos',
  ])
    if (body[key] !== undefined) quote[key] = body[key];
  const peligrosas = body.mercanciasPeligrosas as
    | { idTipoMercanciaAdr: number; idTipoMercanciaOnu: number; pesoNetoKg: number }[]
    | undefined;
  if (peligrosas)
    quote.mercanciasPeligrosas = peligrosas.map(({ idTipoMercanciaAdr, idTipoMercanciaOnu, pesoNetoKg }) => ({
      idTipoMercanciaAdr,
      ...(idTipoMercanciaOnu !== undefined ? { idTipoMercanciaOnu } : {}),
      pesoNetoKg,
    }));
  return quote as CalcularVentasInput;
}

// ---------------------------------------------------------------------------------------------------
// Steps

export const STEPS = ['service', 'route', 'parties', 'terms', 'cargo', 'goods', 'review'] as const;
export type StepKey = (typeof STEPS)[number];

/** The body fields (dot-path prefixes) each step answers for; the review step checks everything. */
const STEP_FIELDS: Record<StepKey, readonly string[]> = {
  service: ['idEntidad', 'tipoTrafico', 'idServicio'],
  route: ['origen', 'destino'],
  parties: ['idExpedidor', 'expedidor', 'idDestinatario', 'destinatario'],
  terms: ['idIncoterm', 'fechaDisponible', 'referenciaCliente', 'numeroPedido'],
  cargo: ['contenedores', 'bultos'],
  goods: ['descripcionMercancia', 'partidasArancelarias', 'mercanciasPeligrosas', 'observaciones'],
  review: [''],
};

const belongs = (path: string, prefix: string) =>
  prefix === '' || path === prefix || path.startsWith(`${prefix}.`);

/** The step that holds a field (for a server refusal), the first step when none claims it. */
export function stepOfField(path: string): number {
  const index = STEPS.findIndex(
    (step) => step !== 'review' && STEP_FIELDS[step].some((prefix) => belongs(path, prefix)),
  );
  return Math.max(0, index);
}

/**
 * The errors of one step: the SDK's GenerarPartida schema run on the whole body, kept to the step's
 * fields (a later step's blanks do not stop an earlier one). A ready date in the past is refused
 * here as the server would.
 */
export function stepErrors(
  step: number,
  values: TransportFormValues,
  i18n: I18n,
  today: string = new Date().toISOString().slice(0, 10),
): Record<string, string> {
  const key = STEPS[step] ?? 'review';
  const all = schemaErrors(GenerarPartidaSchema, toGenerarPartida(values), i18n);
  // A choice of codes ("must be MARITIMO_FCL, … or TERRESTRE_LTL") is a pick the user has not made.
  for (const [path, message] of Object.entries(all))
    if (/^must be [A-Z0-9_]+(, [A-Z0-9_]+)* or [A-Z0-9_]+$/.test(message))
      all[path] = i18n._(msg`Choose one`);
  if (values.fechaDisponible && values.fechaDisponible < today && !all.fechaDisponible)
    all.fechaDisponible = i18n._(msg`Today or later`);
  // The schema checks "a known party or a new address" only once everything else passes; say it at once.
  for (const [mode, field] of [
    [values.modoExpedidor, 'idExpedidor'],
    [values.modoDestinatario, 'idDestinatario'],
  ] as const) {
    if (mode === 'known' && values[field] === '')
      all[field] = i18n._(msg`Choose one, or enter a new address`);
    else if (all[field] && mode === 'new') delete all[field];
  }
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(all))
    if (STEP_FIELDS[key].some((prefix) => belongs(path, prefix))) errors[path] = message;
  return errors;
}

/** The first step (up to `upTo`) that has errors, or -1. */
export function firstInvalidStep(values: TransportFormValues, i18n: I18n, upTo = STEPS.length - 1): number {
  for (let step = 0; step <= upTo; step++)
    if (STEPS[step] !== 'review' && Object.keys(stepErrors(step, values, i18n)).length > 0) return step;
  return -1;
}
