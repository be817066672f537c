import type { ExtranetClient } from '@extranet/sdk';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../audit';
import { auditoria, clientes, partidas } from '../db/schema/index';
import { DAY_MS } from '../lib/time';
import { createLogger } from '../log';
import { createTestApi, rejection, type TestApi } from '../testing/harness';

// Who did what (issue 29 §3): the audit log only grows (a trigger refuses UPDATE, DELETE and
// TRUNCATE, on PGlite and PostgreSQL alike), every administrative action leaves a row with before
// and after values, administrators read it (ObtenerAuditoria) and a customer's user reads their
// shipment's own activity (ObtenerActividadPartida) without addresses, and nobody else's.

let api: TestApi;
let admin: ExtranetClient;
let demo: ExtranetClient;
let tracking: ExtranetClient;
beforeAll(async () => {
  api = await createTestApi({ env: { webhookAllowPrivate: true } });
  admin = (await api.signIn('admin')).client;
  demo = (await api.signIn('demo')).client;
  tracking = (await api.signIn('tracking')).client;
});
afterAll(async () => {
  await api?.close();
});

/** The newest row of `evento`. */
async function latest(evento: string) {
  const [row] = await api.db
    .select()
    .from(auditoria)
    .where(eq(auditoria.evento, evento))
    .orderBy(desc(auditoria.id))
    .limit(1);
  return row;
}

const today = () => {
  const now = api.clock();
  return { fechainicio: new Date(now.getTime() - DAY_MS), fechafin: new Date(now.getTime() + DAY_MS) };
};

/** The statement fails with the trigger's message (drizzle wraps the driver's error as its cause). */
async function refused(statement: PromiseLike<unknown>) {
  const error = await Promise.resolve(statement).then(
    () => undefined,
    (failure: Error & { cause?: Error }) => failure,
  );
  expect(`${error?.message} ${error?.cause?.message}`).toMatch(/append-only: (UPDATE|DELETE|TRUNCATE)/);
}

describe('the audit log is append-only', () => {
  it('refuses to update, delete or empty its rows', async () => {
    const row = await latest('LOGIN_OK');
    expect(row).toBeDefined();
    await refused(api.db.update(auditoria).set({ detalle: 'rewritten' }).where(eq(auditoria.id, row!.id)));
    await refused(api.db.delete(auditoria).where(eq(auditoria.id, row!.id)));
    await refused(api.db.execute(sql`truncate table ${auditoria}`));
    expect(await latest('LOGIN_OK')).toEqual(row);
  });
});

