import { transporteDireccionesCliente, transportePartes } from '../db/schema/index';
import { MERCADOS } from '../reference/trade-profiles';
import {
  monedaDePais,
  normalizarBusqueda,
  PAISES_TRANSPORTE,
  PROVINCIAS_ES,
} from '../reference/transportes/catalogos';
import { insertRows } from './bulk-insert';
import type { SeedContext, SeededCliente } from './context';
import { direccionPropia, empresa } from './parties';
import type { Prng } from './prng';

// The transport request form's address books: every customer's own address, and its shippers
// (plants and suppliers at home and abroad) and consignees (one at home, the rest in its markets),
// each at a road place of its country (seed/transportes.ts seeds the places).

/** A road place of the request form (city, port town, airport city or Spanish province capital). */
export interface RoadPlace {
  codigo: string | null;
  codigoPais: string;
  nombre: string;
  prefijoPostal: string | null;
}

export async function seedAddressBooks(
  ctx: SeedContext,
  prng: Prng,
  places: readonly { lugar: RoadPlace }[],
  paisId: (codigo: string) => number,
): Promise<void> {
  const { db } = ctx;
  const byCountry = new Map<string, RoadPlace[]>();
  for (const { lugar: place } of places) {
    if (!byCountry.has(place.codigoPais)) byCountry.set(place.codigoPais, []);
    byCountry.get(place.codigoPais)!.push(place);
  }
  await insertRows(
    db,
    transporteDireccionesCliente,
    ctx.clientes.map((customer) => customerAddress(prng, customer, paisId(customer.pais))),
  );

  const shipperCount = ctx.volume({ small: 3, full: 10 });
  const consigneeCount = ctx.volume({ small: 5, full: 20 });
  const parties: (typeof transportePartes.$inferInsert)[] = [];
  for (const customer of ctx.clientes) {
    const european = PAISES_TRANSPORTE[customer.pais]?.regionCarretera === 'EUROPA';
    const markets = european ? MERCADOS.europa : MERCADOS.america;
    for (let i = 0; i < shipperCount; i++) {
      // Its own plants and suppliers at home first, then foreign suppliers.
      const pais = i < Math.ceil(shipperCount / 2) ? customer.pais : prng.weighted(MERCADOS.proveedores);
      parties.push(party(prng, customer.id, 'EXPEDIDOR', pais, byCountry, paisId));
    }
    for (let i = 0; i < consigneeCount; i++) {
      // One domestic consignee (road deliveries at home), the rest in its markets abroad.
      const pais = i === 0 ? customer.pais : prng.weighted(markets.filter(([c]) => c !== customer.pais));
      parties.push(party(prng, customer.id, 'DESTINATARIO', pais, byCountry, paisId));
    }
  }
  await insertRows(db, transportePartes, parties);
}

function postalPrefixOf(pais: string, ciudad: string): string | undefined {
  if (pais !== 'ES') return undefined;
  const nombre = normalizarBusqueda(ciudad);
  return PROVINCIAS_ES.find(
    (p) => normalizarBusqueda(p.capital) === nombre || normalizarBusqueda(p.provincia) === nombre,
  )?.prefijo;
}

function customerAddress(
  prng: Prng,
  customer: SeededCliente,
  idPais: number,
): typeof transporteDireccionesCliente.$inferInsert {
  const prefijo = postalPrefixOf(customer.pais, customer.ciudad);
  const provincia = prefijo ? PROVINCIAS_ES.find((p) => p.prefijo === prefijo)!.provincia : null;
  return {
    idCliente: customer.id,
    ...direccionPropia(prng, customer.pais, customer.nombre, prefijo),
    ciudad: customer.ciudad,
    provincia,
    idPais,
    moneda: monedaDePais(customer.pais),
  };
}

function party(
  prng: Prng,
  idCliente: number,
  rol: 'EXPEDIDOR' | 'DESTINATARIO',
  pais: string,
  byCountry: ReadonlyMap<string, RoadPlace[]>,
  paisId: (codigo: string) => number,
): typeof transportePartes.$inferInsert {
  const place = prng.pick(
    byCountry.get(pais) ?? [{ codigo: null, codigoPais: pais, nombre: pais, prefijoPostal: null }],
  );
  const prefijo = place.prefijoPostal ?? postalPrefixOf(pais, place.nombre);
  const provincia = prefijo ? (PROVINCIAS_ES.find((p) => p.prefijo === prefijo)?.provincia ?? null) : null;
  const generada = empresa(prng, pais, place.nombre, prefijo);
  return {
    idCliente,
    rol,
    ...generada,
    ciudad: place.nombre,
    provincia,
    idPais: paisId(pais),
  };
}
