import { endpoint } from '../internal/endpoint';
import { PerfilSchema } from './configuracion.schema';

/** Users, roles and customer assignments (Administrator), plus the caller's own profile. */
export const configuracionEndpoints = {
  obtenerPerfil: endpoint({
    method: 'GET',
    path: '/api/Configuracion/ObtenerPerfil',
    response: PerfilSchema,
    summary: 'The signed-in user with role, permission flags and customer accounts.',
  }),
} as const;
