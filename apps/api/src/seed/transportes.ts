import {
  transporteClasesAdr,
  transporteEstados,
  transporteIncoterms,
  transporteLugares,
  transporteMercanciasOnu,
  transportePartidasArancelarias,
  transportePuertos,
  transporteServicios,
  transporteTiposBulto,
} from '../db/schema/index';
import { AIRPORTS, ROAD_CITIES, SEA_PORTS } from '../reference/geo';
import {
  CLASES_ADR,
  ESTADOS_TRANSPORTE,
  INCOTERMS_TRANSPORTE,
  normalizarBusqueda,
  PROVINCIAS_ES,
  PUERTOS_SOLO_FCL,
  SERVICIOS_TRANSPORTE,
  TIPOS_BULTO_TRANSPORTE,
  ZONAS_PUERTO,
} from '../reference/transportes/catalogos';
import { PARTIDAS_ARANCELARIAS } from '../reference/transportes/hs';
import { MERCANCIAS_ONU } from '../reference/transportes/onu';
import { type RoadPlace, seedAddressBooks } from './address-books';
import { insertRows } from './bulk-insert';
import type { SeedContext } from './context';
import { idsPaises } from './paises';
import { prngFor } from './prng';
import { seedTransportTariffs } from './transport-tariffs';

// Demo data of Transportes: the request form's look-ups, the sales tariffs (transport-tariffs.ts),
// then every customer's own address and its address book of shippers and consignees
// (address-books.ts). Runs first (no dependency but the customers); a few thousand rows at `full`.

export async function seedTransportes(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const idPais = await idsPaises(db);
  const paisId = (codigo: string): number => {
    const found = idPais.get(codigo);
    if (found === undefined) throw new Error(`seedTransportes: country ${codigo} is not in geo COUNTRIES`);
    return found;
  };

  await insertRows(
    db,
    transportePuertos,
    SEA_PORTS.map((p) => ({
      codigo: p.locode,
      nombre: p.name,
      idPais: paisId(p.country),
      zona: ZONAS_PUERTO[p.locode] ?? null,
      fcl: true,
      lcl: !PUERTOS_SOLO_FCL.has(p.locode),
      lat: p.lat,
      lon: p.lon,
    })),
  );

  // Road places: cities, port towns, airport cities, and Spanish province capitals by postal code.
  const lugares = roadPlaces();
  await insertRows(
    db,
    transporteLugares,
    lugares.map(({ lugar, lat, lon }) => ({
      ...lugar,
      nombreNormalizado: normalizarBusqueda(lugar.nombre),
      lat,
      lon,
    })),
  );

  await insertRows(db, transporteServicios, [...SERVICIOS_TRANSPORTE]);
  await insertRows(db, transporteTiposBulto, [...TIPOS_BULTO_TRANSPORTE]);
  await insertRows(db, transporteIncoterms, [...INCOTERMS_TRANSPORTE]);
  await insertRows(
    db,
    transporteEstados,
    ESTADOS_TRANSPORTE.map((e, i) => ({ ...e, orden: i + 1 })),
  );
  await insertRows(
    db,
    transportePartidasArancelarias,
    PARTIDAS_ARANCELARIAS.map(([codigo, descripcion]) => ({
      codigo,
      descripcion,
      busqueda: `${codigo} ${normalizarBusqueda(descripcion)}`,
    })),
  );
  await insertRows(db, transporteClasesAdr, [...CLASES_ADR]);
  await insertRows(
    db,
    transporteMercanciasOnu,
    MERCANCIAS_ONU.map(([numeroOnu, descripcion, clase, grupoEmbalaje]) => ({
      numeroOnu,
      descripcion,
      clase,
      grupoEmbalaje,
    })),
  );

  await seedTransportTariffs(db);

  await seedAddressBooks(ctx, prngFor('transportes'), lugares, paisId);
}

function roadPlaces(): { lugar: RoadPlace; lat: number; lon: number }[] {
  const vistos = new Set<string>();
  const filas: { lugar: RoadPlace; lat: number; lon: number }[] = [];
  const add = (
    codigo: string | null,
    codigoPais: string,
    nombre: string,
    lat: number,
    lon: number,
    prefijo: string | null,
  ) => {
    const clave = `${codigoPais}:${normalizarBusqueda(nombre)}:${prefijo ?? ''}`;
    if (vistos.has(clave)) return;
    vistos.add(clave);
    filas.push({ lugar: { codigo, codigoPais, nombre, prefijoPostal: prefijo }, lat, lon });
  };
  for (const c of ROAD_CITIES) add(c.locode, c.country, c.name, c.lat, c.lon, null);
  for (const p of SEA_PORTS) add(p.locode, p.country, p.name, p.lat, p.lon, null);
  for (const a of AIRPORTS) add(null, a.country, a.city, a.lat, a.lon, null);
  for (const p of PROVINCIAS_ES) {
    const ciudad = ROAD_CITIES.find(
      (c) => c.country === 'ES' && normalizarBusqueda(c.name) === normalizarBusqueda(p.capital),
    );
    add(ciudad?.locode ?? null, 'ES', p.capital, p.lat, p.lon, p.prefijo);
  }
  return filas;
}
