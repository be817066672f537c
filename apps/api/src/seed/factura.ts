import type { ModoTransporte } from '@extranet/sdk/schemas';
import { ne, sql } from 'drizzle-orm';
import { facturas, type PagoFactura, partidas } from '../db/schema/index';
import { redondear } from '../lib/numbers';
import { DAY_MS } from '../lib/time';
import { countryByCode } from '../reference/geo';
import { monedaDePais } from '../reference/transportes/catalogos';
import { PERFILES_ALMACEN } from './almacen-catalogo';
import { insertRows, withoutForeignKeyChecks } from './bulk-insert';
import type { SeedContext, SeededCliente } from './context';
import { porClienteYFecha } from './distribucion';
import { type Prng, prngFor } from './prng';

// Invoices and credit notes over the last 18 months. Most shipments are invoiced on their own a few
// days after departure, some customers get one invoice for several shipments, warehousing customers
// a monthly logistics invoice; some invoices are corrected by a credit note, a few are cancelled.
// Payments follow each customer's habits (on time, late, very late), so what is open, paid or
// overdue today follows from the due dates. The shipments are the tracking seed's (same customer).

interface Envio {
  numero: string;
  idCliente: number;
  modo: ModoTransporte;
  /** Departure (actual, else estimated). */
  salida: number;
  pesoTasableKg: number;
}

interface Habitos {
  plazoDias: number;
  /** Days after the due date the customer usually pays: [min, max]. */
  retraso: readonly [number, number];
  /** Share of invoices the customer does not pay by itself: collected by the provider later (`COBRO_DIAS`). */
  impago: number;
  domiciliacion: boolean;
}

interface FacturaPlan {
  idCliente: number;
  fecha: number;
  base: number;
  partidas: string[];
  concepto: string;
  anulada: boolean;
  id?: number;
  numero?: string;
}

/** VAT on a base, to the cent, half away from zero (a credit note mirrors its invoice). */
const impuesto = (base: number, porcentaje: number): number =>
  (Math.sign(base) * Math.round((Math.abs(Math.round(base * 100)) * porcentaje) / 100)) / 100;
/**
 * Days after the due date an invoice the customer did not pay is collected (a reminder, a phone call,
 * the debt agency): a provider does not carry a customer's unpaid invoice for a year and a half, so
 * what stays overdue in the demo data is the last months', as an account statement shows it.
 */
const COBRO_DIAS = 90;
const dia = (t: number): number => Math.floor(t / DAY_MS) * DAY_MS;
const iso = (t: number): string => new Date(t).toISOString().slice(0, 10);

function habitosDe(rng: Prng, cliente: SeededCliente): Habitos {
  const perfil = rng.weighted([
    ['puntual', 5],
    ['tardio', 3],
    ['moroso', 1],
  ] as const);
  return {
    plazoDias: cliente.pais === 'ES' ? rng.pick([30, 60, 60, 90]) : rng.pick([30, 30, 45, 60]),
    retraso: perfil === 'puntual' ? [-6, 3] : perfil === 'tardio' ? [2, 30] : [15, 60],
    impago: perfil === 'moroso' ? 0.06 : 0.005,
    domiciliacion: cliente.pais === 'ES' && rng.chance(0.5),
  };
}

/** Freight charges of one shipment: a base by mode plus a rate on its chargeable weight. */
function importeEnvio(rng: Prng, envio: Envio): number {
  const kg = Math.max(1, envio.pesoTasableKg);
  switch (envio.modo) {
    case 'AEREO':
      return Math.max(95, 85 + kg * rng.float(1.9, 4.2));
    case 'MARITIMO':
      return 620 + Math.min(kg, 28_000) * rng.float(0.035, 0.09) + rng.float(90, 260);
    default:
      return 240 + Math.min(kg, 24_000) * rng.float(0.045, 0.1);
  }
}

const CONCEPTOS: Record<ModoTransporte, string> = {
  MARITIMO: 'Flete marítimo, gastos de terminal (THC), B/L y despacho de aduanas',
  AEREO: 'Flete aéreo, handling en aeropuerto, AWB y despacho de aduanas',
  TERRESTRE: 'Transporte por carretera, carga y descarga, CMR',
};

/** The shipments the tracking seed inserted, as far as invoicing needs them (not cancelled). */
async function enviosDe(ctx: SeedContext): Promise<Envio[]> {
  const rows = await ctx.db
    .select({
      numero: partidas.numeroPartida,
      idCliente: partidas.idCliente,
      modo: partidas.modo,
      salida: sql<number>`(extract(epoch from coalesce(${partidas.atd}, ${partidas.etd})) * 1000)::float8`,
      pesoTasableKg: partidas.pesoTasableKg,
    })
    .from(partidas)
    .where(ne(partidas.estado, 'CANCELADA'));
  return rows;
}

