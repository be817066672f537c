import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { audit } from '../audit';
import { checkNewPassword, hashPassword } from '../auth/password';
import { permisosOf } from '../auth/session';
import type { Db } from '../db/client';
import { clientes, parametrosAplicacion, roles, usuarioCliente, usuarios } from '../db/schema/index';
import { defineController } from '../http/controller';
import { ApiError, conflict, invalid, notFound } from '../http/errors';
import { found } from '../http/scope';
import { type InvitationKind, type Recipient, sendInvitation, sendRejection } from '../mail/invitations';
import { API_VERSION } from '../version';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A user row of user management (summary or full). */
async function selectUsuarios(db: Db, where?: ReturnType<typeof eq>) {
  const assigned = db
    .select({ idUsuario: usuarioCliente.idUsuario, total: count().as('total') })
    .from(usuarioCliente)
    .groupBy(usuarioCliente.idUsuario)
    .as('assigned');
  return db
    .select({ user: usuarios, role: roles, clientes: sql<number>`coalesce(${assigned.total}, 0)::int` })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.idRol))
    .leftJoin(assigned, eq(assigned.idUsuario, usuarios.id))
    .where(where)
    .orderBy(asc(usuarios.usuario));
}

type UsuarioRow = Awaited<ReturnType<typeof selectUsuarios>>[number];

const toResumen = ({ user, role, clientes: total }: UsuarioRow) => ({
  id: user.id,
  usuario: user.usuario,
  nombre: user.nombre,
  correo: user.correo,
  idRol: role.id,
  rol: role.nombre,
  esAdministrador: role.isAdmin,
  estado: user.estado,
  clientes: total,
  ultimoAcceso: iso(user.ultimoAcceso),
  fechaAlta: user.fechaAlta.toISOString(),
});

