import * as v from 'valibot';
import { CodigoPaisSchema, IdSchema } from '../common.schema';

// Fields and checks shared by the controllers' schemas; those of request bodies carry the messages
// the server turns into "<field>: <message>". Each call builds a new schema; tsup.config.ts marks the
// calls of these helpers pure, like valibot's, so a bundle drops the schemas it never reaches: a
// helper added here is added to its list.

/** A required text field: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) =>
  v.pipe(
    v.string('is required'),
    v.trim(),
    v.minLength(1, 'is required'),
    v.maxLength(max, `must have at most ${max} characters`),
  );

/** An optional text field: trimmed, at most `max` characters. */
export const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `must have at most ${max} characters`)));

/** A required id: a positive integer. */
export const requiredId = (notAnId = 'must be an integer', notPositive = 'must be a positive id') =>
  v.pipe(v.number('is required'), v.integer(notAnId), v.minValue(1, notPositive));

/** A required whole number from `min` to `max` (pieces, packages, containers). */
export const integerBetween = (min: number, max: number) =>
  v.pipe(
    v.number('is required'),
    v.integer('must be an integer'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

/**
 * A measure greater than 0 and at most `max`, the largest a real load can have; `unit` (cm, kg), when
 * given, follows the limit in the message.
 */
export const positiveMeasure = (max: number, unit?: string) =>
  v.pipe(
    v.number('is required'),
    v.finite('must be a number'),
    v.gtValue(0, 'must be greater than 0'),
    v.maxValue(max, unit ? `must be at most ${max} ${unit}` : `must be at most ${max}`),
  );

type Airports = { aeropuertoOrigen: string; aeropuertoDestino: string };

/**
 * `aeropuertoDestino` must differ from `aeropuertoOrigen` (a HAWB, a rate quote); the issue names
 * `aeropuertoDestino`. Checked even when other fields fail, as `partialCheck` is.
 */
export const differentAirports = <T extends Airports>() =>
  // valibot cannot check the paths against a type parameter: typed for the object it is piped after.
  v.forward(
    v.partialCheck(
      [['aeropuertoOrigen'], ['aeropuertoDestino']],
      (input: Airports) => input.aeropuertoOrigen !== input.aeropuertoDestino,
      'must differ from aeropuertoOrigen',
    ),
    ['aeropuertoDestino'],
  ) as unknown as v.BaseValidation<T, T, v.PartialCheckIssue<Airports>>;

/** Where a shipment or a dossier goes, and between whom: the columns their list rows share. */
export const routeEntries = () => ({
  origen: v.string(),
  /** UN/LOCODE for ports and cities, IATA code for airports. */
  codigoOrigen: v.string(),
  paisOrigen: CodigoPaisSchema,
  destino: v.string(),
  codigoDestino: v.string(),
  paisDestino: CodigoPaisSchema,
  expedidor: v.string(),
  destinatario: v.string(),
});

/** A customer entity (account) in a pick list: a transport request's, or one charged collect. */
export const entityEntries = () => ({
  id: IdSchema,
  /** The provider's account code. */
  codigo: v.string(),
  nombre: v.string(),
  /** Tax id (NIF/VAT number). */
  nif: v.nullable(v.string()),
  ciudad: v.string(),
  codigoPais: CodigoPaisSchema,
});
