import * as v from 'valibot';
import { FechaHoraSchema, IdSchema } from '../common.schema';
import { IdiomaSchema } from './configuracion.schema';

/** A column id of a grid (the accessor key of a mantine-react-table column). */
const IdColumnaSchema = v.pipe(v.string(), v.minLength(1, 'is required'), v.maxLength(100));

const FechaFiltroSchema = v.nullable(v.pipe(v.string(), v.maxLength(40)));

/**
 * A column filter's value: text, number, flag, multi-select, or a `[min, max]` range open at either
 * end, of numbers or of ISO dates.
 */
export const ValorFiltroColumnaSchema = v.union([
  v.pipe(v.string(), v.maxLength(500)),
  v.pipe(v.number(), v.finite()),
  v.boolean(),
  v.pipe(v.array(v.pipe(v.string(), v.maxLength(500))), v.maxLength(200)),
  v.strictTuple([v.nullable(v.pipe(v.number(), v.finite())), v.nullable(v.pipe(v.number(), v.finite()))]),
  v.strictTuple([FechaFiltroSchema, FechaFiltroSchema]),
]);

/** Row density of mantine-react-table: `xs` compact, `md` normal, `xl` spacious. */
export const DensidadGridSchema = v.picklist(['xs', 'md', 'xl'], 'must be xs, md or xl');

/** The saved state of a grid, as mantine-react-table holds it (column ids are its accessor keys). */
export const EstadoGridSchema = v.object({
  columnOrder: v.pipe(v.array(IdColumnaSchema), v.maxLength(200)),
  columnVisibility: v.record(IdColumnaSchema, v.boolean()),
  /** Column widths in pixels. */
  columnSizing: v.record(IdColumnaSchema, v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(5000))),
  sorting: v.pipe(v.array(v.object({ id: IdColumnaSchema, desc: v.boolean() })), v.maxLength(20)),
  columnFilters: v.pipe(
    v.array(v.object({ id: IdColumnaSchema, value: ValorFiltroColumnaSchema })),
    v.maxLength(100),
  ),
  globalFilter: v.nullable(v.pipe(v.string(), v.maxLength(200))),
  density: DensidadGridSchema,
  /** Columns kept at the left or right edge while scrolling sideways. */
  columnPinning: v.optional(
    v.object({
      left: v.optional(v.pipe(v.array(IdColumnaSchema), v.maxLength(50))),
      right: v.optional(v.pipe(v.array(IdColumnaSchema), v.maxLength(50))),
    }),
  ),
  /** Columns the rows are grouped by, outermost first. */
  grouping: v.optional(v.pipe(v.array(IdColumnaSchema), v.maxLength(10))),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
});

/** Grid codes name a grid of the web app, e.g. `tracking`, `stocks`, `transport-request`. */
export const CodigoGridSchema = v.pipe(
  v.string('is required'),
  v.trim(),
  v.minLength(1, 'is required'),
  v.maxLength(50),
  v.regex(/^[A-Za-z0-9_-]+$/, 'may only contain letters, digits, - and _'),
);

/**
 * A saved view of one grid for the signed-in user. At most one per grid code is `predeterminada`,
 * the view the grid opens with.
 */
export const ConfiguracionGridSchema = v.object({
  id: IdSchema,
  codigoGrid: v.string(),
  nombre: v.string(),
  predeterminada: v.boolean(),
  estado: EstadoGridSchema,
  fechaModificacion: FechaHoraSchema,
});

/** Body of a grid view, created by POST or replaced by PUT. Marking it default unmarks the grid's other views. */
export const GuardarConfiguracionGridSchema = v.object({
  codigoGrid: CodigoGridSchema,
  nombre: v.pipe(v.string('is required'), v.trim(), v.minLength(1, 'is required'), v.maxLength(80)),
  predeterminada: v.boolean('is required'),
  estado: EstadoGridSchema,
});

/** Mantine's built-in palette, from which the primary colour is chosen. */
export const ColorMantineSchema = v.picklist(
  [
    'dark',
    'gray',
    'red',
    'pink',
    'grape',
    'violet',
    'indigo',
    'blue',
    'cyan',
    'teal',
    'green',
    'lime',
    'yellow',
    'orange',
  ],
  'must be a Mantine colour name',
);

/**
 * The signed-in user's look: colour scheme (`auto` follows the system), primary colour, density and
 * interface language (null: from the browser language).
 */
export const EstiloSchema = v.object({
  tema: v.picklist(['light', 'dark', 'auto'], 'must be light, dark or auto'),
  colorPrimario: ColorMantineSchema,
  densidad: v.picklist(['compact', 'comfortable'], 'must be compact or comfortable'),
  idioma: v.nullable(IdiomaSchema),
});

/** What the search of the command palette looks for: 2 to 50 characters of a reference. */
export const BuscarQuerySchema = v.object({
  texto: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(2, 'must be at least 2 characters'),
    v.maxLength(50, 'must be at most 50 characters'),
  ),
});

/** The kinds of record the palette finds. */
export const TipoResultadoBusquedaSchema = v.picklist(['PARTIDA', 'DOSSIER', 'FACTURA', 'HAWB']);

/**
 * A record whose reference matches the search: its kind, id (for its detail page), the reference
 * that matched, a line that tells it apart, and its date (the shipment's departure, the dossier's
 * opening, the invoice's issue, the HAWB's issue).
 */
export const ResultadoBusquedaSchema = v.object({
  tipo: TipoResultadoBusquedaSchema,
  id: IdSchema,
  referencia: v.string(),
  detalle: v.string(),
  fecha: FechaHoraSchema,
});

export type BuscarQuery = v.InferInput<typeof BuscarQuerySchema>;
export type TipoResultadoBusqueda = v.InferOutput<typeof TipoResultadoBusquedaSchema>;
export type ResultadoBusqueda = v.InferOutput<typeof ResultadoBusquedaSchema>;
export type ValorFiltroColumna = v.InferOutput<typeof ValorFiltroColumnaSchema>;
export type DensidadGrid = v.InferOutput<typeof DensidadGridSchema>;
export type EstadoGrid = v.InferOutput<typeof EstadoGridSchema>;
export type ConfiguracionGrid = v.InferOutput<typeof ConfiguracionGridSchema>;
export type GuardarConfiguracionGrid = v.InferOutput<typeof GuardarConfiguracionGridSchema>;
export type GuardarConfiguracionGridInput = v.InferInput<typeof GuardarConfiguracionGridSchema>;
export type ColorMantine = v.InferOutput<typeof ColorMantineSchema>;
export type Estilo = v.InferOutput<typeof EstiloSchema>;
export type EstiloInput = v.InferInput<typeof EstiloSchema>;
