import { DAY_MS, HOUR_MS, MINUTE_MS } from '../lib/time';
import { Agenda, selector } from './agenda';
import type { Articulo } from './almacen-articulos';
import { CATALOGOS, MOTIVOS, type PerfilAlmacen } from './almacen-catalogo';
import {
  type AlmacenId,
  type Bucket,
  diaUtc,
  type Simulacion,
  StockLedger,
  ubicacion,
  yy,
} from './almacen-existencias';
import type { SeededCliente } from './context';
import {
  type AlbaranPlan,
  type Destinatario,
  desenlace,
  destinatarios,
  diasTransito,
  type LineaPlan,
  transportistaDe,
} from './distribucion';
import type { Prng } from './prng';

// Warehouse demo data, simulated rather than drawn: for each warehousing customer, 18 months of
// orders are dispatched day by day from its stock (first expiry, first out), stock is replenished
// by supplier receipts when it runs short, and cycle counts, re-slotting, transfers, refused
// deliveries, customer returns and the destruction of expired lots happen on the way. What is left
// at the end is the stock: per (article, warehouse, location, lot) the movements add up to it.

const MESES = 18;

/** Simulates one customer's period into `sim`: its delivery notes and every movement of its stock. */
export function simularCliente(
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
  const inicio = diaUtc(fin) - Math.round(MESES * 30.44) * DAY_MS;
  const ultimoDia = diaUtc(fin) + 10 * DAY_MS;
  const agenda = new Agenda();
  const formatoPedido = rng.pick(['PED-{yy}-{n5}', 'OV{yy}{n6}', '45{n8}', 'SO-{n7}', '{yy}/{n5}']);
  const pedido = (t: number) =>
    formatoPedido.replace('{yy}', yy(t)).replace(/\{n(\d)\}/, (_, n: string) => rng.digits(Number(n)));

  // Expected demand per article, to size receipts to a few weeks of it.
  const dias = (ultimoDia - inicio) / DAY_MS;
  const totalPop = articulosCliente.reduce((s, a) => s + a.popularidad, 0);
  const lineasMedias = (catalogo.lineas[0] + catalogo.lineas[1]) / 2;
  const bultosMedios = (catalogo.bultos[0] + catalogo.bultos[1]) / 2;
  for (const a of articulosCliente) {
    a.demandaDia =
      (numAlbaranes / dias) * lineasMedias * (a.popularidad / totalPop) * bultosMedios * a.unidadesPorBulto;
  }

  const ledger = new StockLedger(rng, cliente, sim, agenda, inicio, fin);

  // The stock the period opens with: every article, in its customer's main warehouse.
  for (const a of articulosCliente) {
    ledger.recibir(a, almacenesCliente[0]!, inicio + rng.int(6, 60) * HOUR_MS, ledger.tamanoRecepcion(a, 0));
  }

  // As often as the customer's activity warrants (rarely in the small test data).
  const ritmo = Math.max(1, Math.min(10, perfil.albaranes / numAlbaranes / 10));
  scheduleStockKeeping(rng, ledger, agenda, almacenesCliente, { inicio, fin, ritmo });

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
    const dia = diaUtc(inicio + 5 * DAY_MS + rng.next() * (ultimoDia - inicio - 5 * DAY_MS));
    const d = new Date(dia);
    if (d.getUTCDay() === 0) continue;
    if (d.getUTCDay() === 6 && !rng.chance(0.3)) continue;
    if (catalogo.temporada && !catalogo.temporada.includes(d.getUTCMonth() + 1) && !rng.chance(0.5)) continue;
    fechas.push(dia + rng.int(5 * 60, 14 * 60) * MINUTE_MS);
  }
  fechas.sort((a, b) => a - b);

  for (const salidaT of fechas) {
    agenda.runUntil(salidaT, fin);
    const destinatario: Destinatario = destinatarioAlAzar(rng);
    const almacen = almacenesCliente.find((a) => a.zona === destinatario.zona) ?? almacenesCliente[0]!;
    let prevista = diaUtc(salidaT) + diasTransito(rng, almacen.zona, destinatario) * DAY_MS;
    if (new Date(prevista).getUTCDay() === 0) prevista += DAY_MS;
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
      transportista: pendiente && salidaT - fin > 2 * DAY_MS ? null : transportistaDe(rng, perfil.sector),
      lineas: [],
    };
    const origen = new Map<LineaPlan, Bucket>();
    const elegidos = new Set<Articulo>();
    for (let n = rng.int(catalogo.lineas[0], catalogo.lineas[1]); n > 0; n--)
      elegidos.add(articuloAlAzar(rng));
    for (const a of elegidos) {
      const cantidad = rng.int(catalogo.bultos[0], catalogo.bultos[1]) * a.unidadesPorBulto;
      for (const toma of ledger.asignar(a, almacen, cantidad, salidaT, prevista)) {
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
        ledger.movimiento(toma.bucket, salidaT, 'SALIDA', albaran.documento, -toma.cantidad, {
          referenciaCliente: albaran.referenciaCliente,
          albaran,
        });
        if (resultado.entregado === 'nada' && resultado.devuelto) {
          const bucket = toma.bucket;
          const q = toma.cantidad;
          const cuando = resultado.devuelto.getTime();
          agenda.add(cuando, () => {
            bucket.cantidad += q;
            ledger.movimiento(bucket, cuando, 'DEVOLUCION', ledger.doc('DV', bucket.almacen, cuando), q, {
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
      const cuando = resultado.fechaEntrega.getTime() + rng.int(3, 25) * DAY_MS;
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
          ledger.movimiento(bucket, cuando, 'DEVOLUCION', ledger.doc('DV', bucket.almacen, cuando), q, {
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
  sim.buckets.push(...ledger.propios);
}

/**
 * Cycle counts (adjustments up and down) and transfers, between warehouses or to another location,
 * spread over the period every `ritmo` times a few days.
 */
function scheduleStockKeeping(
  rng: Prng,
  ledger: StockLedger,
  agenda: Agenda,
  almacenesCliente: AlmacenId[],
  { inicio, fin, ritmo }: { inicio: number; fin: number; ritmo: number },
): void {
  for (let t = inicio + rng.int(3, 15) * DAY_MS; t < fin; t += Math.round(rng.int(5, 16) * ritmo) * DAY_MS) {
    const when = diaUtc(t) + rng.int(14, 19) * HOUR_MS;
    agenda.add(when, () => {
      const almacen = rng.pick(almacenesCliente);
      const candidatos = ledger.propios.filter((b) => b.almacen === almacen && b.cantidad - b.reservada > 0);
      if (candidatos.length === 0) return;
      const documento = ledger.doc('AJ', almacen, when);
      for (let i = rng.int(1, 3); i > 0; i--) {
        const b = rng.pick(candidatos);
        const paso = b.articulo.unidadesPorBulto;
        const libre = b.cantidad - b.reservada;
        const delta = rng.chance(0.7) ? -Math.min(libre, rng.int(1, 2) * paso) : rng.int(1, 2) * paso;
        if (delta === 0) continue;
        b.cantidad += delta;
        ledger.movimiento(b, when, 'AJUSTE', documento, delta, {
          motivo: rng.pick(delta < 0 ? MOTIVOS.ajusteNegativo : MOTIVOS.ajustePositivo),
        });
      }
    });
  }
  for (let t = inicio + rng.int(2, 9) * DAY_MS; t < fin; t += Math.round(rng.int(3, 10) * ritmo) * DAY_MS) {
    const when = diaUtc(t) + rng.int(6, 13) * HOUR_MS;
    agenda.add(when, () => {
      const candidatos = ledger.propios.filter((b) => b.cantidad > 0 && b.reservada === 0);
      if (candidatos.length === 0) return;
      const b = rng.pick(candidatos);
      const otro = almacenesCliente.find((x) => x !== b.almacen);
      if (otro && rng.chance(0.35)) {
        // Rebalancing between the customer's warehouses: part of the line goes.
        const bultos = Math.max(1, Math.floor(b.cantidad / b.articulo.unidadesPorBulto / 2));
        const q = Math.min(b.cantidad, bultos * b.articulo.unidadesPorBulto);
        const documento = ledger.doc('TR', b.almacen, when);
        const destino =
          ledger.bucketsDe(b.articulo).find((x) => x.almacen === otro && x.lote === b.lote) ??
          ledger.nuevoBucket(b.articulo, otro, b.lote, b.caducidad, b.recibido);
        b.cantidad -= q;
        ledger.movimiento(b, when, 'TRASLADO', documento, -q);
        // A day on the road; still travelling today means not in the other warehouse's stock yet.
        const llegada = when + rng.int(16, 30) * HOUR_MS;
        agenda.add(llegada, () => {
          destino.cantidad += q;
          ledger.movimiento(destino, llegada, 'TRASLADO', documento, q);
        });
      } else {
        // Re-slotting inside the warehouse: the whole line moves to another location.
        const documento = ledger.doc('TR', b.almacen, when);
        const q = b.cantidad;
        ledger.movimiento(b, when, 'TRASLADO', documento, -q);
        b.ubicacion = ubicacion(rng);
        ledger.movimiento(b, when, 'TRASLADO', documento, q);
      }
    });
  }
}

/** Numbers every document in date order: `EN-VLC01-2500412`, delivery notes `AL25-004512`. */
export function numerar(sim: Simulacion): void {
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
