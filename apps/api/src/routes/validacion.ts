import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { audit } from '../audit';
import { checkNewPassword, hashPassword, verifyPassword } from '../auth/password';
import { addressHash, secondsUntil } from '../auth/rate-limit';
import { issueToken, revokeTokens } from '../auth/session';
import { beginSignIn } from '../auth/sign-in-guard';
import type { AppDeps } from '../core/deps';
import { ApiError, invalid, rateLimited, unauthorized } from '../core/errors';
import { recuperacionesClave, roles, usuarios } from '../db/schema/index';
import { type AppContext, clientIp, requestOrigin } from '../http/context';
import { defineController } from '../http/controller';
import { MINUTE_MS } from '../lib/time';
import { linkBase } from '../mail/invitations';
import { sendMail } from '../mail/outbox';
import { RECOVERY_MINUTES, recoveryMessage } from '../mail/recovery';

/** Recovery and access requests: per client address and window, and recovery e-mails per address. */
const LIMIT_WINDOW_MS = 15 * MINUTE_MS;
const REQUESTS_PER_CLIENT = 20;
const RECOVERY_MAILS_PER_ADDRESS = 3;

/** 429 once the caller's address made REQUESTS_PER_CLIENT requests of this kind in the window. */
async function limitPerAddress(c: AppContext, kind: 'recovery' | 'signup'): Promise<void> {
  const { limits, env, clock } = c.get('deps');
  const key = `${kind}-address:${addressHash(env.jwtSecret, clientIp(c))}`;
  const { count, resetAt } = await limits.count(key, LIMIT_WINDOW_MS);
  if (count > REQUESTS_PER_CLIENT) throw rateLimited(secondsUntil(resetAt, clock()));
}

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
const lower = (value: string): string => value.trim().toLowerCase();

/** Runs `work`, then waits until `minMs` have passed, so both branches of a lookup take as long. */
async function withMinimumDuration<T>(minMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = minMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}

