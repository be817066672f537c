import type { TipoMovimientoAlmacen } from '@extranet/sdk/schemas';
import { almacenes, articulos, existencias, movimientosAlmacen } from '../db/schema/index';
import { type Prng, prngFor } from '../lib/prng';
import { monedaDePais } from '../reference/transportes/catalogos';
import {
  ALMACENES,
  type Almacen,
  CATALOGOS,
  MOTIVOS,
  PERFILES_ALMACEN,
  type PerfilAlmacen,
  type Variante,
  valorUnitario,
} from './almacen-catalogo';
import { insertRows, insertRowsReturningIds, withoutForeignKeyChecks } from './bulk-insert';
import type { SeedContext, SeededCliente } from './context';
import {
  type AlbaranPlan,
  type ArticuloRef,
  type Destinatario,
  type Documento,
  desenlace,
  destinatarios,
  diasTransito,
  entregarPlanDistribucion,
  filaMovimiento,
  type LineaPlan,
  type MovimientoPlan,
  movimientosOrdenados,
  transportistaDe,
} from './distribucion';
import type { Sector } from './distribucion-catalogo';

// Warehouse demo data, simulated rather than drawn: for each warehousing customer, 18 months of
// orders are dispatched day by day from its stock (first expiry, first out), stock is replenished
// by supplier receipts when it runs short, and cycle counts, re-slotting, transfers, refused
// deliveries, customer returns and the destruction of expired lots happen on the way. What is left
// at the end is the stock: per (article, warehouse, location, lot) the movements add up to it.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MESES = 18;

interface Articulo extends ArticuloRef {
  idCliente: number;
  lotes: boolean;
  vidaUtilDias: number | null;
  /** Days of shelf life a lot must keep at delivery. */
  margenDias: number;
  popularidad: number;
  /** Expected daily demand, to size supplier receipts. */
  demandaDia: number;
  loteSeq: number;
  sector: Sector;
  /** Declared value of one unit, in the customer's currency. */
  valorUnitario: number;
}

/** Every variant combination of the catalogue, shuffled, trimmed to `count`. */
function articulosDe(
  rng: Prng,
  sector: Sector,
  prefijo: string,
  idCliente: number,
  count: number,
): Articulo[] {
  const catalogo = CATALOGOS[sector];
  const todos: Articulo[] = [];
  for (const producto of catalogo.productos) {
    let combos: Variante[][] = [[]];
    for (const dimension of producto.v)
      combos = combos.flatMap((combo) => dimension.map((v) => [...combo, v]));
    for (const combo of combos) {
      const vida = producto.vida;
      const codigo = [prefijo, producto.c, ...combo.map((v) => v.c)].join('-');
      todos.push({
        id: 0,
        idCliente,
        codigo,
        descripcion: [producto.n, ...combo.map((v) => v.n)].join(', '),
        unidad: producto.u,
        unidadesPorBulto: producto.b,
        unidadesPorPalet: producto.p,
        pesoUnitarioKg: producto.kg,
        lotes: catalogo.lotes,
        vidaUtilDias: vida,
        margenDias: vida === null ? 0 : Math.round(vida * 0.25),
        popularidad: 0,
        demandaDia: 0,
        loteSeq: 0,
        sector,
        valorUnitario: valorUnitario(sector, producto, codigo),
      });
    }
  }
  const elegidos = rng.shuffle(todos).slice(0, count);
  elegidos.sort((a, b) => a.codigo.localeCompare(b.codigo));
  // A few articles sell most (Zipf), in no particular catalogue order.
  rng.shuffle(elegidos).forEach((articulo, rank) => {
    articulo.popularidad = 1 / (rank + 1) ** 0.8;
  });
  return elegidos;
}

// ---------------------------------------------------------------------------------------------
// The simulation

interface Bucket {
  articulo: Articulo;
  almacen: AlmacenId;
  ubicacion: string;
  lote: string | null;
  /** Expiry, as the UTC day in ms; null for goods without expiry. */
  caducidad: number | null;
  cantidad: number;
  reservada: number;
  recibido: number;
}

