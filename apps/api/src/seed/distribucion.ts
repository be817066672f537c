import type {
  EstadoAlbaran,
  PruebaEntrega,
  TipoIncidenciaEntrega,
  TipoMovimientoAlmacen,
  UnidadMedida,
} from '@extranet/sdk/schemas';
import { albaranes, destinatarios as destinatariosTabla, movimientosAlmacen } from '../db/schema/index';
import { redondear } from '../lib/numbers';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../lib/time';
import { insertRows, withoutForeignKeyChecks } from './bulk-insert';
import type { SeedContext } from './context';
import {
  CALLES,
  CIUDADES,
  type Ciudad,
  INCIDENCIAS,
  OBSERVACIONES_ENTREGA,
  PERSONAS,
  POLIGONOS,
  SECTORES_DISTRIBUCION,
  type Sector,
  type Zona,
} from './distribucion-catalogo';
import type { Prng } from './prng';

// Delivery notes. The warehouse seed (./almacen.ts) simulates stock, dispatches and returns day by
// day and hands the delivery notes it produced to this seed, which stores them with the movements
// that point at them (dispatches and returns). This module owns the distribution side of that
// simulation: recipients and their addresses, carriers, and what happened to each delivery.

/** A contact: a whole name of the country where the data has some, else Spanish name and surnames. */
function persona(rng: Prng, pais: string): string {
  const nombres = PERSONAS.porPais[pais];
  if (nombres) return rng.pick(nombres);
  return `${rng.pick(PERSONAS.nombres)} ${rng.pick(PERSONAS.apellidos)} ${rng.pick(PERSONAS.apellidos)}`;
}

/** A landline of the town (or a mobile), formatted as it is dialled there. */
function telefono(rng: Prng, ciudad: Ciudad): string {
  if (ciudad.pais === 'ES') {
    const digits = rng.chance(0.25)
      ? `6${rng.digits(8)}`
      : `${ciudad.tel.slice(4)}${rng.digits(9)}`.slice(0, 9);
    return `+34 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)}`;
  }
  if (ciudad.pais === 'PA' || ciudad.pais === 'CR') {
    const local = `${ciudad.tel.split(' ')[1]}${rng.digits(8)}`.slice(0, ciudad.pais === 'PA' ? 7 : 8);
    return `${ciudad.tel.split(' ')[0]} ${local.slice(0, local.length - 4)}-${local.slice(-4)}`;
  }
  if (ciudad.pais === 'FR') return `${ciudad.tel} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}`;
  return `${ciudad.tel} ${rng.digits(3)} ${rng.digits(4)}`;
}

/** A customer's customer: where its delivery notes go. */
export interface Destinatario {
  /** Set once stored. */
  id?: number;
  idCliente?: number;
  nombre: string;
  direccion: string;
  codigoPostal: string;
  poblacion: string;
  provincia: string | null;
  pais: string;
  zona: Zona;
  contacto: string | null;
  telefono: string | null;
  observaciones: string | null;
  /** How often it orders, relative to the customer's other recipients. */
  peso: number;
}

/** `count` recipients of a customer in `sector`, a few big ones ordering most. */
export function destinatarios(rng: Prng, sector: Sector, count: number): Destinatario[] {
  const perfil = SECTORES_DISTRIBUCION[sector];
  const result: Destinatario[] = [];
  const used = new Set<string>();
  for (let attempt = 0; result.length < count && attempt < count * 20; attempt++) {
    const pais = rng.weighted(perfil.paises);
    const ciudad = rng.pick(CIUDADES.filter((c) => c.pais === pais));
    const base = rng.pick(perfil.nombres[pais] ?? perfil.nombres['*'] ?? perfil.nombres.ES ?? []);
    const nombre = `${base} ${ciudad.poblacion}`;
    if (used.has(nombre)) continue;
    used.add(nombre);
    const calle = `${rng.pick(CALLES[pais] ?? CALLES.ES!)}, ${rng.int(1, 180)}`;
    const direccion = rng.chance(perfil.naves)
      ? `${rng.pick(POLIGONOS[pais] ?? POLIGONOS.ES!)}, ${calle}`
      : calle;
    result.push({
      nombre,
      direccion,
      codigoPostal: ciudad.cp,
      poblacion: ciudad.poblacion,
      provincia: ciudad.provincia,
      pais: ciudad.pais,
      zona: ciudad.zona,
      contacto: rng.chance(0.85) ? persona(rng, pais) : null,
      telefono: rng.chance(0.9) ? telefono(rng, ciudad) : null,
      observaciones: rng.chance(0.45) ? rng.pick(perfil.instrucciones) : null,
      peso: 1 / (result.length + 1) ** 0.7,
    });
  }
  return result;
}