/** Sign-in, renewal, sign-out, password recovery and change, access requests. */
export const validacionController = defineController('validacion', {
  login: async ({ body, c, db, deps }) => {
    const [row] = await db
      .select({ user: usuarios, isAdmin: roles.isAdmin })
      .from(usuarios)
      .innerJoin(roles, eq(roles.id, usuarios.idRol))
      .where(eq(sql`lower(${usuarios.usuario})`, lower(body.usuario)));
    const attempt = await beginSignIn(requestOrigin(c), lower(body.usuario), row?.user.id);
    try {
      // Unknown users are checked against a decoy hash: same work, same answer.
      const passwordOk = await verifyPassword(body.clave, row?.user.claveHash ?? null, deps.env.scryptLogN);
      if (!row || !passwordOk) {
        await audit({
          ...requestOrigin(c),
          event: 'LOGIN_FAILED',
          who: { idUsuario: row?.user.id, usuario: body.usuario },
        });
        throw unauthorized('INVALID_CREDENTIALS', 'Wrong user name or password');
      }
      await attempt.succeeded(row.user.id);
    } finally {
      attempt.finished();
    }
    if (row.user.estado !== 'ACTIVO') {
      await audit({
        ...requestOrigin(c),
        event: 'LOGIN_FAILED',
        who: { idUsuario: row.user.id, usuario: body.usuario },
        detail: row.user.estado,
      });
      throw new ApiError(403, 'ACCOUNT_DISABLED', 'This account is not active; contact your administrator');
    }
    await db.update(usuarios).set({ ultimoAcceso: deps.clock() }).where(eq(usuarios.id, row.user.id));
    await audit({
      ...requestOrigin(c),
      event: 'LOGIN_OK',
      who: { idUsuario: row.user.id, usuario: row.user.usuario },
    });
    return { token: await issueToken(deps, { ...row.user, isAdmin: row.isAdmin }) };
  },

  renovarToken: async ({ user, deps }) => ({ token: await issueToken(deps, user, user.claims.auth_time) }),

  cerrarSesion: async ({ user, db, deps, c }) => {
    await revokeTokens(db, user.id, deps.clock());
    await audit({ ...requestOrigin(c), event: 'LOGOUT', who: { idUsuario: user.id, usuario: user.usuario } });
    return { ok: true } as const;
  },

  recuperarContrasena: async ({ query, c, db, deps }) => {
    await limitPerAddress(c, 'recovery');
    await withMinimumDuration(deps.env.recoveryMinMs, async () => {
      const correo = lower(query.correo);
      const perAddress = await deps.limits.count(`recovery-mail:${correo}`, LIMIT_WINDOW_MS);
      if (perAddress.count > RECOVERY_MAILS_PER_ADDRESS) {
        deps.log.warn(`[recovery] too many requests for one address; no e-mail sent`);
        return;
      }
      const accounts = await db
        .select({
          id: usuarios.id,
          usuario: usuarios.usuario,
          nombre: usuarios.nombre,
          correo: usuarios.correo,
          idioma: usuarios.idioma,
        })
        .from(usuarios)
        .where(and(eq(sql`lower(${usuarios.correo})`, correo), eq(usuarios.estado, 'ACTIVO')));
      for (const account of accounts) {
        const token = randomBytes(32).toString('base64url');
        const caducidad = new Date(deps.clock().getTime() + RECOVERY_MINUTES * MINUTE_MS);
        await db
          .insert(recuperacionesClave)
          .values({ idUsuario: account.id, tokenHash: sha256(token), caducidad });
        const link = `${linkBase(deps)}/reset-password?token=${token}`;
        await sendMail(deps, recoveryMessage(account, link));
        await audit({
          ...requestOrigin(c),
          event: 'RECOVERY_REQUESTED',
          who: { idUsuario: account.id, usuario: account.usuario },
        });
      }
    });
    return { enviado: true } as const;
  },

  obtenerUsuarioCodigoRecuperacion: async ({ query, db, deps }) => {
    const row = await findRecovery(deps, db, query.token);
    return { usuario: row.usuario, nombre: row.nombre, caducidad: row.caducidad.toISOString() };
  },

  cambiarContrasena: async ({ body, user, db, deps, c }) => {
    if (body.token !== undefined) {
      const recovery = await findRecovery(deps, db, body.token);
      checkNewPassword(body.claveNueva, 'claveNueva', recovery);
      const claveHash = await hashPassword(body.claveNueva, deps.env.scryptLogN);
      await db.transaction(async (tx) => {
        const consumed = await tx
          .update(recuperacionesClave)
          .set({ usado: deps.clock() })
          .where(and(eq(recuperacionesClave.id, recovery.id), isNull(recuperacionesClave.usado)))
          .returning({ id: recuperacionesClave.id });
        if (consumed.length === 0) throw invalid('token', 'was already used', 'RECOVERY_TOKEN_USED');
        // Every other outstanding link of this user dies with it.
        await tx
          .update(recuperacionesClave)
          .set({ usado: deps.clock() })
          .where(
            and(eq(recuperacionesClave.idUsuario, recovery.idUsuario), isNull(recuperacionesClave.usado)),
          );
        await tx
          .update(usuarios)
          .set({ claveHash, tokensValidosDesde: deps.clock() })
          .where(eq(usuarios.id, recovery.idUsuario));
      });
      await audit({
        ...requestOrigin(c),
        event: 'PASSWORD_CHANGED',
        who: { idUsuario: recovery.idUsuario, usuario: recovery.usuario },
        detail: 'recovery',
      });
      return { ok: true } as const;
    }
    if (!user) throw invalid('token', 'is required (or sign in and give claveActual)');
    if (body.claveActual === undefined) throw invalid('claveActual', 'is required');
    const attempt = await beginSignIn(requestOrigin(c), lower(user.usuario), user.id);
    try {
      const [current] = await db
        .select({ claveHash: usuarios.claveHash })
        .from(usuarios)
        .where(eq(usuarios.id, user.id));
      if (!(await verifyPassword(body.claveActual, current?.claveHash ?? null, deps.env.scryptLogN))) {
        await audit({
          ...requestOrigin(c),
          event: 'LOGIN_FAILED',
          who: { idUsuario: user.id, usuario: user.usuario },
          detail: 'change password',
        });
        throw invalid('claveActual', 'is not the current password', 'INVALID_PASSWORD');
      }
      await attempt.succeeded(user.id);
    } finally {
      attempt.finished();
    }
    if (body.claveNueva === body.claveActual)
      throw invalid('claveNueva', 'must differ from the current password', 'PASSWORD_UNCHANGED');
    checkNewPassword(body.claveNueva, 'claveNueva', user);
    const claveHash = await hashPassword(body.claveNueva, deps.env.scryptLogN);
    await db
      .update(usuarios)
      .set({ claveHash, tokensValidosDesde: deps.clock() })
      .where(eq(usuarios.id, user.id));
    await audit({
      ...requestOrigin(c),
      event: 'PASSWORD_CHANGED',
      who: { idUsuario: user.id, usuario: user.usuario },
      detail: 'signed in',
    });
    return { ok: true } as const;
  },

  solicitarAcceso: async ({ body, c, db, deps }) => {
    await limitPerAddress(c, 'signup');
    await withMinimumDuration(deps.env.recoveryMinMs, async () => {
      const correo = lower(body.correo);
      const [existing] = await db
        .select({ id: usuarios.id })
        .from(usuarios)
        .where(eq(sql`lower(${usuarios.correo})`, correo))
        .limit(1);
      // Same answer for a known address: the form must not reveal who has an account.
      if (existing) {
        deps.log.info('[signup] access request for an address that already has a user; nothing created');
        return;
      }
      const created = await db.transaction(async (tx) => {
        const usuario = await freeUserName(tx, correo);
        const idRol = await roleWithoutAccess(tx);
        const [row] = await tx
          .insert(usuarios)
          .values({
            usuario,
            nombre: body.nombre,
            correo,
            claveHash: null,
            idRol,
            estado: 'PENDIENTE',
            empresa: body.empresa,
            telefono: body.telefono ?? null,
            comentario: body.comentario ?? null,
            idioma: body.idioma ?? null,
          })
          .returning({ id: usuarios.id, usuario: usuarios.usuario });
        return row!;
      });
      await audit({
        ...requestOrigin(c),
        event: 'ACCESS_REQUESTED',
        who: { idUsuario: created.id, usuario: created.usuario },
      });
      const admins = await db
        .select({ correo: usuarios.correo })
        .from(usuarios)
        .innerJoin(roles, eq(roles.id, usuarios.idRol))
        .where(and(eq(roles.isAdmin, true), eq(usuarios.estado, 'ACTIVO')));
      for (const admin of admins) {
        await sendMail(deps, {
          to: admin.correo,
          subject: `Access request: ${body.nombre} (${body.empresa})`,
          text: [
            `${body.nombre} of ${body.empresa} <${correo}> asks for access to the extranet.`,
            body.comentario ? `\nComment: ${body.comentario}\n` : '',
            `Approve or refuse the pending user "${created.usuario}" in user management:`,
            `${linkBase(deps)}/user-management`,
          ].join('\n'),
        });
      }
    });
    return { recibida: true } as const;
  },
});