interface AlmacenId extends Almacen {
  id: number;
}

interface DocumentoPlan {
  serie: 'EN' | 'AJ' | 'TR' | 'DV';
  almacen: string;
  t: number;
  documento: Documento;
}

interface Simulacion {
  docs: DocumentoPlan[];
  destinatarios: Destinatario[];
  albaranes: AlbaranPlan[];
  /** Receipts, adjustments and transfers (no delivery note). */
  movimientos: MovimientoPlan[];
  /** Dispatches and returns (they cite a delivery note). */
  movimientosAlbaran: MovimientoPlan[];
  buckets: Bucket[];
}

/** A tiny time-ordered queue of things that happen later (returns, counts, transfers, disposals). */
class Agenda {
  // A binary min-heap on (time, insertion order): thousands of lots wait for their expiry at once.
  private heap: { t: number; seq: number; run: () => void }[] = [];
  private seq = 0;
  private antes = (i: number, j: number): boolean => {
    const a = this.heap[i]!;
    const b = this.heap[j]!;
    return a.t < b.t || (a.t === b.t && a.seq < b.seq);
  };
  private cambiar(i: number, j: number): void {
    [this.heap[i], this.heap[j]] = [this.heap[j]!, this.heap[i]!];
  }
  add(t: number, run: () => void): void {
    this.heap.push({ t, seq: this.seq++, run });
    for (let i = this.heap.length - 1; i > 0; ) {
      const padre = (i - 1) >> 1;
      if (!this.antes(i, padre)) break;
      this.cambiar(i, padre);
      i = padre;
    }
  }
  /** Runs everything due up to `t` (never beyond `limit`), in time order. */
  runUntil(t: number, limit: number): void {
    const until = Math.min(t, limit);
    while (this.heap.length > 0 && this.heap[0]!.t <= until) {
      const primero = this.heap[0]!;
      const ultimo = this.heap.pop()!;
      if (this.heap.length > 0) {
        this.heap[0] = ultimo;
        for (let i = 0; ; ) {
          const [l, r] = [2 * i + 1, 2 * i + 2];
          let menor = i;
          if (l < this.heap.length && this.antes(l, menor)) menor = l;
          if (r < this.heap.length && this.antes(r, menor)) menor = r;
          if (menor === i) break;
          this.cambiar(i, menor);
          i = menor;
        }
      }
      primero.run();
    }
  }
}

const ubicacion = (rng: Prng): string =>
  `${String.fromCharCode(65 + rng.int(0, 11))}-${String(rng.int(1, 30)).padStart(2, '0')}-${String(rng.int(1, 5)).padStart(2, '0')}-${'ABCD'[rng.int(0, 3)]}`;

/** Picks by weight in O(log n): cumulative weights and a binary search (one draw, like `weighted`). */
function selector<T>(entries: readonly (readonly [T, number])[]): (rng: Prng) => T {
  const acumulado: number[] = [];
  let total = 0;
  for (const [, peso] of entries) {
    total += peso;
    acumulado.push(total);
  }
  return (rng) => {
    const roll = rng.next() * total;
    let lo = 0;
    let hi = acumulado.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (acumulado[mid]! > roll) hi = mid;
      else lo = mid + 1;
    }
    return entries[lo]![0];
  };
}

const diaUtc = (t: number): number => Math.floor(t / DAY) * DAY;
const yy = (t: number): string => String(new Date(t).getUTCFullYear()).slice(2);
const diaDelAnyo = (t: number): string => {
  const d = new Date(t);
  return String(Math.floor((t - Date.UTC(d.getUTCFullYear(), 0, 1)) / DAY) + 1).padStart(3, '0');
};

