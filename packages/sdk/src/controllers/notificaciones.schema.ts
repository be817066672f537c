import * as v from 'valibot';
import { FechaHoraSchema, FechaSchema, IdSchema, ImporteSchema, MonedaSchema } from '../common.schema';

// Events that happen to a customer's records, and how each user hears of them: in the app (the
// bell), by e-mail (at once or in a daily digest) and through signed webhooks (Standard Webhooks).
// A notification carries its event's type and data, not a sentence: the web writes the text in the
// reader's language from them (and the e-mail its own), so switching language needs no new fetch.

/** What can happen to a record, by its wire name. */
export const TIPOS_EVENTO = [
  'SALIDA', // the main leg departed (DEPA at sea and on the road, DEP in the air)
  'LLEGADA', // the main leg arrived (ARRI / ARR)
  'ENTREGA', // delivered (DROP / DLV, or a proof of delivery)
  'RETRASO', // a planned milestone passed without an actual, or the estimate is later than plan, by more than the user's threshold
  'CAMBIO_ETA', // the estimated arrival moved by more than the user's threshold
  'RESERVA_CONFIRMADA', // a booking request became a shipment with a carrier
  'FACTURA_EMITIDA',
  'FACTURA_VENCIDA',
  'STOCK_CADUCA', // a lot expires within the user's days
] as const;

export const TipoEventoSchema = v.picklist(TIPOS_EVENTO, 'is not a known event type');

/** The shipment an event is about. */
const partidaEntries = {
  idPartida: IdSchema,
  numeroPartida: v.string(),
  referenciaCliente: v.nullable(v.string()),
};

/** What each type of event says, beside its record: the webhook's `data` and the notification's fields. */
const eventEntries = {
  hito: {
    tipo: v.picklist(['SALIDA', 'LLEGADA', 'ENTREGA']),
    ...partidaEntries,
    /** The milestone code (DEPA, DEP, ARRI, ARR, DROP, DLV, POD). */
    codigo: v.string(),
    lugar: v.nullable(v.string()),
    /** When it happened. */
    fechaHito: FechaHoraSchema,
  },
  cambioEta: {
    tipo: v.literal('CAMBIO_ETA'),
    ...partidaEntries,
    etaAnterior: FechaHoraSchema,
    etaNueva: FechaHoraSchema,
    /** etaNueva − etaAnterior in hours: positive later, negative earlier. */
    diferenciaHoras: v.number(),
  },
  retraso: {
    tipo: v.literal('RETRASO'),
    ...partidaEntries,
    /** `HITO_VENCIDO`: a planned milestone passed without an actual; `ETA_TARDIA`: the estimate is later than plan. */
    motivo: v.picklist(['HITO_VENCIDO', 'ETA_TARDIA']),
    /** The milestone late (`HITO_VENCIDO`) or the arrival's (`ETA_TARDIA`). */
    codigo: v.string(),
    planificada: FechaHoraSchema,
    /** The current estimate; null when the milestone simply has not happened. */
    estimada: v.nullable(FechaHoraSchema),
    retrasoHoras: v.number(),
  },
  reserva: {
    tipo: v.literal('RESERVA_CONFIRMADA'),
    ...partidaEntries,
    transportista: v.string(),
    numeroReserva: v.nullable(v.string()),
    salidaPlanificada: FechaHoraSchema,
    llegadaPlanificada: FechaHoraSchema,
  },
  factura: {
    tipo: v.picklist(['FACTURA_EMITIDA', 'FACTURA_VENCIDA']),
    idFactura: IdSchema,
    numeroFactura: v.string(),
    importe: ImporteSchema,
    moneda: MonedaSchema,
    fechaVencimiento: FechaSchema,
  },
  stock: {
    tipo: v.literal('STOCK_CADUCA'),
    idExistencia: IdSchema,
    codigoArticulo: v.string(),
    lote: v.string(),
    codigoAlmacen: v.string(),
    fechaCaducidad: FechaSchema,
    diasRestantes: v.pipe(v.number(), v.integer()),
  },
} as const;

/** Shared by every event: its type is the variant's key; `fecha` when it happened. */
const eventoComun = { fecha: FechaHoraSchema };

/**
 * An event as a webhook's `data` carries it: the type, when, the record's reference and what changed.
 * One variant per kind of record and change, keyed on `tipo`.
 */