/** Days on the road from a warehouse region to a recipient. */
export function diasTransito(rng: Prng, desde: Zona, destino: Destinatario): number {
  if (destino.provincia === 'Illes Balears') return rng.int(2, 3);
  if (destino.zona === desde) return 1;
  if (desde === 'PA')
    return destino.zona === 'PA' ? 1 : destino.zona === 'CR' ? rng.int(3, 4) : rng.int(5, 7);
  if (destino.zona === 'PT' || destino.zona === 'FR') return rng.int(2, 3);
  return rng.int(1, 2);
}

export const transportistaDe = (rng: Prng, sector: Sector): string =>
  rng.pick(SECTORES_DISTRIBUCION[sector].transportistas);

// ---------------------------------------------------------------------------------------------
// What happened to a delivery

export interface Desenlace {
  estado: EstadoAlbaran;
  /** When it was delivered (in full or in part); null otherwise. */
  fechaEntrega: Date | null;
  pruebaEntrega: PruebaEntrega | null;
  /** How much of the order reached the recipient, once known. */
  entregado: 'todo' | 'parcial' | 'nada' | null;
  /** When the goods came back into the warehouse (refused deliveries). */
  devuelto: Date | null;
}

/** Business hours of a day, UTC: 07:00–17:00. */
const enHorario = (rng: Prng, dia: number): Date => new Date(dia + rng.int(7 * 60, 17 * 60) * MINUTE_MS);
const diaDe = (instante: number): number => Math.floor(instante / DAY_MS) * DAY_MS;

function prueba(
  fecha: Date,
  firmadoPor: string | null,
  observaciones: string | null,
  incidencia: TipoIncidenciaEntrega | null,
): PruebaEntrega {
  return { firmadoPor, fecha: fecha.toISOString(), urlImagen: null, observaciones, incidencia };
}

/**
 * The fate of a delivery note dispatched at `salida` and expected on `prevista` (a UTC day), as
 * known at `now`: pending until it leaves, on its way until the driver gets there, then delivered
 * (mostly), partly delivered, not delivered yet (failed attempt) or refused and brought back.
 */
