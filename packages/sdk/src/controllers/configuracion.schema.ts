import * as v from 'valibot';
import { EmailSchema, IdSchema, PermisosSchema, RolUsuarioSchema } from '../common.schema';

/** A customer account (entity) as listed for a user. */
export const ClienteAsignadoResumenSchema = v.object({
  id: IdSchema,
  codigo: v.string(),
  nombre: v.string(),
});

/** The signed-in user: who they are, their role, their permission flags and their customer accounts. */
export const PerfilSchema = v.object({
  id: IdSchema,
  usuario: v.string(),
  nombre: v.string(),
  correo: EmailSchema,
  rol: RolUsuarioSchema,
  idioma: v.nullable(v.picklist(['en', 'es'])),
  permisos: PermisosSchema,
  clientes: v.array(ClienteAsignadoResumenSchema),
});

export type Perfil = v.InferOutput<typeof PerfilSchema>;
export type ClienteAsignadoResumen = v.InferOutput<typeof ClienteAsignadoResumenSchema>;
