import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { MIGRATIONS_FOLDER } from './migrate';

// Migrations that reshape tables must keep the rows a running installation already has.

const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });

async function rows<T>(database: Database, query: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

async function apply(database: Database, index: number): Promise<void> {
  for (const statement of migrations[index]!.sql) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

describe('0003_paises: the transport and air country tables become one', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase();
    for (let i = 0; i < 3; i++) await apply(database, i);
    // Data as the two tables held it, with ids that do not line up between them and a country each
    // table knows alone.
    const seeded = `
      insert into transporte_paises (id, codigo, nombre, region_carretera, union_aduanera, iva_pct) values
        (1, 'ES', 'España', 'EUROPA', true, 21), (2, 'PA', 'Panamá', 'NORTEAMERICA', false, 7),
        (3, 'CH', 'Suiza', 'EUROPA', false, 8.1);
      insert into aereo_paises (id, codigo, nombre, origen, destino) values
        (10, 'PA', 'Panama', true, true), (11, 'ES', 'Spain', true, true), (12, 'JP', 'Japan', false, true);
      insert into transporte_puertos (codigo, nombre, id_pais, zona, fcl, lcl, lat, lon) values
        ('PACTB', 'Cristóbal', 2, 'CARI', true, false, 9.35, -79.91);
      insert into aereo_aeropuertos (codigo_iata, nombre, ciudad, codigo_pais, id_pais, zona, lat, lon) values
        ('PTY', 'Tocumen', 'Panamá', 'PA', 10, 'LAM', 9.07, -79.38),
        ('NRT', 'Narita', 'Tokyo', 'JP', 12, 'ASI', 35.77, 140.39);
      insert into aereo_codigos_postales (id_pais, codigo_postal, ciudad, provincia) values (11, '28001', 'Madrid', 'Madrid')`;
    for (const statement of seeded.split(';')) await database.db.execute(sql.raw(statement));
    await apply(database, 3);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps the transport ids and adds the air columns by country code', async () => {
    expect(
      await rows(
        database,
        'select id, codigo, nombre_es, nombre_en, region_carretera, iva_pct, origen_aereo, destino_aereo from paises order by codigo',
      ),
    ).toEqual([
      {
        id: 3,
        codigo: 'CH',
        nombre_es: 'Suiza',
        nombre_en: 'Suiza',
        region_carretera: 'EUROPA',
        iva_pct: 8.1,
        origen_aereo: false,
        destino_aereo: false,
      },
      {
        id: 1,
        codigo: 'ES',
        nombre_es: 'España',
        nombre_en: 'Spain',
        region_carretera: 'EUROPA',
        iva_pct: 21,
        origen_aereo: true,
        destino_aereo: true,
      },
      {
        id: expect.any(Number),
        codigo: 'JP',
        nombre_es: 'Japan',
        nombre_en: 'Japan',
        region_carretera: null,
        iva_pct: 0,
        origen_aereo: false,
        destino_aereo: true,
      },
      {
        id: 2,
        codigo: 'PA',
        nombre_es: 'Panamá',
        nombre_en: 'Panama',
        region_carretera: 'NORTEAMERICA',
        iva_pct: 7,
        origen_aereo: true,
        destino_aereo: true,
      },
    ]);
    expect(
      await rows(database, "select to_regclass('aereo_paises') as t, to_regclass('transporte_paises') as u"),
    ).toEqual([{ t: null, u: null }]);
  });

  it('points airports and postal codes at the same country in the new table', async () => {
    expect(
      await rows(
        database,
        `select x.codigo, p.codigo as pais from (
           select codigo_iata as codigo, id_pais from aereo_aeropuertos
           union all select codigo_postal, id_pais from aereo_codigos_postales
           union all select codigo, id_pais from transporte_puertos) x
         join paises p on p.id = x.id_pais order by 1`,
      ),
    ).toEqual([
      { codigo: '28001', pais: 'ES' },
      { codigo: 'NRT', pais: 'JP' },
      { codigo: 'PACTB', pais: 'PA' },
      { codigo: 'PTY', pais: 'PA' },
    ]);
  });

  it('enforces the references to paises and hands out new ids after the existing ones', async () => {
    await expect(
      database.db.execute(sql.raw("update aereo_aeropuertos set id_pais = 999 where codigo_iata = 'PTY'")),
    ).rejects.toMatchObject({ cause: { code: '23503' } }); // foreign_key_violation
    const [added] = await rows<{ id: number }>(
      database,
      "insert into paises (codigo, nombre_es, nombre_en, iva_pct) values ('FR', 'Francia', 'France', 20) returning id",
    );
    expect(added!.id).toBeGreaterThan(3);
  });
});
