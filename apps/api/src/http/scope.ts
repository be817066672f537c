import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SessionUser } from './context';
import { notFound } from './errors';

// Customer scoping: every data call returns only rows of the customer accounts assigned to the
// caller (administrators: all). Another customer's record answers 404, as if it did not exist.

/**
 * A `where` condition keeping `column` (a customer id) to the caller's customers, for `and(…)`:
 * undefined for administrators (no restriction), always-false for a user with no customer.
 */
export function inClienteScope(column: AnyPgColumn, user: SessionUser): SQL | undefined {
  if (user.cuenta !== null) return eq(column, user.cuenta);
  if (user.isAdmin) return undefined;
  if (user.clienteIds.length === 0) return sql`false`;
  return inArray(column, [...user.clienteIds]);
}

/** True when the caller may see records of customer `idCliente`. */
export const canSeeCliente = (user: SessionUser, idCliente: number | null | undefined): boolean =>
  idCliente !== null &&
  idCliente !== undefined &&
  (user.cuenta !== null ? idCliente === user.cuenta : user.isAdmin || user.clienteIds.includes(idCliente));

/** 404 unless the caller may see customer `idCliente` (validate ids taken from query or body). */
export function assertCliente(
  user: SessionUser,
  idCliente: number | null | undefined,
  what = 'customer',
): void {
  if (!canSeeCliente(user, idCliente)) throw notFound(what);
}

/** The row, or 404 when it does not exist. */
export function found<T>(row: T | undefined | null, what = 'record'): T {
  if (row === undefined || row === null) throw notFound(what);
  return row;
}

/** The row when it exists and belongs to one of the caller's customers; 404 otherwise (both cases alike). */
export function ownedByCliente<T extends { idCliente: number | null }>(
  row: T | undefined | null,
  user: SessionUser,
  what = 'record',
): T {
  if (!row || !canSeeCliente(user, row.idCliente)) throw notFound(what);
  return row;
}