/** Refuses a change that would leave no active administrator (nobody could manage users any more). */
async function assertAnAdministratorRemains(tx: Db): Promise<void> {
  const [row] = await tx
    .select({ total: count() })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.idRol))
    .where(and(eq(roles.isAdmin, true), eq(usuarios.estado, 'ACTIVO')));
  if (!row || row.total === 0) {
    throw new ApiError(409, 'LAST_ADMINISTRATOR', 'At least one active administrator must remain');
  }
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Users, roles and customer assignments (administrators), the caller's profile and parameters. */
export const configuracionController = defineController('configuracion', {
  obtenerPerfil: async ({ user, db }) => {
    const rows = user.clienteIds.length
      ? await db
          .select({ id: clientes.id, codigo: clientes.codigo, nombre: clientes.nombre })
          .from(clientes)
          .where(inArray(clientes.id, [...user.clienteIds]))
          .orderBy(asc(clientes.nombre))
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

  obtenerRoles: async ({ db }) => {
    const rows = await db
      .select({ role: roles, usuarios: sql<number>`count(${usuarios.id})::int` })
      .from(roles)
      .leftJoin(usuarios, eq(usuarios.idRol, roles.id))
      .groupBy(roles.id)
      .orderBy(asc(roles.nombre));
    return rows.map(({ role, usuarios: total }) => ({
      id: role.id,
      nombre: role.nombre,
      descripcion: role.descripcion,
      permisos: permisosOf(role),
      usuarios: total,
    }));
  },

  obtenerRol: async ({ params, db }) => {
    const [row] = await db
      .select({ role: roles, usuarios: sql<number>`count(${usuarios.id})::int` })
      .from(roles)
      .leftJoin(usuarios, eq(usuarios.idRol, roles.id))
      .where(eq(roles.id, params.idrol))
      .groupBy(roles.id);
    const { role, usuarios: total } = found(row, 'role');
    return {
      id: role.id,
      nombre: role.nombre,
      descripcion: role.descripcion,
      permisos: permisosOf(role),
      usuarios: total,
    };
  },

  guardarRol: async ({ body, db }) => {
    const values = { nombre: body.nombre, descripcion: body.descripcion ?? null, ...body.permisos };
    return db.transaction(async (tx) => {
      const [sameName] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(
          and(
            eq(sql`lower(${roles.nombre})`, body.nombre.toLowerCase()),
            body.id === undefined ? undefined : ne(roles.id, body.id),
          ),
        );
      if (sameName) throw conflict('nombre', 'another role has this name');
      if (body.id === undefined) {
        const [created] = await tx.insert(roles).values(values).returning({ id: roles.id });
        return { id: created!.id };
      }
      const updated = await tx
        .update(roles)
        .set(values)
        .where(eq(roles.id, body.id))
        .returning({ id: roles.id });
      if (updated.length === 0) throw notFound('role');
      await assertAnAdministratorRemains(tx);
      return { id: body.id };
    });
  },

  eliminarRol: async ({ params, db }) =>
    db.transaction(async (tx) => {
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, params.idrol));
      found(role, 'role');
      const holders = await tx
        .select({ id: usuarios.id, usuario: usuarios.usuario, nombre: usuarios.nombre })
        .from(usuarios)
        .where(eq(usuarios.idRol, params.idrol))
        .orderBy(asc(usuarios.usuario));
      if (holders.length > 0) {
        const names = holders.map((holder) => holder.usuario).join(', ');
        throw new ApiError(409, 'ROLE_IN_USE', `The role is held by ${holders.length} user(s): ${names}`, {
          details: { usuarios: holders },
        });
      }
      await tx.delete(roles).where(eq(roles.id, params.idrol));
      return { id: params.idrol, eliminado: true } as const;
    }),

  obtenerUsuarios: async ({ db }) => (await selectUsuarios(db)).map(toResumen),

  obtenerUsuario: async ({ params, db }) => {
    const [row] = await selectUsuarios(db, eq(usuarios.id, params.idusuario));
    const { user, role } = found(row, 'user');
    return {
      ...toResumen(row!),
      idioma: user.idioma ?? null,
      telefono: user.telefono,
      empresa: user.empresa,
      comentario: user.comentario,
      permisos: permisosOf(role),
    };
  },

  guardarUsuario: async ({ body, user: admin, db, deps, c }) => {
    if (body.clave !== undefined) checkNewPassword(body.clave, 'clave', body);
    // Hash before the transaction: scrypt takes a while and must not hold the database.
    const claveHash =
      body.clave === undefined ? undefined : await hashPassword(body.clave, deps.env.scryptLogN);
    const now = deps.clock();
    const result = await db.transaction(async (tx) => {
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, body.idRol));
      if (!role) throw invalid('idRol', 'is not an existing role');
      const [sameName] = await tx
        .select({ id: usuarios.id })
        .from(usuarios)
        .where(
          and(
            eq(sql`lower(${usuarios.usuario})`, body.usuario.toLowerCase()),
            body.id === undefined ? undefined : ne(usuarios.id, body.id),
          ),
        );
      if (sameName) throw conflict('usuario', 'is already taken');
      const common = {
        usuario: body.usuario,
        nombre: body.nombre,
        correo: body.correo,
        idRol: body.idRol,
        ...(body.idioma === undefined ? {} : { idioma: body.idioma }),
      };
      let saved: { id: number; idioma: 'en' | 'es' | null; invite: InvitationKind | null; disabled: boolean };
      if (body.id === undefined) {
        const [created] = await tx
          .insert(usuarios)
          .values({ ...common, claveHash: claveHash ?? null, estado: body.activo ? 'ACTIVO' : 'BAJA' })
          .returning({ id: usuarios.id, idioma: usuarios.idioma });
        // Nobody but the user ever knows their password: without one, they are invited to choose it.
        const invite = body.activo && claveHash === undefined ? 'invitation' : null;
        saved = { id: created!.id, idioma: created!.idioma, invite, disabled: false };
      } else {
        const [before] = await tx.select().from(usuarios).where(eq(usuarios.id, body.id));
        if (!before) throw notFound('user');
        // Saving a pending request without approving it keeps it pending; refusing it is BajaUsuario.
        const estado = body.activo ? 'ACTIVO' : before.estado === 'PENDIENTE' ? 'PENDIENTE' : 'BAJA';
        // Flags are read from the role on every call, so a role change needs no new token.
        const revoke = claveHash !== undefined || (before.estado === 'ACTIVO' && estado !== 'ACTIVO');
        await tx
          .update(usuarios)
          .set({
            ...common,
            estado,
            ...(claveHash === undefined ? {} : { claveHash }),
            ...(revoke ? { tokensValidosDesde: now } : {}),
          })
          .where(eq(usuarios.id, body.id));
        await assertAnAdministratorRemains(tx);
        // Becoming active without a password (an approved request, an account created inactive):
        // the user is invited to choose one.
        const invite =
          before.estado !== 'ACTIVO' && estado === 'ACTIVO' && !before.claveHash && claveHash === undefined
            ? before.estado === 'PENDIENTE'
              ? 'approval'
              : 'invitation'
            : null;
        saved = {
          id: body.id,
          idioma: body.idioma === undefined ? before.idioma : body.idioma,
          invite,
          disabled: before.estado === 'ACTIVO' && estado === 'BAJA',
        };
      }
      if (body.idsClientes?.length) await assign(tx, saved.id, body.idsClientes);
      return saved;
    });
    if (result.disabled)
      await audit(c, 'USER_DISABLED', { idUsuario: result.id, usuario: body.usuario }, `by ${admin.usuario}`);
    if (result.invite) {
      const recipient: Recipient = {
        id: result.id,
        usuario: body.usuario,
        nombre: body.nombre,
        correo: body.correo,
        idioma: result.idioma,
      };
      await sendInvitation(deps, recipient, result.invite);
      await audit(
        c,
        result.invite === 'approval' ? 'ACCESS_APPROVED' : 'USER_INVITED',
        { idUsuario: result.id, usuario: body.usuario },
        `by ${admin.usuario}`,
      );
    }
    return { id: result.id };
  },

  bajaUsuario: async ({ params, user: admin, db, deps, c }) => {
    if (params.idusuario === admin.id) {
      throw new ApiError(409, 'CONFLICT', 'idusuario: you cannot disable your own account', {
        field: 'idusuario',
      });
    }
    const target = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(usuarios).where(eq(usuarios.id, params.idusuario));
      if (!before) throw notFound('user');
      await tx
        .update(usuarios)
        .set({ estado: 'BAJA', tokensValidosDesde: deps.clock() })
        .where(eq(usuarios.id, params.idusuario));
      await assertAnAdministratorRemains(tx);
      return before;
    });
    const rejected = target.estado === 'PENDIENTE';
    await audit(
      c,
      rejected ? 'ACCESS_REJECTED' : 'USER_DISABLED',
      { idUsuario: target.id, usuario: target.usuario },
      `by ${admin.usuario}`,
    );
    // An applicant is told; a deactivated user finds out at their next call.
    if (rejected) await sendRejection(deps, target);
    return { id: target.id, eliminado: true } as const;
  },

  obtenerClientes: async ({ params, db }) => {
    const text = params.busqueda.trim();
    const pattern = `%${escapeLike(text)}%`;
    return db
      .select({
        id: clientes.id,
        codigo: clientes.codigo,
        nombre: clientes.nombre,
        nif: clientes.nif,
        pais: clientes.pais,
        ciudad: clientes.ciudad,
      })
      .from(clientes)
      .where(text === '*' ? undefined : or(ilike(clientes.codigo, pattern), ilike(clientes.nombre, pattern)))
      .orderBy(asc(clientes.nombre))
      .limit(200);
  },

  obtenerClientesAsignados: async ({ params, db }) => {
    await userMustExist(db, params.idusuario);
    return asignaciones(db, params.idusuario);
  },

  asignarClientes: async ({ params, body, db }) =>
    db.transaction(async (tx) => {
      await userMustExist(tx, params.idusuario);
      await assign(tx, params.idusuario, body.idsClientes);
      return asignaciones(tx, params.idusuario);
    }),

  designarCliente: async ({ params, db }) => {
    const [row] = await db
      .delete(usuarioCliente)
      .where(eq(usuarioCliente.id, params.idusuarioentidad))
      .returning({ id: usuarioCliente.id });
    return { id: found(row, 'assignment').id, eliminado: true } as const;
  },
});

