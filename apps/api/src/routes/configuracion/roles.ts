import type { GuardarRol } from '@extranet/sdk/schemas';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { permisosOf } from '../../auth/session';
import { ApiError, conflict, notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { roles, usuarios } from '../../db/schema/index';
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

/** Creates or updates a role; names are unique regardless of case. */
export const guardarRol = (db: Db, body: GuardarRol): Promise<{ id: number }> =>
  db.transaction(async (tx) => {
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

/** Deletes a role nobody holds; a role in use is refused (409 ROLE_IN_USE) naming its holders. */
export const eliminarRol = (db: Db, idRol: number) =>
  db.transaction(async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, idRol));
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
    return { id: idRol, eliminado: true } as const;
  });