function loteNuevo(rng: Prng, articulo: Articulo, t: number): string {
  articulo.loteSeq += 1;
  const seq = String(articulo.loteSeq).padStart(2, '0');
  switch (articulo.sector) {
    case 'ceramica':
      return `T${rng.int(10, 48)}C${rng.int(1, 3)}-${yy(t)}${diaDelAnyo(t)}`;
    case 'farma':
      return `${yy(t)}${String.fromCharCode(65 + rng.int(0, 25))}${rng.digits(4)}${seq}`;
    case 'vino':
      return `L${yy(t)}${diaDelAnyo(t)}-${seq}`;
    case 'quimica':
      return `B${yy(t)}${rng.digits(5)}`;
    default:
      return `L${yy(t)}${diaDelAnyo(t)}-${seq}`;
  }
}

function simularCliente(
  rng: Prng,
  cliente: SeededCliente,
  perfil: PerfilAlmacen,
  articulosCliente: Articulo[],
  almacenesCliente: AlmacenId[],
  numAlbaranes: number,
  now: Date,
  sim: Simulacion,
): void {
  const catalogo = CATALOGOS[perfil.sector];
  const fin = now.getTime();
  const inicio = diaUtc(fin) - Math.round(MESES * 30.44) * DAY;
  const ultimoDia = diaUtc(fin) + 10 * DAY;
  const agenda = new Agenda();
  const buckets = new Map<Articulo, Bucket[]>();
  const propios: Bucket[] = [];
  const formatoPedido = rng.pick(['PED-{yy}-{n5}', 'OV{yy}{n6}', '45{n8}', 'SO-{n7}', '{yy}/{n5}']);
  const pedido = (t: number) =>
    formatoPedido.replace('{yy}', yy(t)).replace(/\{n(\d)\}/, (_, n: string) => rng.digits(Number(n)));

  // Expected demand per article, to size receipts to a few weeks of it.
  const dias = (ultimoDia - inicio) / DAY;
  const totalPop = articulosCliente.reduce((s, a) => s + a.popularidad, 0);
  const lineasMedias = (catalogo.lineas[0] + catalogo.lineas[1]) / 2;
  const bultosMedios = (catalogo.bultos[0] + catalogo.bultos[1]) / 2;
  for (const a of articulosCliente) {
    a.demandaDia =
      (numAlbaranes / dias) * lineasMedias * (a.popularidad / totalPop) * bultosMedios * a.unidadesPorBulto;
  }

  const doc = (serie: DocumentoPlan['serie'], almacen: AlmacenId, t: number): Documento => {
    const documento = { numero: '' };
    sim.docs.push({ serie, almacen: almacen.codigo, t, documento });
    return documento;
  };
  const movimiento = (
    b: Bucket,
    t: number,
    tipo: TipoMovimientoAlmacen,
    documento: Documento,
    cantidad: number,
    extra: { referenciaCliente?: string | null; albaran?: AlbaranPlan | null; motivo?: string | null } = {},
  ) => {
    const m: MovimientoPlan = {
      idCliente: cliente.id,
      articulo: b.articulo,
      idAlmacen: b.almacen.id,
      fecha: new Date(t),
      tipo,
      documento,
      referenciaCliente: extra.referenciaCliente ?? null,
      ubicacion: b.ubicacion,
      lote: b.lote,
      cantidad,
      albaran: extra.albaran ?? null,
      motivo: extra.motivo ?? null,
    };
    (m.albaran ? sim.movimientosAlbaran : sim.movimientos).push(m);
  };
  const bucketsDe = (a: Articulo): Bucket[] => {
    let list = buckets.get(a);
    if (!list) {
      list = [];
      buckets.set(a, list);
    }
    return list;
  };
  const nuevoBucket = (
    a: Articulo,
    almacen: AlmacenId,
    lote: string | null,
    caducidad: number | null,
    t: number,
  ): Bucket => {
    const b: Bucket = {
      articulo: a,
      almacen,
      ubicacion: ubicacion(rng),
      lote,
      caducidad,
      cantidad: 0,
      reservada: 0,
      recibido: t,
    };
    bucketsDe(a).push(b);
    propios.push(b);
    return b;
  };

  // Supplier receipts: one document per warehouse and day, several articles on it.
  const recepciones = new Map<string, { documento: Documento; referencia: string; t: number }>();
  const recibir = (a: Articulo, almacen: AlmacenId, t: number, cantidad: number): void => {
    const key = `${almacen.codigo}:${diaUtc(t)}`;
    let recepcion = recepciones.get(key);
    if (!recepcion) {
      recepcion = { documento: doc('EN', almacen, t), referencia: `OC-${yy(t)}-${rng.digits(5)}`, t };
      recepciones.set(key, recepcion);
    }
    // Big receipts take several pallet positions: one stock line per position.
    const porUbicacion =
      Math.ceil((a.unidadesPorPalet * rng.int(4, 8)) / a.unidadesPorBulto) * a.unidadesPorBulto;
    const lote = a.lotes ? loteNuevo(rng, a, recepcion.t) : null;
    const caducidad = a.vidaUtilDias === null ? null : diaUtc(recepcion.t) + a.vidaUtilDias * DAY;
    for (let resto = cantidad; resto > 0; ) {
      const q = resto > porUbicacion * 1.5 ? porUbicacion : resto;
      resto -= q;
      const b = nuevoBucket(a, almacen, lote, caducidad, recepcion.t);
      b.cantidad += q;
      movimiento(b, recepcion.t, 'ENTRADA', recepcion.documento, q, {
        referenciaCliente: recepcion.referencia,
      });
      if (caducidad !== null) {
        // Whatever is left of a lot once it expires is destroyed a few days later.
        const cuando = caducidad + rng.int(1, 7) * DAY + rng.int(8, 16) * HOUR;
        agenda.add(cuando, () => {
          const libre = b.cantidad - b.reservada;
          if (libre <= 0) return;
          b.cantidad -= libre;
          movimiento(b, cuando, 'AJUSTE', doc('AJ', b.almacen, cuando), -libre, {
            motivo: 'Destrucción de mercancía caducada',
          });
        });
      }
    }
  };

  const usables = (a: Articulo, almacen: AlmacenId, entrega: number): Bucket[] => {
    let list = bucketsDe(a);
    if (list.length > 6) {
      // Forget emptied lines (they stay in `propios`, so a late return still shows up as stock).
      list = list.filter((b) => b.cantidad > 0 || b.reservada > 0);
      buckets.set(a, list);
    }
    return list
      .filter(
        (b) =>
          b.almacen === almacen &&
          b.cantidad - b.reservada > 0 &&
          (b.caducidad === null || b.caducidad - a.margenDias * DAY >= entrega),
      )
      .sort((x, y) => (x.caducidad ?? x.recibido) - (y.caducidad ?? y.recibido) || x.recibido - y.recibido);
  };

  const tamanoRecepcion = (a: Articulo, falta: number): number => {
    const cobertura =
      a.vidaUtilDias !== null && a.vidaUtilDias < 120
        ? Math.max(4, Math.min(14, a.vidaUtilDias * 0.3))
        : rng.int(20, 60);
    // What is missing plus some safety stock, or a few weeks of demand.
    const objetivo = Math.max(falta + rng.int(2, 6) * a.unidadesPorBulto, a.demandaDia * cobertura);
    return Math.ceil(objetivo / a.unidadesPorBulto) * a.unidadesPorBulto;
  };

  /** Takes `cantidad` first-expiry-first-out, receiving more from the supplier when short. */
  const asignar = (a: Articulo, almacen: AlmacenId, cantidad: number, t: number, entrega: number) => {
    let disponibles = usables(a, almacen, entrega);
    const total = disponibles.reduce((s, b) => s + b.cantidad - b.reservada, 0);
    if (total < cantidad) {
      // Received a day or a few before it is needed (never after today).
      const recepcion = Math.max(inicio, Math.min(t - rng.int(20, 96) * HOUR, fin - rng.int(2, 30) * HOUR));
      recibir(a, almacen, recepcion, tamanoRecepcion(a, cantidad - total));
      disponibles = usables(a, almacen, entrega);
    }
    const tomas: { bucket: Bucket; cantidad: number }[] = [];
    let falta = cantidad;
    for (const b of disponibles) {
      if (falta <= 0) break;
      const q = Math.min(falta, b.cantidad - b.reservada);
      tomas.push({ bucket: b, cantidad: q });
      falta -= q;
    }
    return tomas;
  };

  // The stock the period opens with: every article, in its customer's main warehouse.
  for (const a of articulosCliente) {
    recibir(a, almacenesCliente[0]!, inicio + rng.int(6, 60) * HOUR, tamanoRecepcion(a, 0));
  }

  // Cycle counts and re-slotting, spread over the period.
  // As often as the customer's activity warrants (rarely in the small test data).
  const ritmo = Math.max(1, Math.min(10, perfil.albaranes / numAlbaranes / 10));
  for (let t = inicio + rng.int(3, 15) * DAY; t < fin; t += Math.round(rng.int(5, 16) * ritmo) * DAY) {
    const when = diaUtc(t) + rng.int(14, 19) * HOUR;
    agenda.add(when, () => {
      const almacen = rng.pick(almacenesCliente);
      const candidatos = propios.filter((b) => b.almacen === almacen && b.cantidad - b.reservada > 0);
      if (candidatos.length === 0) return;
      const documento = doc('AJ', almacen, when);
      for (let i = rng.int(1, 3); i > 0; i--) {
        const b = rng.pick(candidatos);
        const paso = b.articulo.unidadesPorBulto;
        const libre = b.cantidad - b.reservada;
        const delta = rng.chance(0.7) ? -Math.min(libre, rng.int(1, 2) * paso) : rng.int(1, 2) * paso;
        if (delta === 0) continue;
        b.cantidad += delta;
        movimiento(b, when, 'AJUSTE', documento, delta, {
          motivo: rng.pick(delta < 0 ? MOTIVOS.ajusteNegativo : MOTIVOS.ajustePositivo),
        });
      }
    });
  }
  for (let t = inicio + rng.int(2, 9) * DAY; t < fin; t += Math.round(rng.int(3, 10) * ritmo) * DAY) {
    const when = diaUtc(t) + rng.int(6, 13) * HOUR;
    agenda.add(when, () => {
      const candidatos = propios.filter((b) => b.cantidad > 0 && b.reservada === 0);
      if (candidatos.length === 0) return;
      const b = rng.pick(candidatos);
      const otro = almacenesCliente.find((x) => x !== b.almacen);
      if (otro && rng.chance(0.35)) {
        // Rebalancing between the customer's warehouses: part of the line goes.
        const bultos = Math.max(1, Math.floor(b.cantidad / b.articulo.unidadesPorBulto / 2));
        const q = Math.min(b.cantidad, bultos * b.articulo.unidadesPorBulto);
        const documento = doc('TR', b.almacen, when);
        const destino =
          bucketsDe(b.articulo).find((x) => x.almacen === otro && x.lote === b.lote) ??
          nuevoBucket(b.articulo, otro, b.lote, b.caducidad, b.recibido);
        b.cantidad -= q;
        movimiento(b, when, 'TRASLADO', documento, -q);
        // A day on the road; still travelling today means not in the other warehouse's stock yet.
        const llegada = when + rng.int(16, 30) * HOUR;
        agenda.add(llegada, () => {
          destino.cantidad += q;
          movimiento(destino, llegada, 'TRASLADO', documento, q);
        });
      } else {
        // Re-slotting inside the warehouse: the whole line moves to another location.
        const documento = doc('TR', b.almacen, when);
        const q = b.cantidad;
        movimiento(b, when, 'TRASLADO', documento, -q);
        b.ubicacion = ubicacion(rng);
        movimiento(b, when, 'TRASLADO', documento, q);
      }
    });
  }

  // The delivery notes, in date order.
  const recipientes = destinatarios(
    rng,
    perfil.sector,
    Math.max(6, Math.min(160, Math.round(numAlbaranes / 40))),
  );
  for (const d of recipientes) d.idCliente = cliente.id;
  sim.destinatarios.push(...recipientes);
  const destinatarioAlAzar = selector(recipientes.map((d) => [d, d.peso] as const));
  const articuloAlAzar = selector(articulosCliente.map((a) => [a, a.popularidad] as const));
  const fechas: number[] = [];
  while (fechas.length < numAlbaranes) {
    const dia = diaUtc(inicio + 5 * DAY + rng.next() * (ultimoDia - inicio - 5 * DAY));
    const d = new Date(dia);
    if (d.getUTCDay() === 0) continue;
    if (d.getUTCDay() === 6 && !rng.chance(0.3)) continue;
    if (catalogo.temporada && !catalogo.temporada.includes(d.getUTCMonth() + 1) && !rng.chance(0.5)) continue;
    fechas.push(dia + rng.int(5 * 60, 14 * 60) * 60_000);
  }
  fechas.sort((a, b) => a - b);

  for (const salidaT of fechas) {
    agenda.runUntil(salidaT, fin);
    const destinatario: Destinatario = destinatarioAlAzar(rng);
    const almacen = almacenesCliente.find((a) => a.zona === destinatario.zona) ?? almacenesCliente[0]!;
    let prevista = diaUtc(salidaT) + diasTransito(rng, almacen.zona, destinatario) * DAY;
    if (new Date(prevista).getUTCDay() === 0) prevista += DAY;
    const salida = new Date(salidaT);
    const resultado = desenlace(rng, salida, prevista, now, destinatario.pais);
    const pendiente = resultado.estado === 'PENDIENTE';
    const albaran: AlbaranPlan = {
      idCliente: cliente.id,
      documento: { numero: '' },
      referenciaCliente: rng.chance(0.9) ? pedido(salidaT) : null,
      salida,
      prevista,
      desenlace: resultado,
      destinatario,
      codigoAlmacen: almacen.codigo,
      transportista: pendiente && salidaT - fin > 2 * DAY ? null : transportistaDe(rng, perfil.sector),
      lineas: [],
    };
    const origen = new Map<LineaPlan, Bucket>();
    const elegidos = new Set<Articulo>();
    for (let n = rng.int(catalogo.lineas[0], catalogo.lineas[1]); n > 0; n--)
      elegidos.add(articuloAlAzar(rng));
    for (const a of elegidos) {
      const cantidad = rng.int(catalogo.bultos[0], catalogo.bultos[1]) * a.unidadesPorBulto;
      for (const toma of asignar(a, almacen, cantidad, salidaT, prevista)) {
        const linea: LineaPlan = {
          articulo: a,
          lote: toma.bucket.lote,
          cantidadPedida: toma.cantidad,
          cantidadEntregada: null,
        };
        albaran.lineas.push(linea);
        origen.set(linea, toma.bucket);
        if (pendiente) {
          toma.bucket.reservada += toma.cantidad;
          continue;
        }
        toma.bucket.cantidad -= toma.cantidad;
        movimiento(toma.bucket, salidaT, 'SALIDA', albaran.documento, -toma.cantidad, {
          referenciaCliente: albaran.referenciaCliente,
          albaran,
        });
        if (resultado.entregado === 'nada' && resultado.devuelto) {
          const bucket = toma.bucket;
          const q = toma.cantidad;
          const cuando = resultado.devuelto.getTime();
          agenda.add(cuando, () => {
            bucket.cantidad += q;
            movimiento(bucket, cuando, 'DEVOLUCION', doc('DV', bucket.almacen, cuando), q, {
              referenciaCliente: albaran.referenciaCliente,
              albaran,
              motivo:
                resultado.pruebaEntrega?.incidencia === 'RECHAZADO'
                  ? 'Entrega rechazada por el destinatario'
                  : 'Dirección incorrecta: devuelto al almacén',
            });
          });
        }
      }
    }
    if (albaran.lineas.length === 0) continue;
    for (const linea of albaran.lineas) {
      linea.cantidadEntregada =
        resultado.entregado === 'todo'
          ? linea.cantidadPedida
          : resultado.entregado === 'nada'
            ? 0
            : resultado.entregado === 'parcial'
              ? linea.cantidadPedida
              : null;
    }
    if (resultado.entregado === 'parcial') {
      const linea = rng.pick(albaran.lineas);
      const paso = linea.articulo.unidadesPorBulto;
      linea.cantidadEntregada = Math.max(
        0,
        linea.cantidadPedida - rng.int(1, Math.max(1, Math.min(3, linea.cantidadPedida / paso - 1))) * paso,
      );
    }
    if (resultado.entregado === 'todo' && resultado.fechaEntrega && rng.chance(catalogo.devoluciones)) {
      // The recipient sends part of a line back some days after delivery.
      const cuando = resultado.fechaEntrega.getTime() + rng.int(3, 25) * DAY;
      const linea = rng.pick(albaran.lineas);
      const bucket = origen.get(linea);
      if (bucket && cuando < fin) {
        const paso = linea.articulo.unidadesPorBulto;
        const q = Math.min(
          linea.cantidadPedida,
          rng.int(1, Math.max(1, Math.floor(linea.cantidadPedida / paso / 2))) * paso,
        );
        agenda.add(cuando, () => {
          bucket.cantidad += q;
          movimiento(bucket, cuando, 'DEVOLUCION', doc('DV', bucket.almacen, cuando), q, {
            referenciaCliente: albaran.referenciaCliente,
            albaran,
            motivo: rng.pick(
              perfil.sector === 'moda' || perfil.sector === 'textil'
                ? MOTIVOS.devolucionModa
                : MOTIVOS.devolucion,
            ),
          });
        });
      }
    }
    sim.albaranes.push(albaran);
  }
  agenda.runUntil(fin, fin);
  sim.buckets.push(...propios);
}

