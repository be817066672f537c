import type { ExtranetClient } from '@extranet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../lib/time';
import { createTestApi, rejection, type TestApi } from '../testing/harness';

let api: TestApi;
let admin: ExtranetClient;
let demo: ExtranetClient;
beforeAll(async () => {
  api = await createTestApi({ seed: 'core' });
  admin = (await api.signIn('admin')).client;
  demo = (await api.signIn('demo')).client;
});
afterAll(async () => {
  await api?.close();
});

const NO_FLAGS = {
  accesoPartidas: false,
  accesoDossieres: false,
  accesoStock: false,
  accesoMovimientosAlmacen: false,
  accesoDistribucion: false,
  accesoSolicitudTransporte: false,
  accesoSolicitudEnvio: false,
  accesoSimuladorTarifas: false,
  accesoSolicitudSuministros: false,
  accesoEstadoEnvios: false,
  accesoEstadoCuentas: false,
  accesoPowerBI: false,
  isAdmin: false,
};

const roleId = async (nombre: string) =>
  (await admin.configuracion.obtenerRoles()).find((r) => r.nombre === nombre)!.id;
const userId = async (usuario: string) =>
  (await admin.configuracion.obtenerUsuarios()).find((u) => u.usuario === usuario)!.id;

describe('profile and parameters (any signed-in user)', () => {
  it("returns the caller's role, flags and customer accounts", async () => {
    const perfil = await demo.configuracion.obtenerPerfil();
    expect(perfil).toMatchObject({ usuario: 'demo', rol: 'User', correo: 'demo@extranet.example' });
    expect(perfil.permisos.accesoPartidas).toBe(true);
    expect(perfil.permisos.isAdmin).toBe(false);
    expect(perfil.clientes.map((c) => c.codigo).sort()).toEqual(['FRUSUR', 'TEXMED']);

    const tracking = await (await api.signIn('tracking')).client.configuracion.obtenerPerfil();
    expect(tracking.clientes.map((c) => c.codigo)).toEqual(['AUTOIB']);
    expect(
      Object.entries(tracking.permisos)
        .filter(([, on]) => on)
        .map(([flag]) => flag),
    ).toEqual(['accesoPartidas']);

    const adminPerfil = await admin.configuracion.obtenerPerfil();
    expect(adminPerfil.rol).toBe('Administrator');
    expect(Object.values(adminPerfil.permisos).every(Boolean)).toBe(true);
    expect(adminPerfil.clientes.length).toBeGreaterThanOrEqual(20);
  });

  it('returns the application parameters', async () => {
    const parametros = await demo.configuracion.obtenerParametrosAplicacion();
    expect(parametros).toMatchObject({
      idiomas: ['en', 'es'],
      idiomaPredeterminado: 'en',
      minutosInactividad: 30,
    });
    expect(parametros.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('roles', () => {
  it('lists roles with their flags and user counts, and reads one', async () => {
    const roles = await admin.configuracion.obtenerRoles();
    const administrador = roles.find((role) => role.nombre === 'Administrador')!;
    expect(administrador.permisos.isAdmin).toBe(true);
    expect(administrador.usuarios).toBeGreaterThanOrEqual(1);
    await expect(admin.configuracion.obtenerRol({ idrol: administrador.id })).resolves.toEqual(administrador);
    expect(await rejection(admin.configuracion.obtenerRol({ idrol: 999_999 }))).toMatchObject({
      status: 404,
    });
    expect(await rejection(demo.configuracion.obtenerRoles())).toMatchObject({ status: 403 });
  });

  it('creates and updates roles, refusing duplicate names', async () => {
    const permisos = { ...NO_FLAGS, accesoEstadoCuentas: true };
    const { id } = await admin.configuracion.guardarRol({ body: { nombre: 'Cliente (facturas)', permisos } });
    expect((await admin.configuracion.obtenerRol({ idrol: id })).permisos).toEqual(permisos);
    await admin.configuracion.guardarRol({
      body: {
        id,
        nombre: 'Cliente (facturas y envíos)',
        descripcion: 'Invoices and tracking',
        permisos: { ...permisos, accesoPartidas: true },
      },
    });
    expect(await admin.configuracion.obtenerRol({ idrol: id })).toMatchObject({
      nombre: 'Cliente (facturas y envíos)',
      descripcion: 'Invoices and tracking',
      permisos: { accesoPartidas: true, accesoEstadoCuentas: true },
    });
    expect(
      await rejection(
        admin.configuracion.guardarRol({ body: { nombre: 'administrador', permisos: NO_FLAGS } }),
      ),
    ).toMatchObject({ status: 409, field: 'nombre' });
    expect(
      await rejection(
        admin.configuracion.guardarRol({ body: { id: 999_999, nombre: 'Ghost', permisos: NO_FLAGS } }),
      ),
    ).toMatchObject({ status: 404 });
  });

  it('never leaves the extranet without an active administrator', async () => {
    const id = await roleId('Administrador');
    const result = await rejection(
      admin.configuracion.guardarRol({
        body: { id, nombre: 'Administrador', permisos: { ...NO_FLAGS, accesoPartidas: true } },
      }),
    );
    expect(result).toMatchObject({ status: 409, code: 'LAST_ADMINISTRATOR' });
    expect((await admin.configuracion.obtenerRol({ idrol: id })).permisos.isAdmin).toBe(true);
  });
});

describe('users', () => {
  it('lists users with role, state and number of customers; reads one without any password', async () => {
    const users = await admin.configuracion.obtenerUsuarios();
    expect(users.map((user) => user.usuario)).toEqual(expect.arrayContaining(['admin', 'demo', 'tracking']));
    expect(users.find((user) => user.usuario === 'demo')).toMatchObject({
      clientes: 2,
      estado: 'ACTIVO',
      esAdministrador: false,
    });
    expect(users.find((user) => user.usuario === 'ana.beltran')?.estado).toBe('PENDIENTE');
    const detail = await admin.configuracion.obtenerUsuario({ idusuario: await userId('demo') });
    expect(detail.permisos.accesoPartidas).toBe(true);
    const raw = await api.request(`/api/Configuracion/ObtenerUsuario/${detail.id}`, {
      headers: { authorization: `Bearer ${(await api.signIn('admin')).token}` },
    });
    expect(await raw.text()).not.toMatch(/clave|hash|scrypt/i);
    expect(await rejection(admin.configuracion.obtenerUsuario({ idusuario: 999_999 }))).toMatchObject({
      status: 404,
    });
  });

  it('creates a user with a password who can sign in at once; validates password, name and role', async () => {
    const idRol = await roleId('Cliente (solo seguimiento)');
    const body = {
      usuario: 'mgarcia',
      nombre: 'María García',
      correo: 'maria.garcia@frutasdelsur.example',
      idRol,
      activo: true,
    };
    expect(
      await rejection(admin.configuracion.guardarUsuario({ body: { ...body, clave: 'password1' } })),
    ).toMatchObject({ status: 400, code: 'WEAK_PASSWORD', field: 'clave' });
    expect(
      await rejection(
        admin.configuracion.guardarUsuario({
          body: { ...body, idRol: 999_999, clave: 'Huerta-de-Murcia-3' },
        }),
      ),
    ).toMatchObject({ status: 400, field: 'idRol' });
    const { id } = await admin.configuracion.guardarUsuario({
      body: { ...body, clave: 'Huerta-de-Murcia-3' },
    });
    const { client } = await api.signIn('mgarcia', 'Huerta-de-Murcia-3');
    expect((await client.configuracion.obtenerPerfil()).id).toBe(id);
    expect(
      await rejection(
        admin.configuracion.guardarUsuario({
          body: { ...body, usuario: 'MGARCIA', clave: 'Huerta-de-Murcia-3' },
        }),
      ),
    ).toMatchObject({ status: 409, field: 'usuario' });
  });

  it('applies a role change to the next call, and disabling revokes the sessions', async () => {
    const id = await userId('mgarcia');
    const { client } = await api.signIn('mgarcia', 'Huerta-de-Murcia-3');
    const base = {
      id,
      usuario: 'mgarcia',
      nombre: 'María García',
      correo: 'maria.garcia@frutasdelsur.example',
    };
    await admin.configuracion.guardarUsuario({
      body: { ...base, idRol: await roleId('Cliente (almacén y distribución)'), activo: true, idioma: 'es' },
    });
    const perfil = await client.configuracion.obtenerPerfil();
    expect(perfil.permisos.accesoStock).toBe(true);
    expect(perfil.idioma).toBe('es');

    await admin.configuracion.guardarUsuario({
      body: { ...base, idRol: await roleId('Cliente (solo seguimiento)'), activo: false },
    });
    expect(await rejection(client.configuracion.obtenerPerfil())).toMatchObject({
      status: 401,
      code: 'TOKEN_REVOKED',
    });
    expect(
      await rejection(
        api.anonymous.validacion.login({ body: { usuario: 'mgarcia', clave: 'Huerta-de-Murcia-3' } }),
      ),
    ).toMatchObject({ status: 403, code: 'ACCOUNT_DISABLED' });

    await admin.configuracion.guardarUsuario({
      body: {
        ...base,
        idRol: await roleId('Cliente (solo seguimiento)'),
        activo: true,
        clave: 'Sierra-Nevada-2027',
      },
    });
    await api.signIn('mgarcia', 'Sierra-Nevada-2027');
  });

  it('approves an access request with its role and customers in one step and mails a link to choose the password', async () => {
    const id = await userId('ana.beltran');
    const request = await admin.configuracion.obtenerUsuario({ idusuario: id });
    const frusur = (await admin.configuracion.obtenerClientes({ busqueda: 'FRUSUR' }))[0]!;
    api.mailer.sent.length = 0;
    await admin.configuracion.guardarUsuario({
      body: {
        id,
        usuario: request.usuario,
        nombre: request.nombre,
        correo: request.correo,
        idRol: await roleId('Cliente (todas las áreas)'),
        activo: true,
        idsClientes: [frusur.id],
      },
    });
    expect((await admin.configuracion.obtenerUsuario({ idusuario: id })).estado).toBe('ACTIVO');
    expect(
      (await admin.configuracion.obtenerClientesAsignados({ idusuario: id })).map((a) => a.codigo),
    ).toEqual(['FRUSUR']);
    const mail = api.mailer.sent.find((message) => message.to === request.correo);
    expect(mail?.subject).toBe('Your extranet access has been approved');
    expect(mail?.text).not.toMatch(/clave|password:/i);
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    await api.anonymous.validacion.cambiarContrasena({ body: { token, claveNueva: 'Lago-di-Como-1848' } });
    const { client } = await api.signIn('ana.beltran', 'Lago-di-Como-1848');
    expect((await client.configuracion.obtenerPerfil()).clientes.map((c) => c.codigo)).toEqual(['FRUSUR']);
  });

  it('rejecting an access request (BajaUsuario of a pending user) tells the applicant by e-mail', async () => {
    await api.anonymous.validacion.solicitarAcceso({
      body: {
        nombre: 'Pablo Rechazo',
        correo: 'pablo.rechazo@importadora.example',
        empresa: 'Importadora SL',
        idioma: 'es',
      },
    });
    const pending = (await admin.configuracion.obtenerUsuarios()).find(
      (user) => user.correo === 'pablo.rechazo@importadora.example',
    )!;
    expect(pending.estado).toBe('PENDIENTE');
    api.mailer.sent.length = 0;
    await admin.configuracion.bajaUsuario({ idusuario: pending.id });
    const mail = api.mailer.sent.find((message) => message.to === pending.correo);
    // In the language the applicant asked in.
    expect(mail?.subject).toBe('Su solicitud de acceso a la extranet');
    expect(mail?.text).toContain('no ha sido aprobada');
    expect((await admin.configuracion.obtenerUsuario({ idusuario: pending.id })).estado).toBe('BAJA');
  });

  it('disables a user with BajaUsuario, but not oneself', async () => {
    const { id } = await admin.configuracion.guardarUsuario({
      body: {
        usuario: 'temporal',
        nombre: 'Temporal',
        correo: 'temporal@cliente.example',
        idRol: await roleId('Cliente (solo seguimiento)'),
        activo: true,
        clave: 'Camino-de-Santiago-8',
      },
    });
    const { client } = await api.signIn('temporal', 'Camino-de-Santiago-8');
    await expect(admin.configuracion.bajaUsuario({ idusuario: id })).resolves.toEqual({
      id,
      eliminado: true,
    });
    expect(await rejection(client.configuracion.obtenerPerfil())).toMatchObject({ status: 401 });
    expect((await admin.configuracion.obtenerUsuario({ idusuario: id })).estado).toBe('BAJA');
    const self = (await admin.configuracion.obtenerPerfil()).id;
    expect(await rejection(admin.configuracion.bajaUsuario({ idusuario: self }))).toMatchObject({
      status: 409,
    });
    expect(await rejection(admin.configuracion.bajaUsuario({ idusuario: 999_999 }))).toMatchObject({
      status: 404,
    });
  });
});

describe('invitations: an administrator never sees a password', () => {
  const linkToken = (text: string) => /reset-password\?token=([\w-]+)&invitation=1/.exec(text)?.[1] ?? '';

  it('creates a user without a password: they are mailed, in their language, a link to choose it', async () => {
    const autoib = (await admin.configuracion.obtenerClientes({ busqueda: 'AUTOIB' }))[0]!;
    api.mailer.sent.length = 0;
    const { id } = await admin.configuracion.guardarUsuario({
      body: {
        usuario: 'lucia.invitada',
        nombre: 'Lucía Invitada',
        correo: 'lucia@autoiberica.example',
        idRol: await roleId('Cliente (solo seguimiento)'),
        idioma: 'es',
        activo: true,
        idsClientes: [autoib.id],
      },
    });
    expect(
      (await admin.configuracion.obtenerClientesAsignados({ idusuario: id })).map((a) => a.codigo),
    ).toEqual(['AUTOIB']);
    // No password exists until she chooses one.
    expect(
      await rejection(
        api.anonymous.validacion.login({ body: { usuario: 'lucia.invitada', clave: 'Ribera-del-Duero-7' } }),
      ),
    ).toMatchObject({ status: 401 });
    const [mail] = api.mailer.sent;
    expect(mail).toMatchObject({ to: 'lucia@autoiberica.example', subject: 'Invitación a la extranet' });
    expect(mail!.text).toContain('«lucia.invitada»');
    const token = linkToken(mail!.text);
    const who = await api.anonymous.validacion.obtenerUsuarioCodigoRecuperacion({ token });
    expect(who.usuario).toBe('lucia.invitada');
    // Valid for 72 hours, not the 30 minutes of a recovery link.
    expect(new Date(who.caducidad).getTime() - api.clock().getTime()).toBeGreaterThan(71 * HOUR_MS);

    await api.anonymous.validacion.cambiarContrasena({ body: { token, claveNueva: 'Ribera-del-Duero-7' } });
    const { client } = await api.signIn('lucia.invitada', 'Ribera-del-Duero-7');
    expect((await client.configuracion.obtenerPerfil()).clientes.map((c) => c.codigo)).toEqual(['AUTOIB']);
    expect(
      await rejection(
        api.anonymous.validacion.cambiarContrasena({
          body: { token, claveNueva: 'Otra-Ribera-del-Duero-8' },
        }),
      ),
    ).toMatchObject({ status: 400, code: 'RECOVERY_TOKEN_USED', field: 'token' });
  });

  it('an expired invitation says so; a user created inactive is invited when activated', async () => {
    const base = {
      usuario: 'tardio',
      nombre: 'Tomás Tardío',
      correo: 'tomas@cliente.example',
      idRol: await roleId('Cliente (solo seguimiento)'),
    };
    api.mailer.sent.length = 0;
    const { id } = await admin.configuracion.guardarUsuario({ body: { ...base, activo: false } });
    expect(api.mailer.sent).toEqual([]);
    await admin.configuracion.guardarUsuario({ body: { ...base, id, activo: true } });
    const mail = api.mailer.sent.find((message) => message.to === base.correo);
    expect(mail?.subject).toBe('You are invited to the extranet');
    const token = linkToken(mail!.text);
    api.clock.advance(73 * HOUR_MS);
    expect(
      await rejection(api.anonymous.validacion.obtenerUsuarioCodigoRecuperacion({ token })),
    ).toMatchObject({ status: 400, code: 'RECOVERY_TOKEN_EXPIRED', field: 'token' });
    // Three days on, the sessions of this file have ended too.
    admin = (await api.signIn('admin')).client;
    demo = (await api.signIn('demo')).client;
    // Saving the active user again sends nothing more.
    api.mailer.sent.length = 0;
    await admin.configuracion.guardarUsuario({ body: { ...base, id, activo: true } });
    expect(api.mailer.sent).toEqual([]);
  });

  it('refuses a customer id that does not exist, creating nobody', async () => {
    const body = {
      usuario: 'fantasma',
      nombre: 'Fantasma',
      correo: 'fantasma@cliente.example',
      idRol: await roleId('Cliente (solo seguimiento)'),
      activo: true,
      idsClientes: [999_999],
    };
    expect(await rejection(admin.configuracion.guardarUsuario({ body }))).toMatchObject({
      status: 400,
      field: 'idsClientes',
    });
    expect((await admin.configuracion.obtenerUsuarios()).some((u) => u.usuario === 'fantasma')).toBe(false);
  });
});

describe('deleting a role', () => {
  it('deletes a role nobody holds; a role in use answers 409 naming its users', async () => {
    const { id } = await admin.configuracion.guardarRol({
      body: { nombre: 'Temporal (borrar)', permisos: { ...NO_FLAGS, accesoPartidas: true } },
    });
    await expect(admin.configuracion.eliminarRol({ idrol: id })).resolves.toEqual({ id, eliminado: true });
    expect(await rejection(admin.configuracion.obtenerRol({ idrol: id }))).toMatchObject({ status: 404 });
    expect(await rejection(admin.configuracion.eliminarRol({ idrol: id }))).toMatchObject({ status: 404 });

    const inUse = await admin.configuracion.eliminarRol({ idrol: await roleId('Administrador') }).then(
      () => null,
      (error: unknown) => error as { status: number; code: string; body: unknown },
    );
    expect(inUse).toMatchObject({ status: 409, code: 'ROLE_IN_USE' });
    const { usuarios } = inUse!.body as { usuarios: { usuario: string; nombre: string }[] };
    expect(usuarios.map((u) => u.usuario)).toContain('admin');
    expect(usuarios[0]).toEqual({
      id: expect.any(Number),
      usuario: expect.any(String),
      nombre: expect.any(String),
    });
    expect(await rejection(demo.configuracion.eliminarRol({ idrol: id }))).toMatchObject({ status: 403 });
  });
});

describe('customer accounts and assignments', () => {
  it('searches customers by code or name, literally', async () => {
    const found = await admin.configuracion.obtenerClientes({ busqueda: 'sur' });
    expect(found.map((c) => c.codigo)).toContain('FRUSUR');
    expect(found[0]).toMatchObject({ pais: expect.stringMatching(/^[A-Z]{2}$/) });
    expect((await admin.configuracion.obtenerClientes({ busqueda: '*' })).length).toBeGreaterThanOrEqual(20);
    expect(await admin.configuracion.obtenerClientes({ busqueda: '%' })).toEqual([]);
    expect(await admin.configuracion.obtenerClientes({ busqueda: "x' OR '1'='1" })).toEqual([]);
    expect(await admin.configuracion.obtenerClientes({ busqueda: "'; DROP TABLE clientes; --" })).toEqual([]);
    expect((await admin.configuracion.obtenerClientes({ busqueda: '*' })).length).toBeGreaterThanOrEqual(20);
  });

  it('assigns and removes customer accounts; the user sees the change at once', async () => {
    const tracking = await api.signIn('tracking');
    const idTracking = await userId('tracking');
    const before = await admin.configuracion.obtenerClientesAsignados({ idusuario: idTracking });
    expect(before.map((a) => a.codigo)).toEqual(['AUTOIB']);

    const frusur = (await admin.configuracion.obtenerClientes({ busqueda: 'FRUSUR' }))[0]!;
    const after = await admin.configuracion.asignarClientes({
      idusuario: idTracking,
      body: { idsClientes: [frusur.id, before[0]!.idCliente] },
    });
    expect(after.map((a) => a.codigo).sort()).toEqual(['AUTOIB', 'FRUSUR']);
    expect((await tracking.client.configuracion.obtenerPerfil()).clientes).toHaveLength(2);

    const assignment = after.find((a) => a.codigo === 'FRUSUR')!;
    expect(assignment.id).not.toBe(assignment.idCliente);
    await expect(admin.configuracion.designarCliente({ idusuarioentidad: assignment.id })).resolves.toEqual({
      id: assignment.id,
      eliminado: true,
    });
    expect((await tracking.client.configuracion.obtenerPerfil()).clientes.map((c) => c.codigo)).toEqual([
      'AUTOIB',
    ]);
    expect(
      await rejection(admin.configuracion.designarCliente({ idusuarioentidad: assignment.id })),
    ).toMatchObject({
      status: 404,
    });
  });

  it('validates assignments', async () => {
    const idTracking = await userId('tracking');
    expect(
      await rejection(
        admin.configuracion.asignarClientes({ idusuario: idTracking, body: { idsClientes: [999_999] } }),
      ),
    ).toMatchObject({ status: 400, field: 'idsClientes' });
    expect(
      await rejection(
        admin.configuracion.asignarClientes({ idusuario: idTracking, body: { idsClientes: [] } }),
      ),
    ).toMatchObject({ status: 400, field: 'idsClientes' });
    expect(
      await rejection(
        admin.configuracion.asignarClientes({ idusuario: 999_999, body: { idsClientes: [1] } }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await rejection(admin.configuracion.obtenerClientesAsignados({ idusuario: 999_999 })),
    ).toMatchObject({
      status: 404,
    });
  });
});