export const EventoSchema = v.variant('tipo', [
  v.object({ ...eventoComun, ...eventEntries.hito }),
  v.object({ ...eventoComun, ...eventEntries.cambioEta }),
  v.object({ ...eventoComun, ...eventEntries.retraso }),
  v.object({ ...eventoComun, ...eventEntries.reserva }),
  v.object({ ...eventoComun, ...eventEntries.factura }),
  v.object({ ...eventoComun, ...eventEntries.stock }),
]);

/** What the bell lists besides the event: its id, whether it was read, and the app path of the record. */
const notificacionComun = {
  id: IdSchema,
  ...eventoComun,
  leida: v.boolean(),
  /** The app path to open (`/tracking/123`, `/invoices?numeroFactura=F26-000045`, `/stocks?lote=L-2291`). */
  enlace: v.pipe(v.string(), v.startsWith('/')),
};

/** One notification of the signed-in user, keyed on `tipo` like `Evento`. */
export const NotificacionSchema = v.variant('tipo', [
  v.object({ ...notificacionComun, ...eventEntries.hito }),
  v.object({ ...notificacionComun, ...eventEntries.cambioEta }),
  v.object({ ...notificacionComun, ...eventEntries.retraso }),
  v.object({ ...notificacionComun, ...eventEntries.reserva }),
  v.object({ ...notificacionComun, ...eventEntries.factura }),
  v.object({ ...notificacionComun, ...eventEntries.stock }),
]);

/** A page of the bell: newest first, and how many of the user's notifications are unread in all. */
export const NotificacionesSchema = v.object({
  noLeidas: v.pipe(v.number(), v.integer(), v.minValue(0)),
  notificaciones: v.array(NotificacionSchema),
});

/** `limite` newest notifications (default 30), older than notification `antesDe` when given (the next page). */
export const NotificacionesQuerySchema = v.object({
  limite: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/, 'must be an integer from 1 to 100'))]),
      v.transform(Number),
      v.integer('must be an integer from 1 to 100'),
      v.minValue(1, 'must be an integer from 1 to 100'),
      v.maxValue(100, 'must be an integer from 1 to 100'),
    ),
  ),
  antesDe: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/, 'must be a notification id'))]),
      v.transform(Number),
      v.integer('must be a notification id'),
      v.minValue(1, 'must be a notification id'),
      v.maxValue(2_147_483_647, 'must be a notification id'),
    ),
  ),
});

/** Mark notifications read: the listed ones, or every one with `todas: true`. */
export const MarcarLeidasSchema = v.pipe(
  v.object({
    ids: v.optional(v.pipe(v.array(IdSchema), v.maxLength(500, 'must list at most 500 ids'))),
    todas: v.optional(v.boolean()),
  }),
  v.forward(
    v.check(
      ({ ids, todas }) => (todas === true) !== (ids !== undefined && ids.length > 0),
      'list ids, or send todas: true',
    ),
    ['ids'],
  ),
);

