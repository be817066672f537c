import {
  transporteClasesAdr,
  transporteDireccionesCliente,
  transporteEstados,
  transporteIncoterms,
  transporteLugares,
  transporteMercanciasOnu,
  transporteParametrosTarifa,
  transportePartes,
  transportePartidasArancelarias,
  transportePuertos,
  transporteRecargos,
  transporteServicios,
  transporteTarifasMaritimas,
  transporteTarifasTerrestres,
  transporteTiposBulto,
  transporteTiposCambio,
} from '../db/schema/index';
import { type Prng, prngFor } from '../lib/prng';
import { AIRPORTS, ROAD_CITIES, SEA_PORTS } from '../reference/geo';
import { MERCADOS } from '../reference/trade-profiles';
import {
  CLASES_ADR,
  ESTADOS_TRANSPORTE,
  INCOTERMS_TRANSPORTE,
  monedaDePais,
  normalizarBusqueda,
  PAISES_TRANSPORTE,
  PROVINCIAS_ES,
  PUERTOS_SOLO_FCL,
  SERVICIOS_TRANSPORTE,
  TIPOS_BULTO_TRANSPORTE,
  TIPOS_CAMBIO,
  ZONAS_PUERTO,
} from '../reference/transportes/catalogos';
import { PARTIDAS_ARANCELARIAS } from '../reference/transportes/hs';
import { MERCANCIAS_ONU } from '../reference/transportes/onu';
import { direccionPropia, empresa } from '../reference/transportes/partes';
import {
  DESCRIPCION_PARAMETROS,
  PARAMETROS_TARIFA,
  RECARGOS,
  TARIFAS_TERRESTRES,
  tarifasMaritimas,
} from '../reference/transportes/tarifas';
import { insertRows } from './bulk-insert';
import type { SeedContext, SeededCliente } from './context';
import { idsPaises } from './paises';

// Demo data of Transportes: the request form's look-ups, the sales tariffs, every customer's own
// address and its address book of shippers and consignees. Runs first (no dependency but the
// customers); a few thousand rows at `full`.

interface Lugar {
  codigo: string | null;
  codigoPais: string;
  nombre: string;
  prefijoPostal: string | null;
}

export async function seedTransportes(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const prng = prngFor('transportes');

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
  const lugares = lugaresCarretera();
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

  // Tariffs.
  await insertRows(db, transporteTarifasMaritimas, tarifasMaritimas());
  await insertRows(db, transporteTarifasTerrestres, [...TARIFAS_TERRESTRES]);
  await insertRows(
    db,
    transporteRecargos,
    RECARGOS.map((r) => ({ ...r, tiposTrafico: [...r.tiposTrafico], condiciones: [...r.condiciones] })),
  );
  await insertRows(
    db,
    transporteParametrosTarifa,
    Object.entries(PARAMETROS_TARIFA).map(([clave, valor]) => ({
      clave,
      valor,
      descripcion: DESCRIPCION_PARAMETROS[clave as keyof typeof PARAMETROS_TARIFA],
    })),
  );
  await insertRows(db, transporteTiposCambio, [...TIPOS_CAMBIO]);

  // Each customer's own address, then its address book.
  const porPais = new Map<string, Lugar[]>();
  for (const { lugar } of lugares) {
    if (!porPais.has(lugar.codigoPais)) porPais.set(lugar.codigoPais, []);
    porPais.get(lugar.codigoPais)!.push(lugar);
  }
  await insertRows(
    db,
    transporteDireccionesCliente,
    ctx.clientes.map((cliente) => direccionCliente(prng, cliente, paisId(cliente.pais))),
  );

  const expedidores = ctx.volume({ small: 3, full: 10 });
  const destinatarios = ctx.volume({ small: 5, full: 20 });
  const partes: (typeof transportePartes.$inferInsert)[] = [];
  for (const cliente of ctx.clientes) {
    const europeo = PAISES_TRANSPORTE[cliente.pais]?.regionCarretera === 'EUROPA';
    const mercados = europeo ? MERCADOS.europa : MERCADOS.america;
    for (let i = 0; i < expedidores; i++) {
      // Its own plants and suppliers at home first, then foreign suppliers.
      const pais = i < Math.ceil(expedidores / 2) ? cliente.pais : prng.weighted(MERCADOS.proveedores);
      partes.push(parte(prng, cliente.id, 'EXPEDIDOR', pais, porPais, paisId));
    }
    for (let i = 0; i < destinatarios; i++) {
      // One domestic consignee (road deliveries at home), the rest in its markets abroad.
      const pais = i === 0 ? cliente.pais : prng.weighted(mercados.filter(([c]) => c !== cliente.pais));
      partes.push(parte(prng, cliente.id, 'DESTINATARIO', pais, porPais, paisId));
    }
  }
  await insertRows(db, transportePartes, partes);
}

function lugaresCarretera(): { lugar: Lugar; lat: number; lon: number }[] {
  const vistos = new Set<string>();
  const filas: { lugar: Lugar; lat: number; lon: number }[] = [];
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

function prefijoDe(pais: string, ciudad: string): string | undefined {
  if (pais !== 'ES') return undefined;
  const nombre = normalizarBusqueda(ciudad);
  return PROVINCIAS_ES.find(
    (p) => normalizarBusqueda(p.capital) === nombre || normalizarBusqueda(p.provincia) === nombre,
  )?.prefijo;
}

function direccionCliente(
  prng: Prng,
  cliente: SeededCliente,
  idPais: number,
): typeof transporteDireccionesCliente.$inferInsert {
  const prefijo = prefijoDe(cliente.pais, cliente.ciudad);
  const provincia = prefijo ? PROVINCIAS_ES.find((p) => p.prefijo === prefijo)!.provincia : null;
  return {
    idCliente: cliente.id,
    ...direccionPropia(prng, cliente.pais, cliente.nombre, prefijo),
    ciudad: cliente.ciudad,
    provincia,
    idPais,
    moneda: monedaDePais(cliente.pais),
  };
}

function parte(
  prng: Prng,
  idCliente: number,
  rol: 'EXPEDIDOR' | 'DESTINATARIO',
  pais: string,
  porPais: ReadonlyMap<string, Lugar[]>,
  paisId: (codigo: string) => number,
): typeof transportePartes.$inferInsert {
  const lugar = prng.pick(
    porPais.get(pais) ?? [{ codigo: null, codigoPais: pais, nombre: pais, prefijoPostal: null }],
  );
  const prefijo = lugar.prefijoPostal ?? prefijoDe(pais, lugar.nombre);
  const provincia = prefijo ? (PROVINCIAS_ES.find((p) => p.prefijo === prefijo)?.provincia ?? null) : null;
  const generada = empresa(prng, pais, lugar.nombre, prefijo);
  return {
    idCliente,
    rol,
    ...generada,
    ciudad: lugar.nombre,
    provincia,
    idPais: paisId(pais),
  };
}
