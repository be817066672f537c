import type { GuardarRol } from '@extranet/sdk/schemas';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { audit } from '../../audit';
import { permisosOf } from '../../auth/session';
import { ApiError, conflict, notFound } from '../../core/errors';
import type { SessionUser } from '../../core/session-user';
import type { Db } from '../../db/client';
import { roles, usuarios } from '../../db/schema/index';
import { type AppContext, requestOrigin } from '../../http/context';
import { found } from '../../http/scope';
import { assertAnAdministratorRemains } from './usuarios';

// Roles (administrators): a role is a name and its permission flags; users get their flags from it
// on every call, so changing a role needs no new token.

/** Roles with the number of users of each, by name. */
async function selectRoles(db: Db, where?: SQL) {
  const rows = await db
    .select({ role: roles, usuarios: sql<number>`count(${usuarios.id})::int` })
    .from(roles)
    .leftJoin(usuarios, eq(usuarios.idRol, roles.id))
    .where(where)
    .groupBy(roles.id)
    .orderBy(asc(roles.nombre));
  return rows.map(({ role, usuarios: total }) => ({
    id: role.id,
    nombre: role.nombre,
    descripcion: role.descripcion,
    permisos: permisosOf(role),
    usuarios: total,
  }));
}

export const rolesResumen = (db: Db) => selectRoles(db);

export const rolDetalle = async (db: Db, idRol: number) =>
  found((await selectRoles(db, eq(roles.id, idRol)))[0], 'role');

const auditado = (role: typeof roles.$inferSelect) => ({
  nombre: role.nombre,
  descripcion: role.descripcion,
  permisos: permisosOf(role),
});

/** Creates or updates a role; names are unique regardless of case. Audited with before and after. */
export async function guardarRol(
  c: AppContext,
  db: Db,
  admin: SessionUser,
  body: GuardarRol,
): Promise<{ id: number }> {
  const { id, antes, despues } = await db.transaction(async (tx) => {
    const values = { nombre: body.nombre, descripcion: body.descripcion ?? null, ...body.permisos };
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
      const [created] = await tx.insert(roles).values(values).returning();
      return { id: created!.id, antes: null, despues: auditado(created!) };
    }
    const [before] = await tx.select().from(roles).where(eq(roles.id, body.id));
    if (!before) throw notFound('role');
    const [updated] = await tx.update(roles).set(values).where(eq(roles.id, body.id)).returning();
    await assertAnAdministratorRemains(tx);
    return { id: body.id, antes: auditado(before), despues: auditado(updated!) };
  });
  await audit({
    ...requestOrigin(c),
    event: antes ? 'ROLE_CHANGED' : 'ROLE_CREATED',
    who: { idUsuario: admin.id, usuario: admin.usuario },
    detail: `role ${body.nombre}`,
    entidad: 'rol',
    idEntidad: String(id),
    antes: antes ?? undefined,
    despues,
  });
  return { id };
}

/** Deletes a role nobody holds; a role in use is refused (409 ROLE_IN_USE) naming its holders. */
export async function eliminarRol(c: AppContext, db: Db, admin: SessionUser, idRol: number) {
  const role = await db.transaction(async (tx) => {
    const [role] = await tx.select().from(roles).where(eq(roles.id, idRol));
    found(role, 'role');
    const holders = await tx
      .select({ id: usuarios.id, usuario: usuarios.usuario, nombre: usuarios.nombre })
      .from(usuarios)
      .where(eq(usuarios.idRol, idRol))
      .orderBy(asc(usuarios.usuario));
    if (holders.length > 0) {
      const names = holders.map((holder) => holder.usuario).join(', ');
      throw new ApiError(409, 'ROLE_IN_USE', `The role is held by ${holders.length} user(s): ${names}`, {
        details: { usuarios: holders },
      });
    }
    await tx.delete(roles).where(eq(roles.id, idRol));
    return role!;
  });
  await audit({
    ...requestOrigin(c),
    event: 'ROLE_DELETED',
    who: { idUsuario: admin.id, usuario: admin.usuario },
    detail: `role ${role.nombre}`,
    entidad: 'rol',
    idEntidad: String(idRol),
    antes: auditado(role),
  });
  return { id: idRol, eliminado: true } as const;
}
