import { asc, eq, sql } from 'drizzle-orm';
import { preparedFor } from '../db/prepared';
import { clientes, parametrosAplicacion } from '../db/schema/index';
import { defineController } from '../http/controller';
import { API_VERSION } from '../version';
import { registrosAuditoria } from './configuracion/auditoria';
import { clavesResumen, guardarClave, revocarClave } from './configuracion/claves-integracion';
import {
  asignarClientes,
  buscarClientes,
  clientesAsignados,
  designarCliente,
} from './configuracion/clientes';
import { eliminarRol, guardarRol, rolDetalle, rolesResumen } from './configuracion/roles';
import { bajaUsuario, guardarUsuario, usuarioDetalle, usuariosResumen } from './configuracion/usuarios';

// The caller's profile and the application's parameters (any signed-in user), and the
// administration of users (configuracion/usuarios.ts), roles (roles.ts) and the customer accounts
// each user may see (clientes.ts), which need an administrator.

/** The caller's customer accounts by name (every call of the web app's layout asks for the profile). */
const clientesDelPerfil = preparedFor((db) =>
  db
    .select({ id: clientes.id, codigo: clientes.codigo, nombre: clientes.nombre })
    .from(clientes)
    .where(sql`${clientes.id} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(clientes.nombre))
    .prepare('perfil_clientes'),
);

export const configuracionController = defineController('configuracion', {
  obtenerPerfil: async ({ user, db }) => {
    const rows = user.clienteIds.length
      ? await clientesDelPerfil(db).execute({ ids: [...user.clienteIds] })
      : [];
    return {
      id: user.id,
      usuario: user.usuario,
      nombre: user.nombre,
      correo: user.correo,
      rol: user.rol,
      idioma: user.idioma,
      permisos: user.permisos,
      clientes: rows,
    };
  },

  obtenerParametrosAplicacion: async ({ db, deps }) => {
    const [row] = await db.select().from(parametrosAplicacion).where(eq(parametrosAplicacion.id, 1));
    const idiomas = (row?.idiomas ?? ['en', 'es']).filter((idioma) => idioma === 'en' || idioma === 'es');
    return {
      nombreAplicacion: row?.nombreAplicacion ?? 'Freight Extranet',
      version: API_VERSION,
      idiomas,
      idiomaPredeterminado: row?.idiomaPredeterminado === 'es' ? 'es' : 'en',
      moneda: row?.moneda ?? 'EUR',
      soporteCorreo: row?.soporteCorreo ?? 'soporte@extranet.example',
      soporteTelefono: row?.soporteTelefono ?? '',
      urlPowerBI: row?.urlPowerBI ?? null,
      minutosInactividad: deps.env.idleMinutes,
      maximoFilasExportacion: row?.maximoFilasExportacion ?? 50_000,
    } as const;
  },

  obtenerRoles: ({ db }) => rolesResumen(db),

  obtenerRol: ({ params, db }) => rolDetalle(db, params.idrol),

  guardarRol: ({ body, user, db, c }) => guardarRol(c, db, user, body),

  eliminarRol: ({ params, user, db, c }) => eliminarRol(c, db, user, params.idrol),

  obtenerUsuarios: ({ db }) => usuariosResumen(db),

  obtenerUsuario: ({ params, db }) => usuarioDetalle(db, params.idusuario),

  guardarUsuario: ({ body, user, db, deps, c }) => guardarUsuario({ db, deps, c }, user, body),

  bajaUsuario: ({ params, user, db, deps, c }) => bajaUsuario({ db, deps, c }, user, params.idusuario),

  obtenerClientes: ({ params, db }) => buscarClientes(db, params.busqueda),

  obtenerClientesAsignados: ({ params, db }) => clientesAsignados(db, params.idusuario),

  asignarClientes: ({ params, body, user, db, c }) =>
    asignarClientes(c, db, user, params.idusuario, body.idsClientes),

  designarCliente: ({ params, user, db, c }) => designarCliente(c, db, user, params.idusuarioentidad),

  guardarClaveIntegracion: ({ body, user, db, c }) => guardarClave(c, db, user, body.nombre),

  obtenerClavesIntegracion: ({ db }) => clavesResumen(db),

  revocarClaveIntegracion: ({ params, user, db, c }) => revocarClave(c, db, user, params.id),

  obtenerAuditoria: ({ query, db }) => registrosAuditoria(db, query),
});
