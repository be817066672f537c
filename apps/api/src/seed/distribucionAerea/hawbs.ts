import type {
  CodigoEstadoIata,
  DireccionHawb,
  DiscrepanciaRecibo,
  LiquidacionAerea,
  MercanciaPeligrosa,
  PiezaAerea,
  PiezaHawb,
} from '@extranet/sdk/schemas';
import type { aereoHawbs, aereoRecibos, EventoHawbGuardado } from '../../db/schema/distribucionAerea';
import { calcularPesos, liquidar, tarifaAplicable, tarifaDesdeFila } from '../../domain/air-rating';
import { numeroHawb } from '../../domain/awb';
import { awbNumber } from '../../domain/identificadores';
import { redondear } from '../../lib/numbers';
import type { Prng } from '../../lib/prng';
import { AIRLINES, AIRPORTS, type Airport, greatCircleKm } from '../../reference/geo';
import {
  ALMACENES,
  type CodigoServicio,
  type CodigoTipoBulto,
  RECEPCIONISTAS,
  type TarifaSemilla,
  zonaDe,
} from './catalogos';
import { AGENTES_NOTIFICAR, MERCANCIAS, type PerfilAereoCliente, type PlantillaPieza } from './partes';

// Demo HAWBs: booked over the last 18 months, rated with the tariff grid, flown by a plausible
// airline, with IATA events up to "now" (status = latest event), consolidated on a MAWB once
// manifested, and a warehouse receipt once received at origin.