export function desenlace(rng: Prng, salida: Date, prevista: number, now: Date, pais: string): Desenlace {
  const nada = { fechaEntrega: null, pruebaEntrega: null, entregado: null, devuelto: null };
  if (salida.getTime() > now.getTime()) return { estado: 'PENDIENTE', ...nada };
  const retraso = rng.weighted([
    [0, 85],
    [1, 12],
    [2, 3],
  ] as const);
  const llegada = enHorario(rng, prevista + retraso * DAY_MS);
  if (llegada.getTime() <= salida.getTime() || llegada.getTime() > now.getTime()) {
    return { estado: 'EN_REPARTO', ...nada };
  }
  const firmante = () => persona(rng, pais);
  const roll = rng.next();
  if (roll < 0.025) {
    const incidencia = rng.pick(['MERCANCIA_DANADA', 'FALTA_MERCANCIA'] as const);
    return {
      estado: 'INCIDENCIA',
      fechaEntrega: llegada,
      pruebaEntrega: prueba(llegada, firmante(), rng.pick(INCIDENCIAS[incidencia]), incidencia),
      entregado: 'parcial',
      devuelto: null,
    };
  }
  if (roll < 0.045) {
    const incidencia = rng.pick([
      'DESTINATARIO_AUSENTE',
      'DIRECCION_INCORRECTA',
      'ESTABLECIMIENTO_CERRADO',
    ] as const);
    const nota = rng.pick(INCIDENCIAS[incidencia]);
    const segundo = enHorario(rng, diaDe(llegada.getTime()) + rng.int(1, 2) * DAY_MS);
    if (segundo.getTime() > now.getTime()) {
      return {
        estado: 'INCIDENCIA',
        fechaEntrega: null,
        pruebaEntrega: prueba(llegada, null, nota, incidencia),
        entregado: null,
        devuelto: null,
      };
    }
    const texto = `Entregado en segundo intento (primer intento: ${nota.charAt(0).toLowerCase()}${nota.slice(1)})`;
    return {
      estado: 'ENTREGADO',
      fechaEntrega: segundo,
      pruebaEntrega: prueba(segundo, firmante(), texto, null),
      entregado: 'todo',
      devuelto: null,
    };
  }
  if (roll < 0.065) {
    const incidencia = rng.chance(0.7) ? ('RECHAZADO' as const) : ('DIRECCION_INCORRECTA' as const);
    const devuelto = new Date(llegada.getTime() + rng.int(18, 96) * HOUR_MS);
    const pod = prueba(llegada, null, rng.pick(INCIDENCIAS[incidencia]), incidencia);
    if (devuelto.getTime() > now.getTime()) {
      return {
        estado: 'INCIDENCIA',
        fechaEntrega: null,
        pruebaEntrega: pod,
        entregado: null,
        devuelto: null,
      };
    }
    return { estado: 'DEVUELTO', fechaEntrega: null, pruebaEntrega: pod, entregado: 'nada', devuelto };
  }
  const observaciones = rng.chance(0.35) ? rng.pick(OBSERVACIONES_ENTREGA) : null;
  return {
    estado: 'ENTREGADO',
    fechaEntrega: llegada,
    pruebaEntrega: prueba(llegada, firmante(), observaciones, null),
    entregado: 'todo',
    devuelto: null,
  };
}

// ---------------------------------------------------------------------------------------------
// The hand-over from the warehouse simulation, and the insert

/** An article as a delivery note line needs it (ids are known: articles are inserted first). */
export interface ArticuloRef {
  id: number;
  codigo: string;
  descripcion: string;
  unidad: UnidadMedida;
  unidadesPorBulto: number;
  unidadesPorPalet: number;
  pesoUnitarioKg: number;
}

/** A document number, filled in once every document of the simulation is known (numbered by date). */
export interface Documento {
  numero: string;
}

export interface LineaPlan {
  articulo: ArticuloRef;
  lote: string | null;
  cantidadPedida: number;
  cantidadEntregada: number | null;
}

export interface AlbaranPlan {
  id?: number;
  idCliente: number;
  documento: Documento;
  referenciaCliente: string | null;
  /** Dispatch instant; the note is dated on its UTC day. */
  salida: Date;
  prevista: number;
  desenlace: Desenlace;
  destinatario: Destinatario;
  codigoAlmacen: string;
  transportista: string | null;
  lineas: LineaPlan[];
}

/** A warehouse movement the simulation produced. */
export interface MovimientoPlan {
  idCliente: number;
  articulo: ArticuloRef;
  idAlmacen: number;
  fecha: Date;
  tipo: TipoMovimientoAlmacen;
  documento: Documento;
  referenciaCliente: string | null;
  ubicacion: string;
  lote: string | null;
  cantidad: number;
  albaran: AlbaranPlan | null;
  motivo: string | null;
}

export interface PlanDistribucion {
  destinatarios: Destinatario[];
  albaranes: AlbaranPlan[];
  /** Dispatches and returns: they point at a delivery note, so they are stored after it. */
  movimientos: MovimientoPlan[];
}

const planes = new WeakMap<SeedContext, PlanDistribucion>();

/** Called by the warehouse seed with the delivery notes it simulated. */
export function entregarPlanDistribucion(ctx: SeedContext, plan: PlanDistribucion): void {
  planes.set(ctx, plan);
}

export const isoDia = (instante: number | Date): string => new Date(instante).toISOString().slice(0, 10);

/**
 * Rows in the order of the (customer, date) index: the index then grows at its end instead of
 * splitting pages all over, and a customer's period reads few pages.
 */
export const porClienteYFecha = <T extends { idCliente: number; t: number }>(a: T, b: T): number =>
  a.idCliente - b.idCliente || a.t - b.t;

