import { createHash, randomBytes } from 'node:crypto';
import type { GuardarUsuario } from '@extranet/sdk/schemas';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { audit } from '../../audit';
import { checkNewPassword, hashPassword } from '../../auth/password';
import { permisosOf } from '../../auth/session';
import type { Db } from '../../db/client';
import { recuperacionesClave, roles, usuarioCliente, usuarios } from '../../db/schema/index';
import type { AppContext, AppDeps, SessionUser } from '../../http/context';
import { ApiError, conflict, invalid, notFound } from '../../http/errors';
import { found } from '../../http/scope';
import { sendMail } from '../../mail/outbox';

// User management (administrators): the list, one user, saving (creating, editing, approving an
// access request) and disabling. Nothing may leave the extranet without an active administrator.

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

/** E-mails an approved access request a link to choose a password (a recovery token). */
async function sendApproval(
  deps: AppDeps,
  user: { id: number; nombre: string; usuario: string; correo: string },
) {
  const token = randomBytes(32).toString('base64url');
  await deps.db.insert(recuperacionesClave).values({
    idUsuario: user.id,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    caducidad: new Date(deps.clock().getTime() + 30 * 60_000),
  });
  const base = deps.env.publicUrl ?? `http://localhost:${deps.env.port}`;
  await sendMail(deps, {
    to: user.correo,
    subject: 'Your extranet access has been approved',
    text: [
      `Hello ${user.nombre},`,
      '',
      `Your access request was approved. Your user name is "${user.usuario}".`,
      'Choose your password within 30 minutes with this link (afterwards, use "Forgot password"):',
      '',
      `${base}/reset-password?token=${token}`,
    ].join('\n'),
  });
}

/**
 * Creates or updates a user. A password change or a disabled account revokes the user's tokens;
 * approving an access request without a password e-mails a link to choose one.
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
    if (body.id === undefined) {
      const [created] = await tx
        .insert(usuarios)
        .values({ ...common, claveHash: claveHash!, estado: body.activo ? 'ACTIVO' : 'BAJA' })
        .returning({ id: usuarios.id });
      return { id: created!.id, approved: false, disabled: false };
    }
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
    return {
      id: body.id,
      approved:
        before.estado === 'PENDIENTE' && estado === 'ACTIVO' && !before.claveHash && claveHash === undefined,
      disabled: before.estado === 'ACTIVO' && estado === 'BAJA',
    };
  });
  if (result.disabled)
    await audit(c, 'USER_DISABLED', { idUsuario: result.id, usuario: body.usuario }, `by ${admin.usuario}`);
  if (result.approved)
    await sendApproval(deps, {
      id: result.id,
      nombre: body.nombre,
      usuario: body.usuario,
      correo: body.correo,
    });
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
    const [row] = await tx
      .update(usuarios)
      .set({ estado: 'BAJA', tokensValidosDesde: deps.clock() })
      .where(eq(usuarios.id, idUsuario))
      .returning({ id: usuarios.id, usuario: usuarios.usuario });
    if (!row) throw notFound('user');
    await assertAnAdministratorRemains(tx);
    return row;
  });
  await audit(c, 'USER_DISABLED', { idUsuario: target.id, usuario: target.usuario }, `by ${admin.usuario}`);
  return { id: target.id, eliminado: true } as const;
}

/** 404 unless the user exists. */
export async function userMustExist(db: Db, idUsuario: number): Promise<void> {
  const [row] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, idUsuario));
  found(row, 'user');
}
