import type { CalcularVentas, CotizacionTransporte, GenerarPartida } from '@extranet/sdk/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { invalid } from '../../core/errors';
import type { SessionUser } from '../../core/session-user';
import type { Db } from '../../db/client';
import {
  clientes,
  paises,
  transporteClasesAdr,
  transporteDireccionesCliente,
  transporteIncoterms,
  transporteLugares,
  transporteMercanciasOnu,
  transporteParametrosTarifa,
  transportePuertos,
  transporteRecargos,
  transporteServicios,
  transporteTarifasMaritimas,
  transporteTarifasTerrestres,
  transporteTiposBulto,
  transporteTiposCambio,
} from '../../db/schema/index';
import {
  type BaseRecargo,
  cotizar,
  ErrorTarifa,
  type LugarTarifa,
  type PaisTarifa,
  type ParametrosTarifa,
  type PuertoTarifa,
  type SolicitudTarifa,
  type Tarifario,
} from '../../domain/transport-rating';
import { assertCliente } from '../../http/scope';
import { monedaDePais, normalizarBusqueda } from '../../reference/transportes/catalogos';

// From a request body to a quote: check every id against the look-up tables (400 naming the field;
// another customer's account → 404), resolve ports and road places, load the tariffs, price.

type Solicitud = CalcularVentas | GenerarPartida;

/** A road place resolved for a request end (with its UN/LOCODE when it has one). */
export interface LugarResuelto extends LugarTarifa {
  codigo: string | null;
}

export interface SolicitudResuelta {
  tarifa: SolicitudTarifa;
  moneda: string;
  paisOrigen: { id: number; codigo: string };
  paisDestino: { id: number; codigo: string };
  puertoOrigen: (PuertoTarifa & { id: number }) | undefined;
  puertoDestino: (PuertoTarifa & { id: number }) | undefined;
  lugarOrigen: LugarResuelto | undefined;
  lugarDestino: LugarResuelto | undefined;
  incoterm: string;
  /** Package-type names by id, for the shipment's package lines. */
  tiposBulto: ReadonlyMap<number, { codigo: string; nombre: string }>;
}

type PaisFila = typeof paises.$inferSelect;

const paisTarifa = (p: PaisFila): PaisTarifa => ({
  codigo: p.codigo,
  regionCarretera: p.regionCarretera,
  unionAduanera: p.unionAduanera,
  ivaPct: p.ivaPct,
});

