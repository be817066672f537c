import type {
  CodigoEstadoIata,
  DireccionHawb,
  LiquidacionAerea,
  MercanciaPeligrosa,
  PiezaHawb,
} from '@extranet/sdk/schemas';
import type { aereoHawbs, EventoHawbGuardado } from '../../db/schema/distribucionAerea';
import { applicableTariff, computeWeights, rateConsignment, ratesFromRow } from '../../domain/air-rating';
import { numeroHawb } from '../../domain/awb';
import { awbNumber } from '../../domain/identificadores';
import { DAY_MS, HOUR_MS } from '../../lib/time';
import { AIRLINES, AIRPORTS, type Airport, greatCircleKm } from '../../reference/geo';
import type { Prng } from '../prng';
import { type CodigoServicio, type CodigoTipoBulto, type SeededAirTariff, zonaDe } from './catalogos';
import { iataEvents, type ReciboSemilla, warehouseReceipt } from './handling';
import { AGENTES_NOTIFICAR, MERCANCIAS, type PerfilAereoCliente, type PlantillaPieza } from './partes';

// Demo HAWBs: booked over the last 18 months, rated with the tariff grid, flown by a plausible
// airline, with IATA events up to "now" (status = latest event), consolidated on a MAWB once
// manifested, and a warehouse receipt once received at origin.

/** Events that name the flight. */
const CON_VUELO: ReadonlySet<CodigoEstadoIata> = new Set(['BKD', 'MAN', 'DEP', 'ARR', 'RCF']);

export interface Consignatario extends DireccionHawb {
  aeropuerto: string;
  /** Its collect entity for this customer, when it accepts collect charges. */
  idEntidadCollect: number | null;
}

export interface ClienteAereo {
  id: number;
  codigo: string;
  perfil: PerfilAereoCliente;
  /** Currency of the declared values. */
  moneda: string;
  expedidores: readonly DireccionHawb[];
  consignatarios: readonly Consignatario[];
}

export interface ContextoHawbs {
  rng: Prng;
  now: Date;
  total: number;
  clientes: readonly ClienteAereo[];
  servicios: ReadonlyMap<CodigoServicio, { id: number; nombre: string }>;
  tiposBulto: ReadonlyMap<CodigoTipoBulto, { id: number; nombre: string }>;
  tarifas: readonly (Omit<SeededAirTariff, 'servicio'> & { idServicio: number })[];
  promociones: readonly {
    codigo: string;
    descuentoPorcentaje: number;
    validoDesde: string;
    validoHasta: string | null;
  }[];
  /** First HAWB sequence number. */
  secuenciaInicial: number;
}

export type HawbSemilla = typeof aereoHawbs.$inferInsert & { idCliente: number; cargos: LiquidacionAerea };
export type { ReciboSemilla } from './handling';

export interface HawbGenerada {
  hawb: HawbSemilla;
  recibo: ReciboSemilla | null;
  /** Actual departure, when it has happened (the freight is invoiced then). */
  salida: Date | null;
}

const aeropuertos = new Map(AIRPORTS.map((a) => [a.iata, a]));

const hash = (text: string): number => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};

function aerolineas(origen: Airport, destino: Airport): typeof AIRLINES {
  const locales = AIRLINES.filter((a) => a.country === origen.country || a.country === destino.country);
  const hubs = AIRLINES.filter((a) => a.hub);
  const candidatas = [...locales, ...hubs.slice(0, locales.length > 0 ? 2 : hubs.length)];
  return candidatas.length > 0 ? candidatas : AIRLINES;
}

const fechaIso = (date: Date) => date.toISOString().slice(0, 10);

export function generarHawbs(ctx: ContextoHawbs): HawbGenerada[] {
  const { rng, now } = ctx;
  const activos = ctx.clientes.filter((c) => c.perfil.habilitada && c.perfil.peso > 0);
  const pesoTotal = activos.reduce((sum, c) => sum + c.perfil.peso, 0);
  const inicio = new Date(now.getTime() - 548 * DAY_MS);
  const generadas: HawbGenerada[] = [];
  const mawbs = new Map<string, string>();
  let serialMawb = rng.int(1_000_000, 4_000_000);

  for (const cliente of activos) {
    const cantidad = Math.max(1, Math.round((ctx.total * cliente.perfil.peso) / pesoTotal));
    const estacion = cliente.perfil.estacionalidad;
    const maxEstacion = estacion ? Math.max(...estacion) : 1;
    for (let n = 0; n < cantidad; n++) {
      // Issue date: business hours, seasonality by rejection sampling, the last hours excluded.
      let emision: Date;
      do {
        emision = rng.date(inicio, new Date(now.getTime() - 2 * HOUR_MS));
      } while (estacion && rng.next() * maxEstacion > estacion[emision.getUTCMonth()]!);
      emision.setUTCHours(rng.int(7, 17), rng.int(0, 59), rng.int(0, 59), 0);
      if (emision.getTime() > now.getTime() - HOUR_MS)
        emision = new Date(now.getTime() - rng.int(2, 20) * HOUR_MS);
      generadas.push(generarUna(ctx, cliente, emision, mawbs, () => serialMawb++));
    }
  }

  // Numbers follow the order of issue.
  generadas.sort((a, b) => a.hawb.fechaEmision.getTime() - b.hawb.fechaEmision.getTime());
  let recibos = 0;
  generadas.forEach((g, i) => {
    g.hawb.numeroHawb = numeroHawb(g.hawb.aeropuertoOrigen, g.hawb.fechaEmision, ctx.secuenciaInicial + i);
  });
  for (const g of [...generadas].sort(
    (a, b) => (a.recibo?.fechaRecepcion.getTime() ?? 0) - (b.recibo?.fechaRecepcion.getTime() ?? 0),
  )) {
    if (!g.recibo) continue;
    recibos++;
    g.recibo.numeroRecibo = `WR-${g.recibo.aeropuerto}-${g.recibo.fechaRecepcion.getUTCFullYear()}-${String(880 + recibos).padStart(6, '0')}`;
  }
  return generadas;
}

