import * as v from 'valibot';
import { PeriodoQuerySchema } from '../common.schema';
import { type DocsOf, endpoint } from '../internal/endpoint';
import { HuellaCarbonoPartidaSchema } from './huellaCarbono.schema';

/** Carbon footprint (ISO 14083 / GLEC). Needs the `accesoPartidas` flag. */
export const huellaCarbonoEndpoints = {
  /**
   * CO2e per shipment departing within the period, with its legs (WTT, TTW, WTW). Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.
   *
   * Sends `GET /api/HuellaCarbono/ObtenerHuellaCarbonoPeriodo`; resolves to `HuellaCarbonoPartida[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `huellaCarbono.obtenerHuellaCarbonoPeriodo`
   */
  obtenerHuellaCarbonoPeriodo: endpoint({
    method: 'GET',
    path: '/api/HuellaCarbono/ObtenerHuellaCarbonoPeriodo',
    query: PeriodoQuerySchema,
    response: v.array(HuellaCarbonoPartidaSchema),
  }),
} as const;

/** Each call's summary and error statuses (`EndpointDocs`). */
export const huellaCarbonoDocs = {
  obtenerHuellaCarbonoPeriodo: {
    errors: [400, 401, 403],
    summary:
      'CO2e per shipment departing within the period, with its legs (WTT, TTW, WTW). Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.',
  },
} as const satisfies DocsOf<typeof huellaCarbonoEndpoints>;
