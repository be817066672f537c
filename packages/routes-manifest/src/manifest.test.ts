import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findArea, ICON_KEYS, manifest, NAV_GROUPS, PERMISSION_FLAGS, permissionByPath } from './manifest';

const webSrc = path.resolve(import.meta.dirname, '../../../apps/web/src');

/** The guarded areas with their flags, plus the invoices and carbon-footprint areas. */
const REQUIRED: Record<string, string | null> = {
  '/tracking': 'accesoPartidas',
  '/dossier': 'accesoDossieres',
  '/stocks': 'accesoStock',
  '/movements': 'accesoMovimientosAlmacen',
  '/distribution': 'accesoDistribucion',
  '/transport-request': 'accesoSolicitudTransporte',
  '/guides': 'accesoSolicitudEnvio',
  '/tariff-simulator': 'accesoSimuladorTarifas',
  '/supply-request': 'accesoSolicitudSuministros',
  '/guide-tracking': 'accesoEstadoEnvios',
  '/statement': 'accesoEstadoCuentas',
  '/powerbi': 'accesoPowerBI',
  '/user-management': 'isAdmin',
  '/role-management': 'isAdmin',
  '/customer-assignment': 'isAdmin',
  '/activity-log': 'isAdmin',
  '/invoices': 'accesoEstadoCuentas',
  '/carbon-footprint': 'accesoPartidas',
  '/': null,
};

describe('routes manifest', () => {
  it.each(Object.entries(REQUIRED))('has %s guarded by %s', (routePath, flag) => {
    const entry = manifest.find((area) => area.path === routePath);
    expect(entry, `${routePath} is missing`).toBeDefined();
    expect(entry?.permission).toBe(flag);
    expect(permissionByPath[routePath as keyof typeof permissionByPath]).toBe(flag);
  });

  it('has nothing but those areas, each once', () => {
    const paths = manifest.map((area) => area.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(Object.keys(REQUIRED).sort());
  });

  it.each(
    manifest.flatMap((area): [string, string][] => [
      [area.path, area.screen],
      ...('detail' in area ? [[area.path, area.detail] as [string, string]] : []),
    ]),
  )('%s has its screen %s', (_path, screen) => {
    expect(existsSync(path.join(webSrc, screen)), `apps/web/src/${screen} does not exist`).toBe(true);
  });

  it('gives every area its own screen folder', () => {
    const folders = manifest.map((area) => path.dirname(area.screen));
    expect(new Set(folders).size).toBe(folders.length);
  });

  it('uses only known flags, icon keys and groups', () => {
    for (const area of manifest) {
      if (area.permission !== null) expect(PERMISSION_FLAGS).toContain(area.permission);
      expect(ICON_KEYS).toContain(area.icon);
      expect(Object.keys(NAV_GROUPS)).toContain(area.group);
    }
  });

  it('titles every area with a unique Lingui message id and English text', () => {
    const ids = [
      ...manifest.map((area) => area.title.id),
      ...Object.values(NAV_GROUPS).map((group) => group.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    for (const area of manifest) expect(area.title.message.length).toBeGreaterThan(0);
  });

  it('covers the eleven area icons', () => {
    expect(ICON_KEYS.slice(0, 11)).toEqual([
      'cargoShip',
      'truck',
      'airplane',
      'pierCrane',
      'containerLoad',
      'containerUnload',
      'scissorLift',
      'excelFile',
      'customs',
      'noConnection',
      'language',
    ]);
  });

  it('finds the area of a path and of the paths below it', () => {
    expect(findArea('/')?.path).toBe('/');
    expect(findArea('/tracking')?.path).toBe('/tracking');
    expect(findArea('/tracking/123/documents')?.path).toBe('/tracking');
    expect(findArea('/tracking/')?.path).toBe('/tracking');
    expect(findArea('/unknown')).toBeUndefined();
    expect(findArea('/trackingx')).toBeUndefined();
  });
});
