import * as v from 'valibot';
import { PeriodoQuerySchema } from '../common.schema';
import { endpoint } from '../internal/endpoint';
import { DossierResumenSchema, DossierSchema } from './dossier.schema';

/** Dossiers (forwarding files). Needs the `accesoDossieres` flag. */
export const dossierEndpoints = {
  obtenerDossier: endpoint({
    method: 'GET',
    path: '/api/Dossier/ObtenerDossier/{id}',
    response: DossierSchema,
    summary: 'One dossier with its shipments, customs declarations, documents and timeline.',
  }),
  obtenerSeguimientoDossieresPeriodo: endpoint({
    method: 'GET',
    path: '/api/Dossier/ObtenerSeguimientoDossieresPeriodo',
    query: PeriodoQuerySchema,
    response: v.array(DossierResumenSchema),
    summary:
      'Dossiers opened within the period. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.',
  }),
} as const;
