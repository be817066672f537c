import { PERMISOS, type Permisos } from '@extranet/sdk/schemas';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../core/deps';
import { forbidden, invalid, unauthorized } from '../core/errors';
import type { SessionUser } from '../core/session-user';
import type { Db } from '../db/client';
import { preparedFor } from '../db/prepared';
import { ReadCache } from '../db/read-cache';
import { clientes, roles, usuarioCliente, usuarios } from '../db/schema/index';
import { ISSUER, signToken, TokenError, verifyToken } from './jwt';

type RoleRow = typeof roles.$inferSelect;

export const permisosOf = (role: Pick<RoleRow, keyof Permisos>): Permisos =>
  Object.fromEntries(PERMISOS.map((flag) => [flag, role[flag]])) as Permisos;

/**
 * A token for `user`: idle lifetime from now, never past the absolute lifetime counted from the
 * password sign-in (`authTime`, seconds), which renewals carry over.
 */
export function issueToken(
  deps: Pick<AppDeps, 'env' | 'clock'>,
  user: { id: number; usuario: string; isAdmin: boolean },
  authTime?: number,
): Promise<string> {
  const nowMs = deps.clock().getTime();
  const now = Math.floor(nowMs / 1000);
  const signedInAt = authTime ?? now;
  return signToken(
    {
      sub: String(user.id),
      usuario: user.usuario,
      role: user.isAdmin ? 'Administrator' : 'User',
      iat: now,
      iat_ms: nowMs,
      exp: Math.min(now + deps.env.idleMinutes * 60, signedInAt + deps.env.absoluteHours * 3600),
      auth_time: signedInAt,
      iss: ISSUER,
    },
    deps.env.jwtSecret,
  );
}

/** What a request's caller is read from: the user, the role's flags and the customer ids, one row. */
function sessionQuery(db: Db) {
  const permisoColumns = Object.fromEntries(PERMISOS.map((flag) => [flag, roles[flag]])) as {
    [K in (typeof PERMISOS)[number]]: (typeof roles)[K];
  };
  return db
    .select({
      id: usuarios.id,
      usuario: usuarios.usuario,
      nombre: usuarios.nombre,
      correo: usuarios.correo,
      estado: usuarios.estado,
      idioma: usuarios.idioma,
      tokensValidosDesde: usuarios.tokensValidosDesde,
      idRol: roles.id,
      ...permisoColumns, // isAdmin among them
      // The customer accounts the user may see; administrators see every customer.
      clienteIds: sql<number[]>`case when ${roles.isAdmin}
        then array(select ${clientes.id} from ${clientes} order by 1)
        else array(select ${usuarioCliente.idCliente} from ${usuarioCliente}
          where ${usuarioCliente.idUsuario} = ${usuarios.id} order by 1) end`,
    })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.idRol))
    .where(eq(usuarios.id, sql.placeholder('id')))
    .prepare('session_user');
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['execute']>>[number];

/**
 * The caller's row, read with one prepared statement (built, and on PostgreSQL planned, once per
 * database): the user with the role and the customer ids. On PostgreSQL on every request, so
 * sign-out, disabling, a role or customer change apply at once in every process. On PGlite this
 * process is the only writer: the row is kept until any statement changes data (src/db/read-cache.ts),
 * so the same changes apply at once there too, and most calls skip the query.
 */
const sessionQueryOf = preparedFor(sessionQuery);
const sessionRows = new ReadCache<number, SessionRow | undefined>({ entries: 1_000 });
function readSession(db: Db, idUsuario: number): Promise<SessionRow | undefined> {
  return sessionRows.get(db, idUsuario, async () => {
    const [row] = await sessionQueryOf(db).execute({ id: idUsuario });
    return row;
  });
}

/** What a request says about its caller (http/controller.ts reads them from the headers). */
export interface Credentials {
  /** The Authorization header. */
  authorization: string | undefined;
  /** The customer account the caller chose (the X-Customer-Account header). */
  account: string | undefined;
}

/**
 * The caller of a request: null without an Authorization header; 401 for a malformed, expired or
 * revoked token, or a user who is no longer active.
 */
export async function authenticate(
  deps: Pick<AppDeps, 'db' | 'env' | 'clock'>,
  { authorization, account }: Credentials,
): Promise<SessionUser | null> {
  if (!authorization) return null;
  const match = /^Bearer +([^\s]+)$/i.exec(authorization);
  if (!match) throw unauthorized('INVALID_TOKEN', 'The Authorization header must be "Bearer <token>"');
  const { db, env, clock } = deps;
  const nowMs = clock().getTime();
  let claims: SessionUser['claims'];
  try {
    claims = await verifyToken(match[1]!, env.jwtSecret, nowMs);
  } catch (error) {
    if (error instanceof TokenError && error.reason === 'EXPIRED') {
      throw unauthorized('TOKEN_EXPIRED', 'The session has expired; sign in again');
    }
    throw unauthorized('INVALID_TOKEN', 'The token is not valid; sign in again');
  }
  if ((claims.auth_time + env.absoluteHours * 3600) * 1000 <= nowMs) {
    throw unauthorized('TOKEN_EXPIRED', 'The session has expired; sign in again');
  }
  const row = await readSession(db, Number(claims.sub));
  const revoked = !!row?.tokensValidosDesde && claims.iat_ms < row.tokensValidosDesde.getTime();
  if (row?.estado !== 'ACTIVO' || revoked) {
    throw unauthorized('TOKEN_REVOKED', 'The session was closed; sign in again');
  }
  const { isAdmin, clienteIds } = row;
  return {
    id: row.id,
    usuario: row.usuario,
    nombre: row.nombre,
    correo: row.correo,
    idRol: row.idRol,
    rol: isAdmin ? 'Administrator' : 'User',
    isAdmin,
    permisos: permisosOf(row),
    idioma: row.idioma ?? null,
    clienteIds,
    cuenta: chosenAccount(account, isAdmin, clienteIds),
    claims,
  };
}

/**
 * The account a request is narrowed to: none without the header; a 400 naming the header when it
 * is not an id; a 403 when the account is not one of the caller's (administrators may choose any).
 */
function chosenAccount(
  value: string | undefined,
  isAdmin: boolean,
  clienteIds: readonly number[],
): number | null {
  if (value === undefined || value === '') return null;
  const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(id <= 2_147_483_647)) throw invalid('X-Customer-Account', 'must be a customer account id');
  if (!isAdmin && !clienteIds.includes(id)) throw forbidden('This customer account is not assigned to you');
  return id;
}

/** Revokes every token of a user issued before now (logout, password change, disabling). */
export async function revokeTokens(db: Db, idUsuario: number, now: Date): Promise<void> {
  await db.update(usuarios).set({ tokensValidosDesde: now }).where(eq(usuarios.id, idUsuario));
}