describe('administrative actions are audited', () => {
  it('records users created, changed, given customers and disabled, with before and after', async () => {
    const roles = await admin.configuracion.obtenerRoles();
    const user = roles.find((role) => !role.permisos.isAdmin)!;
    const [frusur] = await api.db.select().from(clientes).where(eq(clientes.codigo, 'FRUSUR'));
    const [texmed] = await api.db.select().from(clientes).where(eq(clientes.codigo, 'TEXMED'));
    const body = {
      usuario: 'audit.someone',
      nombre: 'Audit Someone',
      correo: 'audit.someone@extranet.example',
      idRol: user.id,
      activo: true,
      clave: 'Audit#Someone2026',
    };
    const { id } = await admin.configuracion.guardarUsuario({ body });
    expect(await latest('USER_CREATED')).toMatchObject({
      usuario: 'admin',
      entidad: 'usuario',
      idEntidad: String(id),
      antes: null,
      despues: { usuario: 'audit.someone', correo: 'audit.someone@extranet.example', claveCambiada: true },
    });
    expect(JSON.stringify(await latest('USER_CREATED'))).not.toContain('Audit#Someone2026');

    await admin.configuracion.guardarUsuario({
      body: { ...body, id, nombre: 'Audit Renamed', clave: undefined },
    });
    expect(await latest('USER_CHANGED')).toMatchObject({
      entidad: 'usuario',
      idEntidad: String(id),
      antes: { nombre: 'Audit Someone' },
      despues: { nombre: 'Audit Renamed' },
    });

    await admin.configuracion.asignarClientes({ idusuario: id, body: { idsClientes: [frusur!.id] } });
    expect(await latest('USER_CUSTOMERS_CHANGED')).toMatchObject({
      usuario: 'admin',
      idEntidad: String(id),
      antes: { idsClientes: [] },
      despues: { idsClientes: [frusur!.id] },
    });
    const asignadas = await admin.configuracion.asignarClientes({
      idusuario: id,
      body: { idsClientes: [texmed!.id] },
    });
    const unaAsignacion = asignadas.find((a) => a.idCliente === texmed!.id)!;
    await admin.configuracion.designarCliente({ idusuarioentidad: unaAsignacion.id });
    expect(await latest('USER_CUSTOMERS_CHANGED')).toMatchObject({
      antes: { idsClientes: [frusur!.id, texmed!.id].sort((a, b) => a - b) },
      despues: { idsClientes: [frusur!.id] },
    });

    await admin.configuracion.bajaUsuario({ idusuario: id });
    expect(await latest('USER_DISABLED')).toMatchObject({
      usuario: 'audit.someone',
      detalle: 'by admin',
      entidad: 'usuario',
      antes: { estado: 'ACTIVO' },
      despues: { estado: 'BAJA' },
    });
  });

  it('records roles created, changed and deleted', async () => {
    const permisos = (await admin.configuracion.obtenerRoles()).find((r) => !r.permisos.isAdmin)!.permisos;
    const { id } = await admin.configuracion.guardarRol({ body: { nombre: 'Audit role', permisos } });
    expect(await latest('ROLE_CREATED')).toMatchObject({
      usuario: 'admin',
      entidad: 'rol',
      idEntidad: String(id),
      despues: { nombre: 'Audit role' },
    });
    await admin.configuracion.guardarRol({
      body: { id, nombre: 'Audit role 2', permisos: { ...permisos, accesoPowerBI: !permisos.accesoPowerBI } },
    });
    const changed = await latest('ROLE_CHANGED');
    expect(changed).toMatchObject({ antes: { nombre: 'Audit role' }, despues: { nombre: 'Audit role 2' } });
    expect((changed!.antes as { permisos: Record<string, boolean> }).permisos.accesoPowerBI).toBe(
      permisos.accesoPowerBI,
    );
    await admin.configuracion.eliminarRol({ idrol: id });
    expect(await latest('ROLE_DELETED')).toMatchObject({
      idEntidad: String(id),
      antes: { nombre: 'Audit role 2' },
    });
  });

  it('records integration keys and webhooks', async () => {
    const key = await admin.configuracion.guardarClaveIntegracion({ body: { nombre: 'Audit ERP' } });
    expect(await latest('INTEGRATION_KEY_CREATED')).toMatchObject({
      entidad: 'clave',
      idEntidad: String(key.id),
    });
    expect(JSON.stringify(await latest('INTEGRATION_KEY_CREATED'))).not.toContain(key.clave);
    await admin.configuracion.revocarClaveIntegracion({ id: key.id });
    expect(await latest('INTEGRATION_KEY_REVOKED')).toMatchObject({ idEntidad: String(key.id) });

    const hook = await demo.notificaciones.guardarWebhook({
      body: { url: 'http://127.0.0.1:9/audit-hook', eventos: ['SALIDA'] },
    });
    expect(await latest('WEBHOOK_CREATED')).toMatchObject({
      usuario: 'demo',
      entidad: 'webhook',
      idEntidad: String(hook.id),
      despues: { url: 'http://127.0.0.1:9/audit-hook', eventos: ['SALIDA'] },
    });
    expect(JSON.stringify(await latest('WEBHOOK_CREATED'))).not.toContain(hook.secreto);
    await demo.notificaciones.eliminarWebhook({ id: hook.id });
    expect(await latest('WEBHOOK_DELETED')).toMatchObject({
      usuario: 'demo',
      idEntidad: String(hook.id),
      antes: { url: 'http://127.0.0.1:9/audit-hook' },
    });
  });

  it('records sign-ins that succeed and fail, and a password change', async () => {
    await rejection(api.signIn('demo', 'not the password'));
    expect(await latest('LOGIN_FAILED')).toMatchObject({ usuario: 'demo' });
    const { client } = await api.signIn('tracking');
    expect(await latest('LOGIN_OK')).toMatchObject({ usuario: 'tracking' });
    await client.validacion.cambiarContrasena({
      body: { claveActual: 'Tracking#2026', claveNueva: 'Gl4cier#Harbour-29' },
    });
    expect(await latest('PASSWORD_CHANGED')).toMatchObject({ usuario: 'tracking', detalle: 'signed in' });
    // The change ends the user's other sessions: sign in again for the tests that follow.
    tracking = (await api.signIn('tracking', 'Gl4cier#Harbour-29')).client;
  });
});