/** Numbers every document in date order: `EN-VLC01-2500412`, delivery notes `AL25-004512`. */
function numerar(sim: Simulacion): void {
  const contadores = new Map<string, number>();
  const siguiente = (key: string) => {
    const n = (contadores.get(key) ?? 0) + 1;
    contadores.set(key, n);
    return n;
  };
  for (const d of [...sim.docs].sort((a, b) => a.t - b.t)) {
    const key = `${d.serie}-${d.almacen}-${yy(d.t)}`;
    d.documento.numero = `${key}${String(siguiente(key)).padStart(5, '0')}`;
  }
  for (const a of [...sim.albaranes].sort((x, y) => x.salida.getTime() - y.salida.getTime())) {
    const key = `AL${yy(a.salida.getTime())}`;
    a.documento.numero = `${key}-${String(siguiente(key)).padStart(6, '0')}`;
  }
}

/** The stock a bucket ends with: reserved for pending notes, blocked when expired or on hold. */
function existencia(rng: Prng, b: Bucket, hoy: number): typeof existencias.$inferInsert {
  const a = b.articulo;
  const libre = b.cantidad - b.reservada;
  let bloqueada = 0;
  let motivo: string | null = null;
  if (b.caducidad !== null && b.caducidad < hoy) {
    bloqueada = libre;
    motivo = 'Lote caducado: pendiente de destrucción';
  } else if (b.caducidad !== null && b.caducidad - a.margenDias * DAY < hoy) {
    bloqueada = libre;
    motivo = 'Vida útil residual inferior a la exigida por el cliente';
  } else if (a.sector === 'farma' && hoy - b.recibido < 3 * DAY) {
    bloqueada = libre;
    motivo = 'Cuarentena: pendiente de liberación del lote';
  } else if (libre > 0 && rng.chance(0.04)) {
    bloqueada = Math.min(libre, rng.int(1, 3) * a.unidadesPorBulto);
    motivo = rng.pick(MOTIVOS.bloqueo);
  }
  return {
    idCliente: a.idCliente,
    idArticulo: a.id,
    idAlmacen: b.almacen.id,
    ubicacion: b.ubicacion,
    lote: b.lote,
    fechaCaducidad: b.caducidad === null ? null : new Date(b.caducidad).toISOString().slice(0, 10),
    cantidadDisponible: libre - bloqueada,
    cantidadReservada: b.reservada,
    cantidadBloqueada: bloqueada,
    palets: Math.ceil(b.cantidad / a.unidadesPorPalet),
    motivoBloqueo: bloqueada > 0 ? motivo : null,
  };
}

