import * as v from 'valibot';
import { PERMISOS, type Permiso } from './permisos';

// Building blocks shared by the controllers' schemas. Field names follow the API (Spanish,
// camelCase); units are part of the name (`pesoBrutoKg`, `volumenM3`) so a number never travels alone.

/** Database identifier: a positive integer. Every list row carries one as `id`. */
export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A count that may be zero: packages, hours of delay. */
export const ConteoSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Instant in time, ISO 8601 with zone, as `Date.prototype.toJSON` writes it. */
export const FechaHoraSchema = v.pipe(v.string(), v.isoTimestamp());
/** Calendar date without time, `YYYY-MM-DD` (lot expiry, invoice due date). */
export const FechaSchema = v.pipe(v.string(), v.isoDate());

const ISO_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The instant an ISO string names, or null when it is not one, or names no calendar day (`2026-02-30`, year 0000). */
function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE_PREFIX.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (year < 1 || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  return new Date(value);
}

/**
 * A date query parameter. Clients may pass a `Date` or an ISO string (the SDK sends
 * `toISOString()`); the server parses it into a `Date` and answers 400 when it cannot.
 */
export const FechaParamSchema = v.pipe(
  v.union([v.date(), v.string()], 'must be an ISO 8601 date'),
  v.transform((value) => (value instanceof Date ? value : parseIsoDate(value))),
  v.custom<Date>(
    (value) => value instanceof Date && !Number.isNaN(value.getTime()),
    'must be an ISO 8601 date',
  ),
);

/**
 * An id in the query string (`identidad`, `idpais`…): the server receives text, so a number or a
 * numeric string is accepted and parsed into a positive integer.
 */
export const IdParamSchema = v.pipe(
  v.union(
    [v.number(), v.pipe(v.string(), v.regex(/^\d+$/, 'must be a positive integer'))],
    'must be a positive integer',
  ),
  v.transform(Number),
  v.integer('must be a positive integer'),
  v.minValue(1, 'must be a positive integer'),
  v.maxValue(2_147_483_647, 'must be a positive integer up to 2147483647'),
);

/**
 * The longest period a "…Periodo" call may span, in days: a year, leap day included. The period
 * controls of the web app stop a user before it; the server refuses longer spans (400).
 */
export const MAX_DIAS_PERIODO = 366;

/**
 * The most rows a list call answers. Period lists are newest first, so a list of exactly this many
 * rows was cut at the cap: show "the newest N rows" and ask for a shorter period. High enough that a
 * year of the busiest demo customer's warehouse movements (~32,000 rows) comes whole.
 */
export const MAX_FILAS_LISTA = 50_000;

const MS_PER_DAY = 86_400_000;

/** A period's two dates, as a query gives them (a type, not an interface: valibot's paths need it). */
type Periodo = { fechainicio: Date; fechafin: Date };

// A path valibot cannot check against an open `T`; every `Periodo` has it.
const FECHAFIN = ['fechafin'] as never;

/**
 * `fechainicio` ≤ `fechafin`, at most `MAX_DIAS_PERIODO` days apart. Both rules report on
 * `fechafin`, so the 400 names the field and the limit. For a query that takes more than the period,
 * pipe its object with `...periodoRules<its output>()` (configuracion.auditoria.schema.ts does).
 */
export const periodoRules = <T extends Periodo>() =>
  [
    v.forward<T, v.CheckIssue<T>, ['fechafin']>(
      v.check<T, string>(
        ({ fechainicio, fechafin }) => fechainicio.getTime() <= fechafin.getTime(),
        'must not be before fechainicio',
      ),
      FECHAFIN,
    ),
    v.forward<T, v.CheckIssue<T>, ['fechafin']>(
      v.check<T, string>(
        ({ fechainicio, fechafin }) =>
          fechafin.getTime() - fechainicio.getTime() <= MAX_DIAS_PERIODO * MS_PER_DAY,
        `must be at most ${MAX_DIAS_PERIODO} days after fechainicio`,
      ),
      FECHAFIN,
    ),
  ] as const;