describe('ObtenerAuditoria', () => {
  it('answers administrators only', async () => {
    expect(await rejection(demo.configuracion.obtenerAuditoria(today()))).toMatchObject({ status: 403 });
    expect(await rejection(tracking.configuracion.obtenerAuditoria(today()))).toMatchObject({ status: 403 });
    expect(await rejection(api.anonymous.configuracion.obtenerAuditoria(today()))).toMatchObject({
      status: 401,
    });
  });

  it('answers the period newest first, with every column', async () => {
    const rows = await admin.configuracion.obtenerAuditoria(today());
    expect(rows.length).toBeGreaterThan(5);
    const order = rows.map((row) => `${row.fecha}|${String(row.id).padStart(12, '0')}`);
    expect(order).toEqual([...order].sort().reverse());
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'id',
        'fecha',
        'accion',
        'usuario',
        'idUsuario',
        'ip',
        'detalle',
        'idCliente',
        'entidad',
        'idEntidad',
        'antes',
        'despues',
      ].sort(),
    );
    const past = await admin.configuracion.obtenerAuditoria({
      fechainicio: new Date(api.clock().getTime() - 30 * DAY_MS),
      fechafin: new Date(api.clock().getTime() - 20 * DAY_MS),
    });
    expect(past).toEqual([]);
  });

  it('filters by user (part of the name, any case) and by action', async () => {
    const ofDemo = await admin.configuracion.obtenerAuditoria({ ...today(), usuario: 'DEM' });
    expect(ofDemo.length).toBeGreaterThan(0);
    expect(ofDemo.every((row) => row.usuario?.toLowerCase().includes('dem'))).toBe(true);
    const logins = await admin.configuracion.obtenerAuditoria({ ...today(), accion: 'LOGIN_OK' });
    expect(logins.length).toBeGreaterThan(0);
    expect(logins.every((row) => row.accion === 'LOGIN_OK')).toBe(true);
    const both = await admin.configuracion.obtenerAuditoria({
      ...today(),
      usuario: 'demo',
      accion: 'WEBHOOK_CREATED',
    });
    expect(both.map((row) => [row.usuario, row.accion])).toEqual([['demo', 'WEBHOOK_CREATED']]);
    expect(await admin.configuracion.obtenerAuditoria({ ...today(), usuario: '%' })).toEqual([]);
  });

  it('refuses a period longer than 366 days, reversed, or not dates, naming the field', async () => {
    const token = await api.tokenFor('admin');
    const raw = (query: string) =>
      api.request(`/api/Configuracion/ObtenerAuditoria?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    for (const [query, field] of [
      ['fechainicio=2025-01-01&fechafin=2026-01-03', 'fechafin'],
      ['fechainicio=2026-02-01&fechafin=2026-01-01', 'fechafin'],
      ['fechainicio=yesterday&fechafin=2026-01-01', 'fechainicio'],
      ['fechafin=2026-01-01', 'fechainicio'],
      ['fechainicio=2026-01-01&fechafin=2026-01-02&accion=drop%20table', 'accion'],
    ] as const) {
      const response = await raw(query);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { field?: string }).field, query).toBe(field);
    }
    const ok = await raw('fechainicio=2025-01-01&fechafin=2026-01-02');
    expect(ok.status).toBe(200);
  });
});

describe('ObtenerActividadPartida', () => {
  it("lists the shipment's own activity to its customer, without addresses, and 404 to another customer", async () => {
    const [p] = await api.db
      .select({ id: partidas.id, idCliente: partidas.idCliente })
      .from(partidas)
      .innerJoin(clientes, eq(clientes.id, partidas.idCliente))
      .where(eq(clientes.codigo, 'FRUSUR'))
      .limit(1);
    const deps = { db: api.db, log: createLogger('silent') };
    const origin = { deps, requestId: 'activity', ip: '198.51.100.23' };
    await audit({
      ...origin,
      event: 'SHARE_LINK_CREATED',
      who: { idUsuario: 2, usuario: 'demo' },
      detail: 'link expires in 30 days',
      idCliente: p!.idCliente,
      entidad: 'partida',
      idEntidad: String(p!.id),
    });
    await audit({
      ...origin,
      event: 'SHARE_LINK_OPENED',
      idCliente: p!.idCliente,
      entidad: 'partida',
      idEntidad: String(p!.id),
    });
    // Not this shipment's, not a shipment, not an action the activity lists.
    await audit({
      ...origin,
      event: 'DOCUMENT_UPLOADED',
      idCliente: p!.idCliente,
      entidad: 'dossier',
      idEntidad: String(p!.id),
    });
    await audit({
      ...origin,
      event: 'DENIED',
      idCliente: p!.idCliente,
      entidad: 'partida',
      idEntidad: String(p!.id),
    });

    const actividad = await demo.tracking.obtenerActividadPartida({ id: p!.id });
    expect(actividad.map((row) => row.accion)).toEqual(['SHARE_LINK_OPENED', 'SHARE_LINK_CREATED']);
    // The log's note is English for administrators: the customer reads the action's name only.
    expect(actividad[1]).toMatchObject({ usuario: 'demo', detalle: null });
    expect(actividad[0]!.usuario).toBeNull();
    expect(JSON.stringify(actividad)).not.toContain('198.51.100.23');
    expect(Object.keys(actividad[0]!).sort()).toEqual(['accion', 'detalle', 'fecha', 'id', 'usuario']);

    expect(await rejection(tracking.tracking.obtenerActividadPartida({ id: p!.id }))).toMatchObject({
      status: 404,
    });
    expect(await rejection(demo.tracking.obtenerActividadPartida({ id: 999_999_999 }))).toMatchObject({
      status: 404,
    });
    await expect(admin.tracking.obtenerActividadPartida({ id: p!.id })).resolves.toHaveLength(2);
  });

  it('answers an empty list for a shipment nobody acted on', async () => {
    const [p] = await api.db
      .select({ id: partidas.id })
      .from(partidas)
      .innerJoin(clientes, eq(clientes.id, partidas.idCliente))
      .where(and(eq(clientes.codigo, 'TEXMED')))
      .limit(1);
    await expect(demo.tracking.obtenerActividadPartida({ id: p!.id })).resolves.toEqual([]);
  });
});
