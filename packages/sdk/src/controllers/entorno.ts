import * as v from 'valibot';
import { EliminadoSchema } from '../common.schema';
import { endpoint } from '../internal/endpoint';
import {
  BuscarQuerySchema,
  ConfiguracionGridSchema,
  EstiloSchema,
  GuardarConfiguracionGridSchema,
  ResultadoBusquedaSchema,
} from './entorno.schema';

/** The signed-in user's own UI settings: saved grid views and style. Each user sees only their own. */
export const entornoEndpoints = {
  obtenerConfiguracionesGrid: endpoint({
    method: 'GET',
    path: '/api/Entorno/ObtenerConfiguracionesGrid/{codigogrid}',
    response: v.array(ConfiguracionGridSchema),
    summary: "The user's saved views of one grid, with their state, default first.",
  }),
  obtenerConfiguracionGrid: endpoint({
    method: 'GET',
    path: '/api/Entorno/ObtenerConfiguracionGrid/{id}',
    response: ConfiguracionGridSchema,
    summary: 'One saved grid view.',
  }),
  obtenerConfiguracionGridPredeterminada: endpoint({
    method: 'GET',
    path: '/api/Entorno/ObtenerConfiguracionGridPredeterminada/{codigo}',
    response: v.nullable(ConfiguracionGridSchema),
    summary: 'The default view of a grid code, or null when the user has none.',
  }),
  guardarConfiguracionGrid: endpoint({
    method: 'POST',
    path: '/api/Entorno/GuardarConfiguracionGrid',
    body: GuardarConfiguracionGridSchema,
    response: ConfiguracionGridSchema,
    summary: 'Save a new grid view; returns it with its id.',
  }),
  actualizarConfiguracionGrid: endpoint({
    method: 'PUT',
    path: '/api/Entorno/GuardarConfiguracionGrid/{id}',
    body: GuardarConfiguracionGridSchema,
    response: ConfiguracionGridSchema,
    summary: 'Replace a saved grid view (name, default flag and state).',
  }),
  eliminarConfiguracionGrid: endpoint({
    method: 'DELETE',
    path: '/api/Entorno/EliminarConfiguracionGrid/{idConfiguracionGrid}',
    response: EliminadoSchema,
    summary: 'Delete a saved grid view.',
  }),
  obtenerEstilo: endpoint({
    method: 'GET',
    path: '/api/Entorno/ObtenerEstilo',
    response: EstiloSchema,
    summary: "The user's style (defaults until first saved).",
  }),
  guardarEstilo: endpoint({
    method: 'POST',
    path: '/api/Entorno/GuardarEstilo',
    body: EstiloSchema,
    response: EstiloSchema,
    summary: "Save the user's style; returns it as stored.",
  }),
  buscar: endpoint({
    method: 'GET',
    path: '/api/Entorno/Buscar',
    query: BuscarQuerySchema,
    response: v.array(ResultadoBusquedaSchema),
    summary:
      "Extension: the command palette's search. Shipments, dossiers, invoices and air waybills of the caller's own customers whose reference starts with or contains `texto`, only of the kinds the caller's permissions open; at most 20, exact matches first.",
  }),
} as const;
