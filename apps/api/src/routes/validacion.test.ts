import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../auth/jwt';
import { correosSalientes, usuarios } from '../db/schema/index';
import { flushMail } from '../mail/outbox';
import { createTestApi, rejection, type TestApi } from '../testing/harness';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
const linkToken = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1] ?? '';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: 'core' });
});
afterAll(async () => {
  await api?.close();
});

/** A fresh active user (so password changes do not disturb the demo accounts). */
async function newUser(usuario: string, clave = 'Ribera-del-Duero-77', idioma?: 'en' | 'es') {
  const { client: admin } = await api.signIn('admin');
  const roles = await admin.configuracion.obtenerRoles();
  const idRol = roles.find((role) => role.nombre === 'Cliente (todas las áreas)')!.id;
  const correo = `${usuario}@cliente.example`;
  const { id } = await admin.configuracion.guardarUsuario({
    body: {
      usuario,
      nombre: `Test ${usuario}`,
      correo,
      idRol,
      activo: true,
      clave,
      ...(idioma && { idioma }),
    },
  });
  return { id, usuario, clave, correo };
}

describe('sign-in', () => {
  it('issues an HS256 JWT with the user id, role, user name and expiry in seconds', async () => {
    const { token } = await api.anonymous.validacion.login({ body: { usuario: 'demo', clave: 'Demo#2026' } });
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8'));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = claimsOf(token);
    const [demo] = await api.db.select().from(usuarios).where(eq(usuarios.usuario, 'demo'));
    expect(claims).toMatchObject({ sub: String(demo!.id), usuario: 'demo', role: 'User' });
    const now = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(now + 29 * 60);
    expect(claims.exp).toBeLessThanOrEqual(now + 30 * 60 + 1);
    expect(Number.isInteger(claims.exp)).toBe(true);
    const admin = claimsOf((await api.signIn('admin')).token);
    expect(admin.role).toBe('Administrator');
  });

  it('accepts the user name in any case and records the last access', async () => {
    const { client } = await api.signIn('DEMO', 'Demo#2026');
    expect((await client.configuracion.obtenerPerfil()).usuario).toBe('demo');
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const wrong = await rejection(
      api.anonymous.validacion.login({ body: { usuario: 'admin', clave: 'nope-nope' } }),
    );
    const unknown = await rejection(
      api.anonymous.validacion.login({ body: { usuario: 'nobody-here', clave: 'nope-nope' } }),
    );
    expect(wrong).toEqual({ ...unknown, field: undefined });
    expect(wrong).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
  });

  it('names the missing field', async () => {
    const response = await api.request('/api/Validacion', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clave: 'x' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'VALIDATION',
      message: 'usuario: is required',
      field: 'usuario',
    });
  });

  it('refuses pending access requests (they have no password)', async () => {
    const result = await rejection(
      api.anonymous.validacion.login({ body: { usuario: 'ana.beltran', clave: 'anything-at-all' } }),
    );
    expect(result.status).toBe(401);
  });

  it('ignores a stale token on public calls', async () => {
    const stale = api.clientWith('not.a.token');
    await expect(
      stale.validacion.login({ body: { usuario: 'demo', clave: 'Demo#2026' } }),
    ).resolves.toHaveProperty('token');
  });
});

