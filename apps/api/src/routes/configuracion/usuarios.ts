import type { GuardarUsuario } from '@extranet/sdk/schemas';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { audit } from '../../audit';
import { checkNewPassword, hashPassword } from '../../auth/password';
import { permisosOf } from '../../auth/session';
import type { AppDeps } from '../../core/deps';
import { ApiError, conflict, invalid, notFound } from '../../core/errors';
import type { SessionUser } from '../../core/session-user';
import type { Db } from '../../db/client';
import { roles, usuarioCliente, usuarios } from '../../db/schema/index';
import { type AppContext, requestOrigin } from '../../http/context';
import { found } from '../../http/scope';
import { type InvitationKind, type Recipient, sendInvitation, sendRejection } from '../../mail/invitations';
import { assignCustomers, idsClientesDe } from './clientes';

// User management (administrators): the list, one user, saving (creating, editing, approving an
// access request) and disabling. Nothing may leave the extranet without an active administrator.

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** What the audit log keeps of a user before and after a change (never the password hash). */
const auditado = (user: {
  usuario: string;
  nombre: string;
  correo: string;
  idRol: number;
  estado: string;
  idioma: string | null;
}) => ({
  usuario: user.usuario,
  nombre: user.nombre,
  correo: user.correo,
  idRol: user.idRol,
  estado: user.estado,
  idioma: user.idioma,
});

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

export const usuariosResumen = async (db: Db) => (await selectUsuarios(db)).map(toResumen);

export async function usuarioDetalle(db: Db, idUsuario: number) {
  const [row] = await selectUsuarios(db, eq(usuarios.id, idUsuario));
  const { user, role } = found(row, 'user');
  return {
    ...toResumen(row!),
    idioma: user.idioma ?? null,
    telefono: user.telefono,
    empresa: user.empresa,
    comentario: user.comentario,
    permisos: permisosOf(role),
  };
}

/** Refuses a change that would leave no active administrator (nobody could manage users any more). */
export async function assertAnAdministratorRemains(tx: Db): Promise<void> {
  const [row] = await tx
    .select({ total: count() })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.idRol))
    .where(and(eq(roles.isAdmin, true), eq(usuarios.estado, 'ACTIVO')));
  if (!row || row.total === 0) {
    throw new ApiError(409, 'LAST_ADMINISTRATOR', 'At least one active administrator must remain');
  }
}

/**
 * Creates or updates a user. A password change or a disabled account revokes the user's tokens;
 * a user who becomes active without a password (created by an administrator, or an approved access
 * request) is e-mailed a link to choose one, so nobody but the user ever knows it. Customer accounts
 * given with the save are assigned in the same transaction.
 */
export async function guardarUsuario(
  { db, deps, c }: { db: Db; deps: AppDeps; c: AppContext },
  admin: SessionUser,
  body: GuardarUsuario,
): Promise<{ id: number }> {
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
    let saved: {
      id: number;
      idioma: 'en' | 'es' | null;
      invite: InvitationKind | null;
      disabled: boolean;
      antes: ReturnType<typeof auditado> | null;
      estado: string;
    };
    if (body.id === undefined) {
      const [created] = await tx
        .insert(usuarios)
        .values({ ...common, claveHash: claveHash ?? null, estado: body.activo ? 'ACTIVO' : 'BAJA' })
        .returning({ id: usuarios.id, idioma: usuarios.idioma });
      // Nobody but the user ever knows their password: without one, they are invited to choose it.
      const invite = body.activo && claveHash === undefined ? 'invitation' : null;
      saved = {
        id: created!.id,
        idioma: created!.idioma,
        invite,
        disabled: false,
        antes: null,
        estado: body.activo ? 'ACTIVO' : 'BAJA',
      };
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
        antes: auditado(before),
        estado,
      };
    }
    let clientesCambiados: { antes: number[]; despues: number[] } | null = null;
    if (body.idsClientes?.length) {
      const antes = await idsClientesDe(tx, saved.id);
      await assignCustomers(tx, saved.id, body.idsClientes);
      const despues = await idsClientesDe(tx, saved.id);
      if (despues.length !== antes.length) clientesCambiados = { antes, despues };
    }
    return { ...saved, clientesCambiados };
  });
  const origin = { ...requestOrigin(c), who: { idUsuario: admin.id, usuario: admin.usuario } };
  const entity = { entidad: 'usuario', idEntidad: String(result.id) };
  await audit({
    ...origin,
    ...entity,
    event: result.antes ? 'USER_CHANGED' : 'USER_CREATED',
    detail: `user ${body.usuario}${claveHash === undefined ? '' : ', password set'}`,
    antes: result.antes ?? undefined,
    despues: {
      ...auditado({ ...body, estado: result.estado, idioma: result.idioma }),
      ...(claveHash === undefined ? {} : { claveCambiada: true }),
    },
  });
  if (result.clientesCambiados)
    await audit({
      ...origin,
      ...entity,
      event: 'USER_CUSTOMERS_CHANGED',
      detail: `customers of ${body.usuario}`,
      antes: { idsClientes: result.clientesCambiados.antes },
      despues: { idsClientes: result.clientesCambiados.despues },
    });
  if (result.disabled)
    await audit({
      ...requestOrigin(c),
      event: 'USER_DISABLED',
      who: { idUsuario: result.id, usuario: body.usuario },
      detail: `by ${admin.usuario}`,
      ...entity,
    });
  if (result.invite) {
    const recipient: Recipient = {
      id: result.id,
      usuario: body.usuario,
      nombre: body.nombre,
      correo: body.correo,
      idioma: result.idioma,
    };
    await sendInvitation(deps, recipient, result.invite);
    await audit({
      ...requestOrigin(c),
      event: result.invite === 'approval' ? 'ACCESS_APPROVED' : 'USER_INVITED',
      who: { idUsuario: result.id, usuario: body.usuario },
      detail: `by ${admin.usuario}`,
      ...entity,
    });
  }
  return { id: result.id };
}

/** Disables a user (never oneself, never the last administrator) and revokes the user's tokens. */
export async function bajaUsuario(
  { db, deps, c }: { db: Db; deps: AppDeps; c: AppContext },
  admin: SessionUser,
  idUsuario: number,
) {
  if (idUsuario === admin.id) {
    throw new ApiError(409, 'CONFLICT', 'idusuario: you cannot disable your own account', {
      field: 'idusuario',
    });
  }
  const target = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(usuarios).where(eq(usuarios.id, idUsuario));
    if (!before) throw notFound('user');
    await tx
      .update(usuarios)
      .set({ estado: 'BAJA', tokensValidosDesde: deps.clock() })
      .where(eq(usuarios.id, idUsuario));
    await assertAnAdministratorRemains(tx);
    return before;
  });
  const rejected = target.estado === 'PENDIENTE';
  await audit({
    ...requestOrigin(c),
    event: rejected ? 'ACCESS_REJECTED' : 'USER_DISABLED',
    who: { idUsuario: target.id, usuario: target.usuario },
    detail: `by ${admin.usuario}`,
    entidad: 'usuario',
    idEntidad: String(target.id),
    antes: { estado: target.estado },
    despues: { estado: 'BAJA' },
  });
  // An applicant is told; a deactivated user finds out at their next call.
  if (rejected) await sendRejection(deps, target);
  return { id: target.id, eliminado: true } as const;
}