/** Resolves and checks a request; throws 400 naming the field for an unknown or inconsistent id. */
export async function resolverSolicitud(
  db: Db,
  user: SessionUser,
  body: Solicitud,
): Promise<SolicitudResuelta> {
  assertCliente(user, body.idEntidad, 'customer account');
  const [entidad] = await db
    .select({ pais: clientes.pais, moneda: transporteDireccionesCliente.moneda })
    .from(clientes)
    .leftJoin(transporteDireccionesCliente, eq(transporteDireccionesCliente.idCliente, clientes.id))
    .where(eq(clientes.id, body.idEntidad));
  if (!entidad) throw invalid('idEntidad', 'is not a known customer account');

  const [incoterm] = await db
    .select()
    .from(transporteIncoterms)
    .where(eq(transporteIncoterms.id, body.idIncoterm));
  if (!incoterm) throw invalid('idIncoterm', 'is not a known incoterm');
  const [servicio] = await db
    .select()
    .from(transporteServicios)
    .where(eq(transporteServicios.id, body.idServicio));
  if (!servicio) throw invalid('idServicio', 'is not a known service');

  const idsPais = [body.origen.idPais, body.destino.idPais];
  const filasPais = await db.select().from(paises).where(inArray(paises.id, idsPais));
  const paisOrigen = filasPais.find((p) => p.id === body.origen.idPais);
  const paisDestino = filasPais.find((p) => p.id === body.destino.idPais);
  if (!paisOrigen) throw invalid('origen.idPais', 'is not a known country');
  if (!paisDestino) throw invalid('destino.idPais', 'is not a known country');

  const bultos = body.bultos ?? [];
  const tiposBulto = new Map<number, { codigo: string; nombre: string }>();
  if (bultos.length > 0) {
    const ids = [...new Set(bultos.map((b) => b.idTipoBulto))];
    const filas = await db.select().from(transporteTiposBulto).where(inArray(transporteTiposBulto.id, ids));
    for (const f of filas) tiposBulto.set(f.id, { codigo: f.codigo, nombre: f.nombre });
    bultos.forEach((b, i) => {
      if (!tiposBulto.has(b.idTipoBulto))
        throw invalid(`bultos.${i}.idTipoBulto`, 'is not a known package type');
    });
  }
  await comprobarMercanciasPeligrosas(db, body);

  let puertoOrigen: SolicitudResuelta['puertoOrigen'];
  let puertoDestino: SolicitudResuelta['puertoDestino'];
  let lugarOrigen: LugarResuelto | undefined;
  let lugarDestino: LugarResuelto | undefined;
  if (body.tipoTrafico === 'MARITIMO_FCL' || body.tipoTrafico === 'MARITIMO_LCL') {
    const lcl = body.tipoTrafico === 'MARITIMO_LCL';
    puertoOrigen = await puerto(db, body.origen.idPuerto, paisOrigen, lcl, 'origen');
    puertoDestino = await puerto(db, body.destino.idPuerto, paisDestino, lcl, 'destino');
    const puerta = (p: { codigoPostal?: string | undefined; ciudad?: string | undefined }) =>
      Boolean(p.codigoPostal?.trim() || p.ciudad?.trim());
    if (puerta(body.origen)) lugarOrigen = await lugar(db, paisOrigen, body.origen, 'origen');
    if (puerta(body.destino)) lugarDestino = await lugar(db, paisDestino, body.destino, 'destino');
  } else {
    lugarOrigen = await lugar(db, paisOrigen, body.origen, 'origen');
    lugarDestino = await lugar(db, paisDestino, body.destino, 'destino');
  }

  return {
    tarifa: {
      tipoTrafico: body.tipoTrafico,
      incoterm: { codigo: incoterm.codigo, soloMaritimo: incoterm.soloMaritimo },
      servicio,
      paisOrigen: paisTarifa(paisOrigen),
      paisDestino: paisTarifa(paisDestino),
      puertoOrigen,
      puertoDestino,
      lugarOrigen,
      lugarDestino,
      bultos,
      contenedores: body.tipoTrafico === 'MARITIMO_FCL' ? body.contenedores : [],
      mercanciaPeligrosa: (body.mercanciasPeligrosas?.length ?? 0) > 0,
    },
    moneda: entidad.moneda ?? monedaDePais(entidad.pais),
    paisOrigen: { id: paisOrigen.id, codigo: paisOrigen.codigo },
    paisDestino: { id: paisDestino.id, codigo: paisDestino.codigo },
    puertoOrigen,
    puertoDestino,
    lugarOrigen,
    lugarDestino,
    incoterm: incoterm.codigo,
    tiposBulto,
  };
}

/** Prices a resolved request; a request the tariffs do not allow is a 400 naming the field. */
export async function cotizarSolicitud(
  db: Db,
  resuelta: SolicitudResuelta,
  hoy: Date,
): Promise<CotizacionTransporte> {
  const tarifario = await cargarTarifario(db);
  try {
    return cotizar(resuelta.tarifa, tarifario, { moneda: resuelta.moneda, hoy });
  } catch (error) {
    if (error instanceof ErrorTarifa) throw invalid(error.field, error.message);
    throw error;
  }
}

export async function cargarTarifario(db: Db): Promise<Tarifario> {
  const [maritimas, terrestres, recargos, parametros, cambios] = await Promise.all([
    db.select().from(transporteTarifasMaritimas),
    db.select().from(transporteTarifasTerrestres),
    db.select().from(transporteRecargos),
    db.select().from(transporteParametrosTarifa),
    db.select().from(transporteTiposCambio),
  ]);
  const parametro = (clave: keyof ParametrosTarifa): number => {
    const fila = parametros.find((p) => p.clave === clave);
    if (!fila) throw new Error(`tariff parameter ${clave} is missing`);
    return fila.valor;
  };
  return {
    maritimas,
    terrestres,
    recargos: recargos.map((r) => ({ ...r, base: r.base as BaseRecargo })),
    parametros: {
      factorEstibaMaritimo: parametro('factorEstibaMaritimo'),
      factorEstibaCarretera: parametro('factorEstibaCarretera'),
      factorRuta: parametro('factorRuta'),
      capacidadCamionKg: parametro('capacidadCamionKg'),
      capacidadCamionM3: parametro('capacidadCamionM3'),
      diasValidez: parametro('diasValidez'),
    },
    tiposCambio: Object.fromEntries(cambios.map((c) => [c.moneda, c.porEur])),
  };
}

