import { asc, eq, ilike, inArray, or } from 'drizzle-orm';
import { audit } from '../../audit';
import { invalid } from '../../core/errors';
import type { SessionUser } from '../../core/session-user';
import type { Db } from '../../db/client';
import { clientes, usuarioCliente, usuarios } from '../../db/schema/index';
import { type AppContext, requestOrigin } from '../../http/context';
import { found } from '../../http/scope';

// Customer accounts and which of them each user may see (administrators).

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Customers whose code or name contains `busqueda` (`*`: all), by name, at most 200. */
export function buscarClientes(db: Db, busqueda: string) {
  const text = busqueda.trim();
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
}

/** The user's customer assignments, by customer name. */
export async function asignaciones(db: Db, idUsuario: number) {
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

export async function clientesAsignados(db: Db, idUsuario: number) {
  await userMustExist(db, idUsuario);
  return asignaciones(db, idUsuario);
}

/** The ids of the customers assigned to a user, ascending (the audit log's before and after). */
export async function idsClientesDe(db: Db, idUsuario: number): Promise<number[]> {
  const rows = await db
    .select({ idCliente: usuarioCliente.idCliente })
    .from(usuarioCliente)
    .where(eq(usuarioCliente.idUsuario, idUsuario))
    .orderBy(asc(usuarioCliente.idCliente));
  return rows.map((row) => row.idCliente);
}

/** Adds customer accounts to a user (those already assigned stay); refuses an id that is no customer. */
export async function assignCustomers(
  tx: Db,
  idUsuario: number,
  idsClientes: readonly number[],
): Promise<void> {
  const wanted = [...new Set(idsClientes)];
  const existing = await tx.select({ id: clientes.id }).from(clientes).where(inArray(clientes.id, wanted));
  const missing = wanted.filter((id) => !existing.some((row) => row.id === id));
  if (missing.length) throw invalid('idsClientes', `customer ${missing.join(', ')} does not exist`);
  await tx
    .insert(usuarioCliente)
    .values(wanted.map((idCliente) => ({ idUsuario, idCliente })))
    .onConflictDoNothing();
}

/** Adds assignments (those already there stay); every customer must exist. Audited with before and after. */
export async function asignarClientes(
  c: AppContext,
  db: Db,
  admin: SessionUser,
  idUsuario: number,
  idsClientes: readonly number[],
) {
  const { antes, despues, rows } = await db.transaction(async (tx) => {
    await userMustExist(tx, idUsuario);
    const antes = await idsClientesDe(tx, idUsuario);
    await assignCustomers(tx, idUsuario, idsClientes);
    return { antes, despues: await idsClientesDe(tx, idUsuario), rows: await asignaciones(tx, idUsuario) };
  });
  if (despues.length !== antes.length)
    await audit({
      ...requestOrigin(c),
      event: 'USER_CUSTOMERS_CHANGED',
      who: { idUsuario: admin.id, usuario: admin.usuario },
      detail: `customers of user ${idUsuario}: ${despues.length - antes.length} added`,
      entidad: 'usuario',
      idEntidad: String(idUsuario),
      antes: { idsClientes: antes },
      despues: { idsClientes: despues },
    });
  return rows;
}

/** Removes one assignment by its id. Audited with the user's customers before and after. */
export async function designarCliente(c: AppContext, db: Db, admin: SessionUser, idAsignacion: number) {
  const { row, antes, despues } = await db.transaction(async (tx) => {
    const [assignment] = await tx
      .select({ idUsuario: usuarioCliente.idUsuario })
      .from(usuarioCliente)
      .where(eq(usuarioCliente.id, idAsignacion));
    const antes = assignment ? await idsClientesDe(tx, assignment.idUsuario) : [];
    const [row] = await tx
      .delete(usuarioCliente)
      .where(eq(usuarioCliente.id, idAsignacion))
      .returning({ id: usuarioCliente.id, idUsuario: usuarioCliente.idUsuario });
    const despues = row ? await idsClientesDe(tx, row.idUsuario) : [];
    return { row, antes, despues };
  });
  const { idUsuario } = found(row, 'assignment');
  await audit({
    ...requestOrigin(c),
    event: 'USER_CUSTOMERS_CHANGED',
    who: { idUsuario: admin.id, usuario: admin.usuario },
    detail: `customers of user ${idUsuario}: 1 removed`,
    entidad: 'usuario',
    idEntidad: String(idUsuario),
    antes: { idsClientes: antes },
    despues: { idsClientes: despues },
  });
  return { id: idAsignacion, eliminado: true } as const;
}

/** 404 unless the user exists. */
async function userMustExist(db: Db, idUsuario: number): Promise<void> {
  const [row] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, idUsuario));
  found(row, 'user');
}