async function userMustExist(db: Db, idUsuario: number): Promise<void> {
  const [row] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, idUsuario));
  found(row, 'user');
}

/** Adds customer accounts to a user (those already assigned stay); refuses an id that is no customer. */
async function assign(tx: Db, idUsuario: number, idsClientes: readonly number[]): Promise<void> {
  const wanted = [...new Set(idsClientes)];
  const existing = await tx.select({ id: clientes.id }).from(clientes).where(inArray(clientes.id, wanted));
  const missing = wanted.filter((id) => !existing.some((row) => row.id === id));
  if (missing.length) throw invalid('idsClientes', `customer ${missing.join(', ')} does not exist`);
  await tx
    .insert(usuarioCliente)
    .values(wanted.map((idCliente) => ({ idUsuario, idCliente })))
    .onConflictDoNothing();
}

async function asignaciones(db: Db, idUsuario: number) {
  const rows = await db
    .select({
      id: usuarioCliente.id,
      idCliente: clientes.id,
      codigo: clientes.codigo,
      nombre: clientes.nombre,
      fechaAsignacion: usuarioCliente.fechaAlta,
    })
    .from(usuarioCliente)
    .innerJoin(clientes, eq(clientes.id, usuarioCliente.idCliente))
    .where(eq(usuarioCliente.idUsuario, idUsuario))
    .orderBy(asc(clientes.nombre));
  return rows.map((row) => ({ ...row, fechaAsignacion: row.fechaAsignacion.toISOString() }));
}