async function puerto(
  db: Db,
  idPuerto: number,
  pais: PaisFila,
  lcl: boolean,
  extremo: 'origen' | 'destino',
): Promise<PuertoTarifa & { id: number }> {
  const [fila] = await db.select().from(transportePuertos).where(eq(transportePuertos.id, idPuerto));
  const campo = `${extremo}.idPuerto`;
  if (!fila) throw invalid(campo, 'is not a known port');
  if (fila.idPais !== pais.id) throw invalid(campo, `is not a port of ${pais.codigo}`);
  if (lcl ? !fila.lcl : !fila.fcl)
    throw invalid(campo, `${fila.codigo} has no ${lcl ? 'LCL' : 'FCL'} service`);
  return {
    id: fila.id,
    codigo: fila.codigo,
    nombre: fila.nombre,
    codigoPais: pais.codigo,
    zona: fila.zona,
    lat: fila.lat,
    lon: fila.lon,
  };
}

/**
 * A road end: the city by name in the country, else (Spain) the province of the postal code. Unknown
 * places answer 400: the tariffs price by distance and need the place on the map.
 */
async function lugar(
  db: Db,
  pais: PaisFila,
  punto: { codigoPostal?: string | undefined; ciudad?: string | undefined },
  extremo: 'origen' | 'destino',
): Promise<LugarResuelto> {
  const ciudad = punto.ciudad?.trim() ?? '';
  const codigoPostal = punto.codigoPostal?.trim() ?? '';
  const nombre = normalizarBusqueda(ciudad);
  if (nombre) {
    const [fila] = await db
      .select()
      .from(transporteLugares)
      .where(
        and(eq(transporteLugares.codigoPais, pais.codigo), eq(transporteLugares.nombreNormalizado, nombre)),
      )
      .orderBy(transporteLugares.id)
      .limit(1);
    if (fila)
      return { codigo: fila.codigo, nombre: ciudad, codigoPais: pais.codigo, lat: fila.lat, lon: fila.lon };
  }
  if (pais.codigo === 'ES' && /^\d{5}$/.test(codigoPostal)) {
    const [fila] = await db
      .select()
      .from(transporteLugares)
      .where(
        and(
          eq(transporteLugares.codigoPais, 'ES'),
          eq(transporteLugares.prefijoPostal, codigoPostal.slice(0, 2)),
        ),
      );
    if (fila) {
      return {
        codigo: fila.codigo,
        nombre: ciudad || fila.nombre,
        codigoPais: 'ES',
        lat: fila.lat,
        lon: fila.lon,
      };
    }
  }
  if (!ciudad && !codigoPostal) throw invalid(`${extremo}.ciudad`, 'is required');
  throw invalid(
    ciudad ? `${extremo}.ciudad` : `${extremo}.codigoPostal`,
    `${ciudad || codigoPostal} (${pais.codigo}) is not a place the road tariffs cover`,
  );
}

async function comprobarMercanciasPeligrosas(db: Db, body: Solicitud): Promise<void> {
  const lineas = body.mercanciasPeligrosas ?? [];
  if (lineas.length === 0) return;
  const clases = await db.select().from(transporteClasesAdr);
  const idsOnu = lineas.map((l) => l.idTipoMercanciaOnu).filter((id): id is number => id !== undefined);
  const onu = idsOnu.length
    ? await db.select().from(transporteMercanciasOnu).where(inArray(transporteMercanciasOnu.id, idsOnu))
    : [];
  lineas.forEach((linea, i) => {
    const clase = clases.find((c) => c.id === linea.idTipoMercanciaAdr);
    if (!clase) throw invalid(`mercanciasPeligrosas.${i}.idTipoMercanciaAdr`, 'is not a known ADR class');
    if (linea.idTipoMercanciaOnu === undefined) return;
    const numero = onu.find((o) => o.id === linea.idTipoMercanciaOnu);
    if (!numero) throw invalid(`mercanciasPeligrosas.${i}.idTipoMercanciaOnu`, 'is not a known UN number');
    if (numero.clase !== clase.clase) {
      throw invalid(
        `mercanciasPeligrosas.${i}.idTipoMercanciaOnu`,
        `UN ${numero.numeroOnu} is class ${numero.clase}, not ${clase.clase}`,
      );
    }
  });
}