export async function seedFactura(ctx: SeedContext): Promise<void> {
  const rng = prngFor('factura');
  const now = ctx.now.getTime();
  const hoy = dia(now);
  const desde = hoy - 548 * DAY_MS;
  const envios = (await enviosDe(ctx))
    .filter((e) => e.salida >= desde - 10 * DAY_MS && e.salida + 2 * DAY_MS <= now)
    .sort((a, b) => a.salida - b.salida || (a.numero < b.numero ? -1 : 1));

  const clientes = new Map(ctx.clientes.map((c) => [c.id, c]));
  const habitos = new Map(ctx.clientes.map((c) => [c.id, habitosDe(rng, c)]));
  // Customers billed weekly or monthly get one invoice for several shipments.
  const agrupa = new Map(ctx.clientes.map((c) => [c.id, rng.chance(0.15)]));

  // At full scale about 40,000 documents: when tracking has more shipments than that, the rest are
  // billed elsewhere (customs-only files, the customer's own freight account), so not invoiced here.
  const objetivo = ctx.volume({ small: Number.POSITIVE_INFINITY, full: 41_000 });
  const cuota = Math.min(1, objetivo / Math.max(1, envios.length));

  const planes: FacturaPlan[] = [];
  const pendientes = new Map<number, { envios: Envio[]; hasta: number }>();
  const emitir = (idCliente: number, grupo: Envio[]) => {
    const ultimo = grupo[grupo.length - 1]!;
    const fecha = dia(ultimo.salida) + rng.int(1, 8) * DAY_MS;
    if (fecha > hoy) return;
    const base = grupo.reduce((s, e) => s + importeEnvio(rng, e), 0);
    const modos = [...new Set(grupo.map((e) => e.modo))];
    planes.push({
      idCliente,
      fecha: Math.max(fecha, desde),
      base: redondear(base),
      partidas: grupo.map((e) => e.numero),
      concepto:
        modos.length === 1 ? CONCEPTOS[modos[0]!] : 'Servicios de transporte internacional según detalle',
      anulada: rng.chance(0.005),
    });
  };
  for (const envio of envios) {
    if (!rng.chance(cuota)) continue;
    if (!agrupa.get(envio.idCliente)) {
      emitir(envio.idCliente, [envio]);
      continue;
    }
    const abierto = pendientes.get(envio.idCliente);
    if (abierto && envio.salida <= abierto.hasta && abierto.envios.length < 3) {
      abierto.envios.push(envio);
      continue;
    }
    if (abierto) emitir(envio.idCliente, abierto.envios);
    pendientes.set(envio.idCliente, { envios: [envio], hasta: envio.salida + rng.int(7, 14) * DAY_MS });
  }
  for (const [idCliente, abierto] of pendientes) emitir(idCliente, abierto.envios);

  // Monthly warehousing and distribution services.
  for (const perfil of PERFILES_ALMACEN) {
    const cliente = ctx.clientes.find((c) => c.codigo === perfil.cliente);
    if (!cliente) continue;
    const meses = ctx.volume({ small: 2, full: 18 });
    for (let m = meses; m >= 1; m--) {
      const d = new Date(hoy);
      const fecha = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - m + 1, 1);
      const nombreMes = new Date(fecha - DAY_MS).toLocaleDateString('es-ES', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      planes.push({
        idCliente: cliente.id,
        fecha,
        base: redondear(perfil.albaranes * rng.float(1.1, 1.6) + perfil.articulos * rng.float(3, 6)),
        partidas: [],
        concepto: `Servicios logísticos de ${nombreMes}: almacenaje, manipulación y distribución`,
        anulada: false,
      });
    }
  }
  planes.sort((a, b) => a.fecha - b.fecha || a.idCliente - b.idCliente);

  const contadores = new Map<string, number>();
  const numero = (serie: string, fecha: number) => {
    const key = `${serie}-${new Date(fecha).getUTCFullYear()}`;
    const n = (contadores.get(key) ?? 0) + 1;
    contadores.set(key, n);
    return `${key}-${String(n).padStart(6, '0')}`;
  };

  const fila = (
    plan: FacturaPlan,
    tipo: 'FACTURA' | 'ABONO',
    extra: { idFacturaRectificada?: number; pagado?: number | null } = {},
  ): typeof facturas.$inferInsert => {
    const cliente = clientes.get(plan.idCliente)!;
    const h = habitos.get(plan.idCliente)!;
    // The provider invoices at the VAT (or local sales tax) rate of the customer's country.
    const iva = countryByCode(cliente.pais)?.vatPct ?? 21;
    const impuestos = impuesto(plan.base, iva);
    const total = redondear(plan.base + impuestos);
    const vencimiento = plan.fecha + h.plazoDias * DAY_MS;
    const pagos: PagoFactura[] = [];
    if (!plan.anulada) {
      if (tipo === 'ABONO') {
        // Credit notes are offset against the next remittance, or refunded.
        const cuando = plan.fecha + rng.int(0, 40) * DAY_MS;
        if (cuando <= hoy)
          pagos.push({
            fecha: iso(cuando),
            importe: total,
            medio: rng.chance(0.8) ? 'COMPENSACION' : 'TRANSFERENCIA',
          });
      } else if (rng.chance(h.impago)) {
        // Not paid by the customer: collected once it is long overdue (no draw, the others keep theirs).
        const cobro = vencimiento + COBRO_DIAS * DAY_MS;
        if (cobro <= hoy) pagos.push({ fecha: iso(cobro), importe: total, medio: 'TRANSFERENCIA' });
      } else {
        const cuando = vencimiento + rng.int(h.retraso[0], h.retraso[1]) * DAY_MS;
        const medio = h.domiciliacion ? 'DOMICILIACION' : 'TRANSFERENCIA';
        if (cuando <= hoy) {
          if (rng.chance(0.04)) {
            // Paid in two instalments; the second may still be to come.
            const primero = redondear(total * rng.float(0.3, 0.7));
            pagos.push({ fecha: iso(cuando), importe: primero, medio });
            const segundo = cuando + rng.int(15, 60) * DAY_MS;
            if (segundo <= hoy)
              pagos.push({ fecha: iso(segundo), importe: redondear(total - primero), medio });
          } else {
            pagos.push({ fecha: iso(cuando), importe: total, medio });
          }
        } else if (rng.chance(0.05) && plan.fecha + 10 * DAY_MS <= hoy) {
          pagos.push({
            fecha: iso(plan.fecha + rng.int(5, 10) * DAY_MS),
            importe: redondear(total * 0.5),
            medio,
          });
        }
      }
    }
    plan.numero = numero(tipo === 'ABONO' ? 'AB' : 'FV', plan.fecha);
    return {
      idCliente: plan.idCliente,
      numeroFactura: plan.numero,
      tipo,
      fecha: iso(plan.fecha),
      fechaVencimiento: iso(vencimiento),
      baseImponible: plan.base,
      porcentajeImpuesto: iva,
      importeImpuestos: impuestos,
      total,
      importePagado: redondear(pagos.reduce((s, p) => s + p.importe, 0)),
      moneda: monedaDePais(cliente.pais),
      anulada: plan.anulada,
      partidas: plan.partidas,
      pagos,
      idFacturaRectificada: extra.idFacturaRectificada ?? null,
      concepto: plan.anulada ? `Anulada: emitida por error. ${plan.concepto}` : plan.concepto,
    };
  };

  // Numbered in date order, stored in (customer, date) order: see porClienteYFecha.
  const filas = planes
    .map((plan) => fila(plan, 'FACTURA'))
    .map((row, i) => ({ idCliente: row.idCliente, t: planes[i]!.fecha, row }))
    .sort(porClienteYFecha)
    .map(({ row }) => row);
  const insertadas = await withoutForeignKeyChecks(ctx.db, () =>
    insertRows(ctx.db, facturas, filas, { returning: ['id', 'numeroFactura'] }),
  );
  const ids = new Map(insertadas.map((row) => [row.numeroFactura, row.id]));
  for (const plan of planes) plan.id = ids.get(plan.numero!);

  // Credit notes: a rate or weight corrected, a service not provided, or the whole invoice.
  const abonos: { plan: FacturaPlan; original: FacturaPlan }[] = [];
  for (const original of planes) {
    if (original.anulada || !rng.chance(ctx.scale === 'small' ? 0.08 : 0.025)) continue;
    const fecha = original.fecha + rng.int(3, 45) * DAY_MS;
    if (fecha > hoy) continue;
    const parte = rng.pick([0.1, 0.15, 0.25, 0.5, 1]);
    const motivo =
      parte === 1
        ? 'anulación del servicio'
        : rng.pick([
            'corrección de tarifa',
            'corrección de peso tasable',
            'gastos no aplicables',
            'descuento comercial acordado',
          ]);
    abonos.push({
      original,
      plan: {
        idCliente: original.idCliente,
        fecha,
        base: -redondear(original.base * parte),
        partidas: original.partidas,
        concepto: `Rectifica ${original.numero}: ${motivo}`,
        anulada: false,
      },
    });
  }
  abonos.sort((a, b) => a.plan.fecha - b.plan.fecha);
  const filasAbono = abonos.map(({ plan, original }) =>
    fila(plan, 'ABONO', { idFacturaRectificada: original.id! }),
  );
  await withoutForeignKeyChecks(ctx.db, () => insertRows(ctx.db, facturas, filasAbono));
}