const HOUR = 3_600_000;
/** Events that name the flight. */
const CON_VUELO: ReadonlySet<CodigoEstadoIata> = new Set(['BKD', 'MAN', 'DEP', 'ARR', 'RCF']);
const DAY = 24 * HOUR;

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
  tarifas: readonly (Omit<TarifaSemilla, 'servicio'> & { idServicio: number })[];
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
export type ReciboSemilla = Omit<typeof aereoRecibos.$inferInsert, 'idHawb'>;

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
  const inicio = new Date(now.getTime() - 548 * DAY);
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
        emision = rng.date(inicio, new Date(now.getTime() - 2 * HOUR));
      } while (estacion && rng.next() * maxEstacion > estacion[emision.getUTCMonth()]!);
      emision.setUTCHours(rng.int(7, 17), rng.int(0, 59), rng.int(0, 59), 0);
      if (emision.getTime() > now.getTime() - HOUR) emision = new Date(now.getTime() - rng.int(2, 20) * HOUR);
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
  const pesos = calcularPesos(piezas);

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
  const fila = tarifaAplicable(
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
  const cargos = liquidar(tarifaDesdeFila(fila), pesos.pesoTasableKg, promocion);

  // The flight: a carrier of the lane, a stable flight number, a departure after the booking.
  const aerolinea = rng.pick(aerolineas(origen, destino));
  const vuelo = `${aerolinea.iata}${100 + (hash(`${origenIata}${destinoIata}${aerolinea.iata}`) % 8900)}`;
  const antelacion = { EXP: [10, 30], PER: [8, 30], STD: [20, 80], CON: [40, 150] }[codigoServicio];
  const salida = new Date(emision.getTime() + rng.int(antelacion[0]!, antelacion[1]!) * HOUR);
  salida.setUTCHours((hash(vuelo) % 18) + 6, ((hash(vuelo) >>> 8) % 12) * 5, 0, 0);
  if (salida.getTime() < emision.getTime() + 8 * HOUR) salida.setTime(salida.getTime() + DAY);

  const eventos = eventosDe(rng, {
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
    recibo: rcs ? reciboDe(rng, hawb, piezas, new Date(rcs.fecha)) : null,
    salida: dep ? new Date(dep.fecha) : null,
  };
}

/** The whole IATA timeline of a HAWB (future events included; the caller keeps those up to now). */
function eventosDe(
  rng: Prng,
  v: { emision: Date; salida: Date; horasVuelo: number; perecedero: boolean },
): [CodigoEstadoIata, Date][] {
  const t = (date: Date, horasMin: number, horasMax: number) =>
    new Date(date.getTime() + Math.round(rng.float(horasMin, horasMax, 2) * 60) * 60_000);
  const rcs = new Date(Math.max(v.emision.getTime() + HOUR, t(v.salida, -28, -5).getTime()));
  const man = new Date(Math.max(rcs.getTime() + 30 * 60_000, t(v.salida, -4, -2).getTime()));
  const retraso = rng.weighted([
    [[0, 0.3], 70],
    [[0.3, 3], 25],
    [[3, 12], 5],
  ] as const);
  const dep = t(v.salida, retraso[0], retraso[1]);
  const arr = t(dep, v.horasVuelo, v.horasVuelo + 0.4);
  const rcf = t(arr, 1.5, 6);
  const nfd = t(rcf, 0.5, 3);
  const awd = t(nfd, 1, v.perecedero ? 4 : 20);
  const ccd = t(awd, v.perecedero ? 1 : 3, v.perecedero ? 8 : 40);
  const dlv = t(ccd, v.perecedero ? 2 : 3, v.perecedero ? 10 : 30);
  return [
    ['BKD', v.emision],
    ['RCS', rcs],
    ['MAN', man],
    ['DEP', dep],
    ['ARR', arr],
    ['RCF', rcf],
    ['NFD', nfd],
    ['AWD', awd],
    ['CCD', ccd],
    ['DLV', dlv],
  ];
}

/** The receipt at the origin warehouse: re-measured, re-weighed, with what did not match. */
function reciboDe(rng: Prng, hawb: HawbSemilla, piezas: readonly PiezaHawb[], fecha: Date): ReciboSemilla {
  const discrepancias: DiscrepanciaRecibo[] = [];
  let observaciones: string | null = null;
  const factorPeso = rng.chance(0.12) ? rng.float(1.02, 1.06, 3) : rng.float(0.995, 1.006, 3);
  const dimensiones: PiezaAerea[] = piezas.map((p) => ({
    cantidad: p.cantidad,
    largoCm: p.largoCm,
    anchoCm: p.anchoCm,
    altoCm: p.altoCm,
    pesoKg: redondear(p.pesoKg * factorPeso, 1),
  }));
  if (rng.chance(0.08)) {
    const linea = dimensiones[0]!;
    const antes = linea.altoCm;
    linea.altoCm = antes + rng.int(3, 8);
    discrepancias.push({
      tipo: 'DIFERENCIA_MEDIDAS',
      descripcion: `Height ${linea.altoCm} cm measured vs ${antes} cm declared`,
    });
  }
  const conVarias = dimensiones.find((d) => d.cantidad > 1);
  if (conVarias && rng.chance(0.02)) {
    conVarias.cantidad -= 1;
    discrepancias.push({
      tipo: 'FALTAN_PIEZAS',
      descripcion: '1 piece missing at reception; shipper informed',
    });
  }
  const medido = calcularPesos(dimensiones);
  if (Math.abs(medido.pesoBrutoKg - hawb.pesoBrutoKg) > Math.max(0.5, hawb.pesoBrutoKg * 0.015)) {
    discrepancias.push({
      tipo: 'DIFERENCIA_PESO',
      descripcion: `Gross weight ${medido.pesoBrutoKg} kg measured vs ${hawb.pesoBrutoKg} kg declared`,
    });
  }
  if (rng.chance(0.03)) {
    discrepancias.push({ tipo: 'EMBALAJE_DANADO', descripcion: 'Outer packaging damaged on one piece' });
    observaciones = 'Shrink wrap torn on one corner, re-wrapped at reception.';
  }
  if (rng.chance(0.02)) {
    discrepancias.push({
      tipo: 'DOCUMENTACION',
      descripcion: 'Commercial invoice missing; received by e-mail',
    });
  }
  if (!observaciones && rng.chance(0.1)) observaciones = 'Received in good order. Photos on file.';
  return {
    idCliente: hawb.idCliente,
    numeroRecibo: '',
    fechaRecepcion: fecha,
    recibidoPor: rng.pick(RECEPCIONISTAS),
    almacen: ALMACENES[hawb.aeropuertoOrigen] ?? `${hawb.aeropuertoOrigen} Cargo Terminal`,
    aeropuerto: hawb.aeropuertoOrigen,
    piezasDeclaradas: hawb.totalPiezas,
    piezasRecibidas: medido.totalPiezas,
    pesoDeclaradoKg: hawb.pesoBrutoKg,
    pesoMedidoKg: medido.pesoBrutoKg,
    volumenM3: medido.volumenM3,
    pesoVolumetricoKg: medido.pesoVolumetricoKg,
    pesoTasableKg: medido.pesoTasableKg,
    dimensiones,
    discrepancias,
    observaciones,
  };
}
