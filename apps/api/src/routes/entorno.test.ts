import type { ExtranetClient } from '@extranet/sdk';
import type { GuardarConfiguracionGridInput } from '@extranet/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, rejection, type TestApi } from '../testing/harness';

let api: TestApi;
let demo: ExtranetClient;
let tracking: ExtranetClient;
beforeAll(async () => {
  api = await createTestApi({ seed: 'core' });
  demo = (await api.signIn('demo')).client;
  tracking = (await api.signIn('tracking')).client;
});
afterAll(async () => {
  await api?.close();
});

const view = (overrides: Partial<GuardarConfiguracionGridInput> = {}): GuardarConfiguracionGridInput => ({
  codigoGrid: 'stocks',
  nombre: 'Expiring lots',
  predeterminada: false,
  estado: {
    columnOrder: ['sku', 'lote', 'caducidad', 'disponible'],
    columnVisibility: { reservado: false },
    columnSizing: { sku: 140 },
    sorting: [{ id: 'caducidad', desc: false }],
    columnFilters: [
      { id: 'almacen', value: 'VLC-1' },
      { id: 'disponible', value: [1, null] },
    ],
    globalFilter: null,
    density: 'xs',
  },
  ...overrides,
});

describe('grid views', () => {
  it('saves, lists, reads, replaces and deletes views of the caller', async () => {
    const first = await demo.entorno.guardarConfiguracionGrid({ body: view() });
    expect(first).toMatchObject({ codigoGrid: 'stocks', nombre: 'Expiring lots', predeterminada: false });
    expect(first.estado.columnFilters).toEqual(view().estado.columnFilters);
    await expect(demo.entorno.obtenerConfiguracionGrid({ id: first.id })).resolves.toEqual(first);

    const second = await demo.entorno.guardarConfiguracionGrid({
      body: view({ nombre: 'Everything', predeterminada: true }),
    });
    const list = await demo.entorno.obtenerConfiguracionesGrid({ codigogrid: 'stocks' });
    expect(list.map((v) => v.nombre)).toEqual(['Everything', 'Expiring lots']); // default first
    await expect(
      demo.entorno.obtenerConfiguracionGridPredeterminada({ codigo: 'stocks' }),
    ).resolves.toMatchObject({
      id: second.id,
    });

    // Making the first view the default unmarks the second.
    const replaced = await demo.entorno.actualizarConfiguracionGrid({
      id: first.id,
      body: view({
        nombre: 'Expiring soon',
        predeterminada: true,
        estado: { ...view().estado, density: 'xl' },
      }),
    });
    expect(replaced).toMatchObject({
      nombre: 'Expiring soon',
      predeterminada: true,
      estado: { density: 'xl' },
    });
    expect((await demo.entorno.obtenerConfiguracionGrid({ id: second.id })).predeterminada).toBe(false);

    await expect(demo.entorno.eliminarConfiguracionGrid({ idConfiguracionGrid: first.id })).resolves.toEqual({
      id: first.id,
      eliminado: true,
    });
    await expect(
      demo.entorno.obtenerConfiguracionGridPredeterminada({ codigo: 'stocks' }),
    ).resolves.toBeNull();
    expect(await rejection(demo.entorno.obtenerConfiguracionGrid({ id: first.id }))).toMatchObject({
      status: 404,
    });
  });

  it("keeps each user to their own views: another user's view is 404", async () => {
    const mine = await demo.entorno.guardarConfiguracionGrid({
      body: view({ codigoGrid: 'tracking', nombre: 'Mine' }),
    });
    expect(await rejection(tracking.entorno.obtenerConfiguracionGrid({ id: mine.id }))).toMatchObject({
      status: 404,
    });
    expect(
      await rejection(
        tracking.entorno.actualizarConfiguracionGrid({ id: mine.id, body: view({ nombre: 'Stolen' }) }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await rejection(tracking.entorno.eliminarConfiguracionGrid({ idConfiguracionGrid: mine.id })),
    ).toMatchObject({ status: 404 });
    expect(
      (await tracking.entorno.obtenerConfiguracionesGrid({ codigogrid: 'tracking' })).map((v) => v.id),
    ).not.toContain(mine.id);
    expect((await demo.entorno.obtenerConfiguracionGrid({ id: mine.id })).nombre).toBe('Mine');
  });

  it('lists the seeded example view of the demo user, which is not the default', async () => {
    const views = await demo.entorno.obtenerConfiguracionesGrid({ codigogrid: 'tracking' });
    const seeded = views.find((v) => v.nombre === 'Sea shipments under way');
    expect(seeded?.predeterminada).toBe(false);
    expect(seeded?.estado.columnFilters).toContainEqual({ id: 'modo', value: ['MARITIMO'] });
  });

  it('validates the body naming the field, and stores SQL-like text verbatim', async () => {
    expect(
      await rejection(demo.entorno.guardarConfiguracionGrid({ body: view({ codigoGrid: 'bad code!' }) })),
    ).toMatchObject({ status: 400, field: 'codigoGrid' });
    expect(
      await rejection(
        demo.entorno.guardarConfiguracionGrid({
          body: view({ estado: { ...view().estado, density: 'huge' as 'xs' } }),
        }),
      ),
    ).toMatchObject({ status: 400, field: 'estado.density' });
    const sqlish = "Robert'); DROP TABLE configuraciones_grid;--";
    const saved = await demo.entorno.guardarConfiguracionGrid({ body: view({ nombre: sqlish }) });
    expect((await demo.entorno.obtenerConfiguracionGrid({ id: saved.id })).nombre).toBe(sqlish);
  });
});

describe('style', () => {
  it('has defaults until saved, then returns what was stored; the language reaches the profile', async () => {
    await expect(tracking.entorno.obtenerEstilo()).resolves.toEqual({
      tema: 'auto',
      colorPrimario: 'blue',
      densidad: 'comfortable',
      idioma: null,
    });
    const estilo = { tema: 'dark', colorPrimario: 'teal', densidad: 'compact', idioma: 'es' } as const;
    await expect(tracking.entorno.guardarEstilo({ body: estilo })).resolves.toEqual(estilo);
    await expect(tracking.entorno.obtenerEstilo()).resolves.toEqual(estilo);
    expect((await tracking.configuracion.obtenerPerfil()).idioma).toBe('es');
    await expect(demo.entorno.obtenerEstilo()).resolves.toMatchObject({ tema: 'auto' });
    expect(
      await rejection(
        tracking.entorno.guardarEstilo({ body: { ...estilo, colorPrimario: 'chartreuse' as 'teal' } }),
      ),
    ).toMatchObject({ status: 400, field: 'colorPrimario' });
  });
});

describe('grid views saved concurrently', () => {
  it('keep the last default of twenty saved at once, without a 409 the user cannot act on', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        demo.entorno.guardarConfiguracionGrid({
          body: view({ codigoGrid: 'race', nombre: `Default ${i}`, predeterminada: true }),
        }),
      ),
    );
    const failed = results.flatMap((r) =>
      r.status === 'rejected' ? [(r.reason as { status?: number }).status] : [],
    );
    expect(failed).toEqual([]);
    const views = await demo.entorno.obtenerConfiguracionesGrid({ codigogrid: 'race' });
    expect(views).toHaveLength(20);
    const defaults = views.filter((v) => v.predeterminada);
    expect(defaults).toHaveLength(1);
    const latest = [...views].sort(
      (a, b) => b.fechaModificacion.localeCompare(a.fechaModificacion) || b.id - a.id,
    )[0];
    expect(defaults[0]!.id).toBe(latest!.id);

    // The same when each of them is made the default again at once.
    const updates = await Promise.allSettled(
      views.map((v) =>
        demo.entorno.actualizarConfiguracionGrid({
          id: v.id,
          body: view({ codigoGrid: 'race', nombre: v.nombre, predeterminada: true }),
        }),
      ),
    );
    expect(updates.filter((r) => r.status === 'rejected')).toEqual([]);
    const after = await demo.entorno.obtenerConfiguracionesGrid({ codigogrid: 'race' });
    expect(after.filter((v) => v.predeterminada)).toHaveLength(1);
  });
});