/**
 * The user of a valid, unused recovery (or invitation) token. A token that was used or has expired
 * says so (`RECOVERY_TOKEN_USED`, `RECOVERY_TOKEN_EXPIRED`), so the page can tell the person what
 * to do; an unknown token, or one of an account that is no longer active, is `INVALID_RECOVERY_TOKEN`.
 * Telling them apart reveals nothing: only the holder of a 256-bit token can ask.
 */
async function findRecovery(deps: AppDeps, db: AppDeps['db'], token: string) {
  const [row] = await db
    .select({
      id: recuperacionesClave.id,
      idUsuario: usuarios.id,
      usuario: usuarios.usuario,
      nombre: usuarios.nombre,
      correo: usuarios.correo,
      caducidad: recuperacionesClave.caducidad,
      usado: recuperacionesClave.usado,
      estado: usuarios.estado,
    })
    .from(recuperacionesClave)
    .innerJoin(usuarios, eq(usuarios.id, recuperacionesClave.idUsuario))
    .where(eq(recuperacionesClave.tokenHash, sha256(token)));
  if (row?.estado !== 'ACTIVO') throw invalid('token', 'is invalid or has expired', 'INVALID_RECOVERY_TOKEN');
  if (row.usado) throw invalid('token', 'was already used', 'RECOVERY_TOKEN_USED');
  if (row.caducidad.getTime() <= deps.clock().getTime())
    throw invalid('token', 'has expired', 'RECOVERY_TOKEN_EXPIRED');
  return row;
}

/** `ana.lopez@acme.com` → `ana.lopez`, or `ana.lopez2`… when taken (user names are unique, case-insensitive). */
async function freeUserName(db: AppDeps['db'], correo: string): Promise<string> {
  const base = (correo.split('@')[0] ?? '')
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, 40)
    .padEnd(3, '0');
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}${suffix}`;
    const [taken] = await db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(sql`lower(${usuarios.usuario})`, candidate))
      .limit(1);
    if (!taken) return candidate;
  }
}

/** Pending users hold a role without any flag until an administrator gives them one. */
async function roleWithoutAccess(db: AppDeps['db']): Promise<number> {
  const noFlag = sql`not (${sql.join(
    [
      roles.isAdmin,
      roles.accesoPartidas,
      roles.accesoDossieres,
      roles.accesoStock,
      roles.accesoMovimientosAlmacen,
      roles.accesoDistribucion,
      roles.accesoSolicitudTransporte,
      roles.accesoSolicitudEnvio,
      roles.accesoSimuladorTarifas,
      roles.accesoSolicitudSuministros,
      roles.accesoEstadoEnvios,
      roles.accesoEstadoCuentas,
      roles.accesoPowerBI,
    ],
    sql` or `,
  )})`;
  const [existing] = await db.select({ id: roles.id }).from(roles).where(noFlag).orderBy(roles.id).limit(1);
  if (existing) return existing.id;
  const [created] = await db
    .insert(roles)
    .values({ nombre: 'Sin acceso', descripcion: 'Access requests awaiting approval' })
    .onConflictDoNothing()
    .returning({ id: roles.id });
  if (created) return created.id;
  throw new ApiError(500, 'INTERNAL', 'No role for access requests');
}