/** The entries of a period in a query's object. */
export const PERIODO_ENTRIES = { fechainicio: FechaParamSchema, fechafin: FechaParamSchema };

/** The period every "…Periodo" call takes (`periodoRules`). */
export const PeriodoQuerySchema = v.pipe(v.object(PERIODO_ENTRIES), ...periodoRules<Periodo>());

/** ISO 4217 currency code. */
export const MonedaSchema = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code'));
/** ISO 3166-1 alpha-2 country code. */
export const CodigoPaisSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'),
);
/** IATA airport code. */
export const CodigoIataSchema = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'must be a 3-letter IATA code'));

export const ModoTransporteSchema = v.picklist(['MARITIMO', 'AEREO', 'TERRESTRE']);

export const TextoSchema = v.pipe(v.string(), v.trim(), v.minLength(1, 'is required'), v.maxLength(200));
export const TextoOpcionalSchema = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)));
export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.email('must be an e-mail address'),
  v.maxLength(254),
);

/** Positive decimal quantities (weights, volumes, amounts). */
export const CantidadSchema = v.pipe(v.number(), v.finite(), v.minValue(0));
export const ImporteSchema = v.pipe(v.number(), v.finite());

/** A plain look-up entry (incoterm, package type, service, status…). */
export const CatalogoItemSchema = v.object({
  id: IdSchema,
  codigo: v.string(),
  nombre: v.string(),
});

export const PaisSchema = v.object({
  id: IdSchema,
  codigo: CodigoPaisSchema,
  nombre: v.string(),
});

/** Answer of a write that creates or updates a record. */
export const GuardadoSchema = v.object({ id: IdSchema });
/** Answer of a delete. */
export const EliminadoSchema = v.object({ id: IdSchema, eliminado: v.literal(true) });

/** Body of every error the server sends: a stable `code`, a readable `message`, the offending field. */
export const ErrorBodySchema = v.object({
  code: v.string(),
  message: v.string(),
  field: v.optional(v.string()),
});

export type Id = v.InferOutput<typeof IdSchema>;
export type FechaHora = v.InferOutput<typeof FechaHoraSchema>;
export type Fecha = v.InferOutput<typeof FechaSchema>;
export type PeriodoQuery = v.InferInput<typeof PeriodoQuerySchema>;
export type ModoTransporte = v.InferOutput<typeof ModoTransporteSchema>;
export type CatalogoItem = v.InferOutput<typeof CatalogoItemSchema>;
export type Pais = v.InferOutput<typeof PaisSchema>;
export type Guardado = v.InferOutput<typeof GuardadoSchema>;
export type Eliminado = v.InferOutput<typeof EliminadoSchema>;
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/** Answer of a command that has nothing to return but its acknowledgement. */
export const ConfirmacionSchema = v.object({ ok: v.literal(true) });
export type Confirmacion = v.InferOutput<typeof ConfirmacionSchema>;

/** The two roles a session token carries. */
export const RolUsuarioSchema = v.picklist(['Administrator', 'User']);
export type RolUsuario = v.InferOutput<typeof RolUsuarioSchema>;

// The flags themselves live in the valibot-free `./permisos` entry.
export { PERMISOS, type Permiso };

// Marked pure, like the valibot calls (tsup.config.ts): a bundle that never reads the flags drops
// them, and the list of flags with them.
export const PermisosSchema = v.object(
  /* @__PURE__ */ Object.fromEntries(/* @__PURE__ */ PERMISOS.map((flag) => [flag, v.boolean()])) as Record<
    Permiso,
    v.BooleanSchema<undefined>
  >,
);
export type Permisos = v.InferOutput<typeof PermisosSchema>;
export type Moneda = v.InferOutput<typeof MonedaSchema>;
export type CodigoPais = v.InferOutput<typeof CodigoPaisSchema>;
export type CodigoIata = v.InferOutput<typeof CodigoIataSchema>;
export type Email = v.InferOutput<typeof EmailSchema>;
export type Cantidad = v.InferOutput<typeof CantidadSchema>;
export type Importe = v.InferOutput<typeof ImporteSchema>;
