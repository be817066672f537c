import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../core/errors';
import type { SessionUser } from '../core/session-user';
import type { Db } from '../db/client';

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

/** A table of customer records as a period list reads it: its id, customer and date columns. */
export interface DatedRecords {
  table: PgTable;
  /** The list's id: what `rows(ids)` of the list reads by. */
  id: AnyPgColumn<{ data: number; notNull: true }>;
  idCliente: AnyPgColumn;
  /** The date the period bounds. */
  fecha: AnyPgColumn;
}

/**
 * The `ids` step of a period list (`pagedList`, src/http/list.ts): the ids of the caller's
 * customers' records dated `from` to `to` (both included; `YYYY-MM-DD` days for a date column),
 * newest first and, on one date, highest id first.
 */
export const idsInPeriod =
  (
    db: Db,
    user: SessionUser,
    { table, id, idCliente, fecha }: DatedRecords,
    from: Date | string,
    to: Date | string,
  ) =>
  (limit: number): Promise<{ id: number }[]> =>
    db
      .select({ id })
      .from(table)
      .where(and(inClienteScope(idCliente, user), gte(fecha, from), lte(fecha, to)))
      .orderBy(desc(fecha), desc(id))
      .limit(limit);