/**
 * Warehouses, articles, stock and the movements without a delivery note; the delivery notes and
 * the movements that cite them go to the distribucion seed, which runs next.
 */
export async function seedAlmacen(ctx: SeedContext): Promise<void> {
  const small = ctx.scale === 'small';
  const almacenIds = await insertRowsReturningIds(
    ctx.db,
    almacenes,
    ALMACENES.map(({ zona: _zona, ...almacen }) => almacen),
  );
  const porCodigo = new Map(ALMACENES.map((a, i) => [a.codigo, { ...a, id: almacenIds[i]! }]));

  const perfiles = PERFILES_ALMACEN.flatMap((perfil) => {
    const cliente = ctx.clientes.find((c) => c.codigo === perfil.cliente);
    return cliente ? [{ perfil, cliente, rng: prngFor(`almacen:${perfil.cliente}`) }] : [];
  });
  const catalogos = perfiles.map(({ perfil, cliente, rng }) =>
    articulosDe(rng, perfil.sector, perfil.cliente.slice(0, 3), cliente.id, small ? 12 : perfil.articulos),
  );
  const todos = catalogos.flat();
  const monedaCliente = new Map(perfiles.map(({ cliente }) => [cliente.id, monedaDePais(cliente.pais)]));
  const insertados = await insertRows(
    ctx.db,
    articulos,
    todos.map((a) => ({
      idCliente: a.idCliente,
      codigo: a.codigo,
      descripcion: a.descripcion,
      unidad: a.unidad,
      gestionLotes: a.lotes,
      vidaUtilDias: a.vidaUtilDias,
      unidadesPorBulto: a.unidadesPorBulto,
      unidadesPorPalet: a.unidadesPorPalet,
      pesoUnitarioKg: a.pesoUnitarioKg,
      valorUnitario: a.valorUnitario,
      moneda: monedaCliente.get(a.idCliente)!,
    })),
    { returning: ['id', 'idCliente', 'codigo'] },
  );
  const ids = new Map(insertados.map((row) => [`${row.idCliente}:${row.codigo}`, row.id]));
  for (const a of todos) a.id = ids.get(`${a.idCliente}:${a.codigo}`)!;

  const sim: Simulacion = {
    docs: [],
    destinatarios: [],
    albaranes: [],
    movimientos: [],
    movimientosAlbaran: [],
    buckets: [],
  };
  perfiles.forEach(({ perfil, cliente, rng }, i) => {
    const propios = perfil.almacenes.map((codigo) => porCodigo.get(codigo)!);
    const numero = ctx.volume({ small: 24, full: perfil.albaranes });
    simularCliente(rng, cliente, perfil, catalogos[i]!, propios, numero, ctx.now, sim);
  });
  numerar(sim);

  const rng = prngFor('almacen:existencias');
  const hoy = diaUtc(ctx.now.getTime());
  const stock = sim.buckets.filter((b) => b.cantidad > 0).map((b) => existencia(rng, b, hoy));
  await withoutForeignKeyChecks(ctx.db, async () => {
    await insertRows(ctx.db, existencias, stock);
    await insertRows(ctx.db, movimientosAlmacen, movimientosOrdenados(sim.movimientos).map(filaMovimiento));
  });
  entregarPlanDistribucion(ctx, {
    destinatarios: sim.destinatarios,
    albaranes: sim.albaranes,
    movimientos: sim.movimientosAlbaran,
  });
}