/** After marking: how many changed, and how many stay unread. */
export const LeidasSchema = v.object({
  marcadas: v.pipe(v.number(), v.integer(), v.minValue(0)),
  noLeidas: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** E-mail for a type: none, one message per event, or one daily digest. */
export const CanalCorreoSchema = v.picklist(['NO', 'INMEDIATO', 'RESUMEN_DIARIO']);

/** How the user hears of one type of event. */
export const PreferenciaEventoSchema = v.object({
  tipo: TipoEventoSchema,
  /** In the app's bell. */
  app: v.boolean('must be true or false'),
  correo: CanalCorreoSchema,
});

const integerBetween = (min: number, max: number) =>
  v.pipe(
    v.number('is required'),
    v.integer('must be an integer'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

/** The user's thresholds: how late is late, how far an ETA must move, how soon an expiry matters. */
export const UmbralesSchema = v.object({
  /** A milestone this many days past its plan without an actual, or an estimate this much later than plan, is `RETRASO`. */
  retrasoDias: integerBetween(0, 60),
  /** An estimated arrival that moves by more than this many hours is `CAMBIO_ETA`. */
  cambioEtaHoras: integerBetween(1, 720),
  /** A lot that expires within this many days is `STOCK_CADUCA`. */
  caducidadDias: integerBetween(1, 365),
});

/** Every type with its channels (defaults: app on, e-mail off), and the thresholds (1 day, 12 h, 14 days). */
export const PreferenciasNotificacionSchema = v.object({
  eventos: v.array(PreferenciaEventoSchema),
  umbrales: UmbralesSchema,
});

/** Save preferences: the listed types change (the others keep theirs), and the thresholds. */
export const GuardarPreferenciasSchema = v.object({
  eventos: v.pipe(
    v.array(PreferenciaEventoSchema, 'is required'),
    v.maxLength(TIPOS_EVENTO.length, `must list at most ${TIPOS_EVENTO.length} types`),
    v.check(
      (eventos) => new Set(eventos.map((e) => e.tipo)).size === eventos.length,
      'must not list a type twice',
    ),
  ),
  umbrales: UmbralesSchema,
});

// --- webhooks ---

/** Register a webhook: a public https URL (checked again at each delivery) and the types it receives. */
export const GuardarWebhookSchema = v.object({
  url: v.pipe(
    v.string('is required'),
    v.trim(),
    v.maxLength(2000, 'must be at most 2000 characters'),
    v.url('must be an absolute URL'),
  ),
  eventos: v.pipe(
    v.array(TipoEventoSchema, 'is required'),
    v.minLength(1, 'must list at least one event type'),
    v.check((eventos) => new Set(eventos).size === eventos.length, 'must not list a type twice'),
  ),
});

/** A new webhook and its signing secret (`whsec_…`), shown this once. */
export const WebhookCreadoSchema = v.object({
  id: IdSchema,
  secreto: v.pipe(v.string(), v.startsWith('whsec_')),
});

/** A webhook of the user's customer accounts. */
export const WebhookSchema = v.object({
  id: IdSchema,
  url: v.string(),
  eventos: v.array(TipoEventoSchema),
  fechaAlta: FechaHoraSchema,
  /** Since when deliveries have failed without a success; null when the last one succeeded. */
  fallandoDesde: v.nullable(FechaHoraSchema),
  /** Set when disabled after failing for 3 days; a disabled webhook receives nothing. */
  fechaDesactivacion: v.nullable(FechaHoraSchema),
});

/** One attempt to deliver an event to a webhook. */
export const EntregaWebhookSchema = v.object({
  id: IdSchema,
  /** The `webhook-id` header: the same on every attempt of one event. */
  idMensaje: v.string(),
  tipo: TipoEventoSchema,
  intento: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** `PENDIENTE` waiting for its turn, `ENTREGADA` 2xx, `FALLIDA` will be retried, `ABANDONADA` retries exhausted. */
  estado: v.picklist(['PENDIENTE', 'ENTREGADA', 'FALLIDA', 'ABANDONADA']),
  fecha: FechaHoraSchema,
  codigoHttp: v.nullable(v.pipe(v.number(), v.integer())),
  duracionMs: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** Why it failed without an HTTP answer (timeout, refused address, DNS). */
  error: v.nullable(v.string()),
  proximoIntento: v.nullable(FechaHoraSchema),
});

export type TipoEvento = v.InferOutput<typeof TipoEventoSchema>;
export type Evento = v.InferOutput<typeof EventoSchema>;
export type Notificacion = v.InferOutput<typeof NotificacionSchema>;
export type Notificaciones = v.InferOutput<typeof NotificacionesSchema>;
export type NotificacionesQuery = v.InferInput<typeof NotificacionesQuerySchema>;
export type MarcarLeidas = v.InferOutput<typeof MarcarLeidasSchema>;
export type MarcarLeidasInput = v.InferInput<typeof MarcarLeidasSchema>;
export type Leidas = v.InferOutput<typeof LeidasSchema>;
export type CanalCorreo = v.InferOutput<typeof CanalCorreoSchema>;
export type PreferenciaEvento = v.InferOutput<typeof PreferenciaEventoSchema>;
export type Umbrales = v.InferOutput<typeof UmbralesSchema>;
export type PreferenciasNotificacion = v.InferOutput<typeof PreferenciasNotificacionSchema>;
export type GuardarPreferencias = v.InferOutput<typeof GuardarPreferenciasSchema>;
export type GuardarPreferenciasInput = v.InferInput<typeof GuardarPreferenciasSchema>;
export type GuardarWebhook = v.InferOutput<typeof GuardarWebhookSchema>;
export type GuardarWebhookInput = v.InferInput<typeof GuardarWebhookSchema>;
export type WebhookCreado = v.InferOutput<typeof WebhookCreadoSchema>;
export type Webhook = v.InferOutput<typeof WebhookSchema>;
export type EntregaWebhook = v.InferOutput<typeof EntregaWebhookSchema>;