describe('tokens', () => {
  it('refuses tampered, unsigned and foreign tokens', async () => {
    const { token } = await api.signIn('demo');
    const [header, payload] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...claimsOf(token), sub: '1', role: 'Administrator' }),
    ).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const foreign = await signToken(
      claimsOf(token) as never,
      Buffer.from('another-secret-another-secret-123'),
    );
    for (const bad of [
      `${header}.${forged}.${token.split('.')[2]}`,
      `${none}.${payload}.`,
      `${none}.${payload}`,
      foreign,
    ]) {
      const result = await rejection(api.clientWith(bad).configuracion.obtenerPerfil());
      expect(result).toMatchObject({ status: 401, code: 'INVALID_TOKEN' });
    }
  });

  it('renews for the same user only, keeping the sign-in time', async () => {
    const { token, client } = await api.signIn('demo');
    api.clock.advance(10 * 60_000);
    const renewed = await client.validacion.renovarToken({ usuario: 'demo' });
    expect(claimsOf(renewed.token).auth_time).toBe(claimsOf(token).auth_time);
    expect(claimsOf(renewed.token).exp as number).toBeGreaterThan(claimsOf(token).exp as number);
    expect(await rejection(client.validacion.renovarToken({ usuario: 'admin' }))).toMatchObject({
      status: 403,
    });
    expect(await rejection(api.anonymous.validacion.renovarToken({ usuario: 'demo' }))).toMatchObject({
      status: 401,
    });
  });

  it('expires after the idle time unless renewed, and never beyond the absolute lifetime', async () => {
    const { token, client } = await api.signIn('tracking');
    api.clock.advance(31 * 60_000);
    expect(await rejection(client.configuracion.obtenerPerfil())).toMatchObject({
      status: 401,
      code: 'TOKEN_EXPIRED',
    });

    let current = (await api.signIn('tracking')).token;
    const signedInAt = claimsOf(current).auth_time as number;
    for (let minutes = 0; minutes < 12 * 60; minutes += 25) {
      api.clock.advance(25 * 60_000);
      try {
        current = (await api.clientWith(current).validacion.renovarToken({ usuario: 'tracking' })).token;
      } catch {
        break;
      }
      expect(claimsOf(current).exp as number).toBeLessThanOrEqual(signedInAt + 12 * 3600);
    }
    api.clock.advance(30 * 60_000);
    expect(await rejection(api.clientWith(current).configuracion.obtenerPerfil())).toMatchObject({
      status: 401,
    });
    expect(token).not.toBe(current);
  });

  it('signs out everywhere: every earlier token is revoked', async () => {
    const first = await api.signIn('demo');
    const second = await api.signIn('demo');
    await expect(first.client.validacion.cerrarSesion()).resolves.toEqual({ ok: true });
    for (const session of [first, second]) {
      expect(await rejection(session.client.configuracion.obtenerPerfil())).toMatchObject({
        status: 401,
        code: 'TOKEN_REVOKED',
      });
    }
    const again = await api.signIn('demo');
    await expect(again.client.configuracion.obtenerPerfil()).resolves.toHaveProperty('usuario', 'demo');
  });
});