export const movimientosOrdenados = (movimientos: readonly MovimientoPlan[]): MovimientoPlan[] =>
  movimientos
    .map((m) => ({ idCliente: m.idCliente, t: m.fecha.getTime(), m }))
    .sort(porClienteYFecha)
    .map(({ m }) => m);

export const filaMovimiento = (m: MovimientoPlan): typeof movimientosAlmacen.$inferInsert => ({
  idCliente: m.idCliente,
  idArticulo: m.articulo.id,
  idAlmacen: m.idAlmacen,
  fecha: m.fecha,
  tipo: m.tipo,
  documento: m.documento.numero,
  referenciaCliente: m.referenciaCliente,
  ubicacion: m.ubicacion,
  lote: m.lote,
  cantidad: m.cantidad,
  idAlbaran: m.albaran?.id ?? null,
  motivo: m.motivo,
});

function filaAlbaran(a: AlbaranPlan): typeof albaranes.$inferInsert {
  let bultos = 0;
  let peso = 0;
  for (const linea of a.lineas) {
    const { unidadesPorBulto, unidadesPorPalet, pesoUnitarioKg } = linea.articulo;
    bultos += Math.ceil(linea.cantidadPedida / unidadesPorBulto);
    // Goods plus about 22 kg of pallet per pallet loaded.
    peso += linea.cantidadPedida * pesoUnitarioKg + Math.ceil(linea.cantidadPedida / unidadesPorPalet) * 22;
  }
  return {
    idCliente: a.idCliente,
    numeroAlbaran: a.documento.numero,
    referenciaCliente: a.referenciaCliente,
    fecha: isoDia(a.salida),
    fechaPrevistaEntrega: isoDia(a.prevista),
    fechaEntrega: a.desenlace.fechaEntrega,
    estado: a.desenlace.estado,
    idDestinatario: a.destinatario.id!,
    codigoAlmacen: a.codigoAlmacen,
    transportista: a.transportista,
    bultos,
    pesoBrutoKg: redondear(peso),
    lineas: a.lineas.map((linea, i) => ({
      id: i + 1,
      idArticulo: linea.articulo.id,
      lote: linea.lote,
      cantidadPedida: linea.cantidadPedida,
      cantidadEntregada: linea.cantidadEntregada,
    })),
    pruebaEntrega: a.desenlace.pruebaEntrega,
  };
}

/** Stores the delivery notes the warehouse seed simulated, then the dispatches and returns that cite them. */
export async function seedDistribucion(ctx: SeedContext): Promise<void> {
  const plan = planes.get(ctx);
  if (!plan) throw new Error('seedDistribucion: run seedAlmacen first (it simulates the deliveries)');
  await withoutForeignKeyChecks(ctx.db, async () => {
    const guardados = await insertRows(
      ctx.db,
      destinatariosTabla,
      plan.destinatarios.map((d) => ({
        idCliente: d.idCliente!,
        nombre: d.nombre,
        direccion: d.direccion,
        codigoPostal: d.codigoPostal,
        poblacion: d.poblacion,
        provincia: d.provincia,
        pais: d.pais,
        contacto: d.contacto,
        telefono: d.telefono,
        observaciones: d.observaciones,
      })),
      { returning: ['id', 'idCliente', 'nombre'] },
    );
    const porNombre = new Map(guardados.map((row) => [`${row.idCliente}:${row.nombre}`, row.id]));
    for (const d of plan.destinatarios) d.id = porNombre.get(`${d.idCliente}:${d.nombre}`);
    const ordenados = plan.albaranes
      .map((a) => ({ idCliente: a.idCliente, t: a.salida.getTime(), a }))
      .sort(porClienteYFecha)
      .map(({ a }) => filaAlbaran(a));
    const ids = await insertRows(ctx.db, albaranes, ordenados, { returning: ['id', 'numeroAlbaran'] });
    const porNumero = new Map(ids.map((row) => [row.numeroAlbaran, row.id]));
    for (const albaran of plan.albaranes) albaran.id = porNumero.get(albaran.documento.numero);
    await insertRows(ctx.db, movimientosAlmacen, movimientosOrdenados(plan.movimientos).map(filaMovimiento));
  });
  planes.delete(ctx);
}