function piezasDe(rng: Prng, plantillas: readonly PlantillaPieza[], tiposBulto: ContextoHawbs['tiposBulto']) {
  const lineas = rng.chance(0.3) && plantillas.length > 1 ? plantillas : [rng.pick(plantillas)];
  return lineas.map((p): PiezaHawb => {
    const tipo = tiposBulto.get(p.tipo)!;
    return {
      idTipoBulto: tipo.id,
      tipoBulto: tipo.nombre,
      cantidad: rng.int(p.cantidad[0], p.cantidad[1]),
      largoCm: rng.int(p.largo[0], p.largo[1]),
      anchoCm: rng.int(p.ancho[0], p.ancho[1]),
      altoCm: rng.int(p.alto[0], p.alto[1]),
      pesoKg: rng.float(p.kg[0], p.kg[1], 1),
    };
  });
}

function generarUna(
  ctx: ContextoHawbs,
  cliente: ClienteAereo,
  emision: Date,
  mawbs: Map<string, string>,
  siguienteSerial: () => number,
): HawbGenerada {
  const { rng, now } = ctx;
  const perfil = cliente.perfil;
  const origenIata =
    rng.chance(0.9) || perfil.otrosAeropuertos.length === 0
      ? perfil.aeropuerto
      : rng.pick(perfil.otrosAeropuertos);
  // Earlier destinations are the customer's main markets.
  const destinoIata = perfil.destinos[Math.floor(rng.next() ** 1.6 * perfil.destinos.length)]!;
  const origen = aeropuertos.get(origenIata)!;
  const destino = aeropuertos.get(destinoIata)!;

  const consignatarios = cliente.consignatarios.filter((c) => c.aeropuerto === destinoIata);
  const consignatario = rng.pick(consignatarios.length > 0 ? consignatarios : cliente.consignatarios);
  const expedidor = rng.chance(0.85) ? cliente.expedidores[0]! : rng.pick(cliente.expedidores);
  const codigoServicio = rng.weighted(perfil.preferencia.filter(([s]) => perfil.servicios.includes(s)));
  const servicio = ctx.servicios.get(codigoServicio)!;

  const mercancia = MERCANCIAS[perfil.mercancia];
  const piezas = piezasDe(rng, mercancia.lineas, ctx.tiposBulto);
  const pesos = computeWeights(piezas);

  // Who pays the freight follows the incoterm: the buyer (collect) under EXW/FCA when it can.
  const incoterm = rng.weighted([
    ['FCA', 4],
    ['CPT', 3],
    ['DAP', 3],
    ['CIP', 1],
    ['EXW', 1],
    ['DDP', 1],
  ] as const);
  const collect =
    (incoterm === 'EXW' || incoterm === 'FCA') && consignatario.idEntidadCollect !== null && rng.chance(0.7);

  const fecha = fechaIso(emision);
  const promos = ctx.promociones.filter(
    (p) => p.validoDesde <= fecha && (p.validoHasta === null || fecha <= p.validoHasta),
  );
  const promocion = promos.length > 0 && rng.chance(0.06) ? rng.pick(promos) : null;
  const fila = applicableTariff(
    ctx.tarifas.filter((t) => t.idServicio === servicio.id),
    {
      origen: origenIata,
      destino: destinoIata,
      zonaOrigen: zonaDe(origen),
      zonaDestino: zonaDe(destino),
      idCliente: cliente.id,
    },
  );
  if (!fila) throw new Error(`no air tariff ${origenIata}-${destinoIata} ${codigoServicio}`);
  const cargos = rateConsignment(ratesFromRow(fila), pesos.pesoTasableKg, promocion);

  // The flight: a carrier of the lane, a stable flight number, a departure after the booking.
  const aerolinea = rng.pick(aerolineas(origen, destino));
  const vuelo = `${aerolinea.iata}${100 + (hash(`${origenIata}${destinoIata}${aerolinea.iata}`) % 8900)}`;
  const antelacion = { EXP: [10, 30], PER: [8, 30], STD: [20, 80], CON: [40, 150] }[codigoServicio];
  const salida = new Date(emision.getTime() + rng.int(antelacion[0]!, antelacion[1]!) * HOUR_MS);
  salida.setUTCHours((hash(vuelo) % 18) + 6, ((hash(vuelo) >>> 8) % 12) * 5, 0, 0);
  if (salida.getTime() < emision.getTime() + 8 * HOUR_MS) salida.setTime(salida.getTime() + DAY_MS);

  const eventos = iataEvents(rng, {
    emision,
    salida,
    horasVuelo: greatCircleKm(origen, destino) / 800 + 0.6,
    perecedero: codigoServicio === 'PER',
  });
  const piezasTotales = pesos.totalPiezas;
  const eventosHastaHoy: EventoHawbGuardado[] = eventos
    .filter(([, instante]) => instante.getTime() <= now.getTime())
    .map(([codigo, instante]) => ({
      codigo,
      fecha: instante.toISOString(),
      vuelo: CON_VUELO.has(codigo) ? vuelo : null,
    }));
  const ultimo = eventosHastaHoy.at(-1)!;
  const manifestado = eventosHastaHoy.some((e) => e.codigo === 'MAN');
  let mawb: string | null = null;
  if (manifestado) {
    // HAWBs on the same flight of the same day share the master (consolidation).
    const clave = `${vuelo}:${fechaIso(salida)}:${destinoIata}`;
    mawb = mawbs.get(clave) ?? awbNumber(aerolinea.awbPrefix, siguienteSerial());
    mawbs.set(clave, mawb);
  }

  const valorAduana = Math.round(pesos.pesoBrutoKg * rng.float(mercancia.valorKg[0], mercancia.valorKg[1]));
  const peligrosa: MercanciaPeligrosa | null =
    mercancia.peligrosa && rng.chance(mercancia.peligrosa.probabilidad)
      ? { numeroOnu: mercancia.peligrosa.numeroOnu, clase: mercancia.peligrosa.clase }
      : null;
  const notificar = AGENTES_NOTIFICAR.find((a) => a.codigoPais === destino.country);
  const { aeropuerto: _a, idEntidadCollect: _e, ...destinatarioHawb } = consignatario;

  const hawb: HawbSemilla = {
    idCliente: cliente.id,
    numeroHawb: '',
    numeroMawb: mawb,
    referenciaCliente: rng.chance(0.8) ? `PO-${perfil.referencia}${rng.digits(5)}` : null,
    fechaEmision: emision,
    aeropuertoOrigen: origenIata,
    aeropuertoDestino: destinoIata,
    nombreDestinatario: consignatario.nombre,
    totalPiezas: piezasTotales,
    pesoBrutoKg: pesos.pesoBrutoKg,
    volumenM3: pesos.volumenM3,
    pesoVolumetricoKg: pesos.pesoVolumetricoKg,
    pesoTasableKg: pesos.pesoTasableKg,
    estado: ultimo.codigo,
    fechaUltimoEvento: new Date(ultimo.fecha),
    idServicio: servicio.id,
    pagoPortes: collect ? 'CC' : 'PP',
    idEntidadCollect: collect ? consignatario.idEntidadCollect : null,
    incoterm,
    moneda: cliente.moneda,
    valorDeclaradoTransporte: rng.chance(0.1) ? valorAduana : null,
    valorDeclaradoAduana: valorAduana,
    importeSeguro: incoterm === 'CIP' || rng.chance(0.25) ? Math.round(valorAduana * 1.1) : null,
    descripcionMercancia: `${rng.pick(mercancia.descripciones)}, ${piezasTotales} ${piezasTotales === 1 ? 'package' : 'packages'}`,
    informacionManipulacion: rng.pick(mercancia.manipulacion),
    vuelo,
    fechaVuelo: salida,
    expedidor: { ...expedidor },
    destinatario: destinatarioHawb,
    notificar: notificar && rng.chance(0.3) ? { ...notificar } : null,
    piezas,
    mercanciaPeligrosa: peligrosa,
    cargos,
    eventos: eventosHastaHoy,
    idUsuario: null,
  };
  const rcs = eventosHastaHoy.find((e) => e.codigo === 'RCS');
  const dep = eventosHastaHoy.find((e) => e.codigo === 'DEP');
  return {
    hawb,
    recibo: rcs ? warehouseReceipt(rng, hawb, piezas, new Date(rcs.fecha)) : null,
    salida: dep ? new Date(dep.fecha) : null,
  };
}