describe('password recovery', () => {
  it('mails a single-use link that sets a new password and revokes old tokens', async () => {
    const user = await newUser('recover.me');
    const before = await api.signIn(user.usuario, user.clave);
    api.mailer.sent.length = 0;
    await expect(
      api.anonymous.validacion.recuperarContrasena({ correo: user.correo.toUpperCase() }),
    ).resolves.toEqual({
      enviado: true,
    });
    const mail = api.mailer.sent.find((message) => message.to === user.correo);
    expect(mail?.text).toContain('http://extranet.test/reset-password?token=');
    await flushMail();
    const outbox = await api.db.select().from(correosSalientes).where(eq(correosSalientes.para, user.correo));
    expect(outbox.at(-1)?.enviado).toBeInstanceOf(Date);
    const token = linkToken(mail!.text);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits

    const who = await api.anonymous.validacion.obtenerUsuarioCodigoRecuperacion({ token });
    expect(who).toMatchObject({ usuario: user.usuario, nombre: `Test ${user.usuario}` });
    expect(new Date(who.caducidad).getTime() - api.clock().getTime()).toBeLessThanOrEqual(
      30 * 60_000 + 5_000,
    );

    const weak = await rejection(
      api.anonymous.validacion.cambiarContrasena({ body: { token, claveNueva: 'password123' } }),
    );
    expect(weak).toMatchObject({ status: 400, code: 'WEAK_PASSWORD', field: 'claveNueva' });

    await expect(
      api.anonymous.validacion.cambiarContrasena({ body: { token, claveNueva: 'Nueva-clave-segura-9' } }),
    ).resolves.toEqual({ ok: true });
    expect(await rejection(before.client.configuracion.obtenerPerfil())).toMatchObject({ status: 401 });
    await api.signIn(user.usuario, 'Nueva-clave-segura-9');

    const reused = await rejection(
      api.anonymous.validacion.cambiarContrasena({ body: { token, claveNueva: 'Otra-clave-segura-10' } }),
    );
    expect(reused).toMatchObject({ status: 400, code: 'RECOVERY_TOKEN_USED', field: 'token' });
    expect(
      await rejection(api.anonymous.validacion.obtenerUsuarioCodigoRecuperacion({ token })),
    ).toMatchObject({ status: 400, code: 'RECOVERY_TOKEN_USED', field: 'token' });
    expect(
      await rejection(api.anonymous.validacion.obtenerUsuarioCodigoRecuperacion({ token: 'x'.repeat(43) })),
    ).toMatchObject({ status: 400, code: 'INVALID_RECOVERY_TOKEN', field: 'token' });
  });

  it('answers an unknown address exactly like a known one, no sooner, without sending mail', async () => {
    api.mailer.sent.length = 0;
    const time = async (correo: string) => {
      const started = performance.now();
      const response = await api.request(
        `/api/Validacion/RecuperarContrasena?correo=${encodeURIComponent(correo)}`,
        {
          method: 'POST',
        },
      );
      return { status: response.status, body: await response.text(), ms: performance.now() - started };
    };
    const known = await time('tracking@extranet.example');
    const unknown = await time('nobody@nowhere.example');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toBe(known.body);
    expect(known.ms).toBeGreaterThanOrEqual(api.env.recoveryMinMs - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(api.env.recoveryMinMs - 5);
    expect(api.mailer.sent.map((message) => message.to)).toEqual(['tracking@extranet.example']);
  });

  it("writes the mail in the user's language, English when the user has none", async () => {
    const spanish = await newUser('olvido.es', undefined, 'es');
    const english = await newUser('forgot.en');
    api.mailer.sent.length = 0;
    await api.anonymous.validacion.recuperarContrasena({ correo: spanish.correo });
    await api.anonymous.validacion.recuperarContrasena({ correo: english.correo });
    const [es, en] = [spanish, english].map((u) => api.mailer.sent.find((m) => m.to === u.correo)!);
    expect(es).toMatchObject({ subject: 'Restablecer su contraseña de la extranet' });
    expect(es!.text).toContain('Hola, Test olvido.es:');
    expect(es!.text).toContain('«olvido.es»');
    expect(es!.text).toContain('en los próximos 30 minutos');
    expect(linkToken(es!.text).length).toBeGreaterThanOrEqual(43);
    expect(en).toMatchObject({ subject: 'Reset your extranet password' });
    expect(en!.text).toContain('Hello Test forgot.en,');
    expect(en!.text).toContain('within 30 minutes');
  });

  it('expires links after 30 minutes', async () => {
    const user = await newUser('slow.reader');
    api.mailer.sent.length = 0;
    await api.anonymous.validacion.recuperarContrasena({ correo: user.correo });
    const token = linkToken(api.mailer.sent[0]!.text);
    api.clock.advance(31 * 60_000);
    expect(
      await rejection(api.anonymous.validacion.obtenerUsuarioCodigoRecuperacion({ token })),
    ).toMatchObject({
      status: 400,
      code: 'RECOVERY_TOKEN_EXPIRED',
    });
  });

  it('rejects a malformed address naming the field', async () => {
    expect(
      await rejection(api.anonymous.validacion.recuperarContrasena({ correo: 'not-an-email' })),
    ).toMatchObject({
      status: 400,
      field: 'correo',
    });
  });
});

describe('password change while signed in', () => {
  it('needs the current password, refuses weak ones and revokes the old tokens', async () => {
    const user = await newUser('changer');
    const { client } = await api.signIn(user.usuario, user.clave);
    expect(
      await rejection(client.validacion.cambiarContrasena({ body: { claveNueva: 'Montes-de-Toledo-5' } })),
    ).toMatchObject({ status: 400, field: 'claveActual' });
    expect(
      await rejection(
        client.validacion.cambiarContrasena({
          body: { claveActual: 'not-it-at-all', claveNueva: 'Montes-de-Toledo-5' },
        }),
      ),
    ).toMatchObject({ status: 400, code: 'INVALID_PASSWORD', field: 'claveActual' });
    expect(
      await rejection(
        client.validacion.cambiarContrasena({ body: { claveActual: user.clave, claveNueva: 'short' } }),
      ),
    ).toMatchObject({ status: 400, field: 'claveNueva' });
    expect(
      await rejection(
        client.validacion.cambiarContrasena({ body: { claveActual: user.clave, claveNueva: 'Qwerty2026!' } }),
      ),
    ).toMatchObject({ status: 400, code: 'WEAK_PASSWORD' });
    await expect(
      client.validacion.cambiarContrasena({
        body: { claveActual: user.clave, claveNueva: 'Montes-de-Toledo-5' },
      }),
    ).resolves.toEqual({ ok: true });
    expect(await rejection(client.configuracion.obtenerPerfil())).toMatchObject({
      status: 401,
      code: 'TOKEN_REVOKED',
    });
    await api.signIn(user.usuario, 'Montes-de-Toledo-5');
  });

  it('without a session and without a recovery token names the token field', async () => {
    expect(
      await rejection(
        api.anonymous.validacion.cambiarContrasena({ body: { claveNueva: 'Montes-de-Toledo-5' } }),
      ),
    ).toMatchObject({ status: 400, field: 'token' });
  });
});

describe('access requests (sign-up)', () => {
  it('stores a pending user for the administrators, and never grants access by itself', async () => {
    api.mailer.sent.length = 0;
    const body = {
      nombre: 'Carlos Ferrer',
      correo: 'carlos.ferrer@naranjasferrer.example',
      empresa: 'Naranjas Ferrer S.L.',
      telefono: '+34 962 000 111',
      comentario: 'Exportamos cítricos a Alemania.',
    };
    await expect(api.anonymous.validacion.solicitarAcceso({ body })).resolves.toEqual({ recibida: true });
    const { client: admin } = await api.signIn('admin');
    const pending = (await admin.configuracion.obtenerUsuarios()).find((user) => user.correo === body.correo);
    expect(pending).toMatchObject({ estado: 'PENDIENTE', usuario: 'carlos.ferrer', clientes: 0 });
    const detail = await admin.configuracion.obtenerUsuario({ idusuario: pending!.id });
    expect(detail).toMatchObject({
      empresa: body.empresa,
      telefono: body.telefono,
      comentario: body.comentario,
    });
    expect(Object.values(detail.permisos).some(Boolean)).toBe(false);
    expect(
      api.mailer.sent.some(
        (mail) => mail.to === 'admin@extranet.example' && mail.text.includes('Carlos Ferrer'),
      ),
    ).toBe(true);

    // The same address again: same answer, nothing new.
    await expect(api.anonymous.validacion.solicitarAcceso({ body })).resolves.toEqual({ recibida: true });
    const again = (await admin.configuracion.obtenerUsuarios()).filter((user) => user.correo === body.correo);
    expect(again).toHaveLength(1);
  });

  it('answers a known and an unknown address alike, validating the whole body first (NUL bytes too)', async () => {
    const known = 'demo@extranet.example';
    const [demo] = await api.db
      .select({ correo: usuarios.correo })
      .from(usuarios)
      .where(eq(usuarios.usuario, 'demo'));
    expect(demo?.correo.toLowerCase()).toBe(known);
    const ask = async (body: Record<string, string>) => {
      const res = await api.request('/api/Validacion/SolicitarAcceso', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    };
    const valid = {
      nombre: 'Ana Ruiz',
      empresa: 'Frutas Ruiz S.L.',
      telefono: '+34 600 000 000',
      comentario: 'Hola',
    };
    for (const field of ['nombre', 'empresa', 'telefono', 'comentario'] as const) {
      const body = { ...valid, [field]: `${valid[field]}\u0000x` };
      const forKnown = await ask({ ...body, correo: known });
      const forUnknown = await ask({ ...body, correo: `nobody.${field}@nowhere.example` });
      expect(forKnown, field).toEqual(forUnknown);
      expect(forKnown).toMatchObject({ status: 400, body: { field } });
    }
  });

  it('validates the request naming the field', async () => {
    expect(
      await rejection(
        api.anonymous.validacion.solicitarAcceso({
          body: { nombre: 'X', correo: 'x@y.example', empresa: 'ACME' },
        }),
      ),
    ).toMatchObject({ status: 400, field: 'nombre' });
  });
});
