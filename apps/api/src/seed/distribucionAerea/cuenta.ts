import type { LiquidacionAerea, TipoDocumentoCuenta } from '@extranet/sdk/schemas';
import type { aereoMovimientosCuenta } from '../../db/schema/distribucionAerea';
import { redondear } from '../../lib/numbers';
import { DAY_MS } from '../../lib/time';
import type { Prng } from '../prng';

// The account statement of the demo data: the freight of each prepaid HAWB invoiced on departure,
// debit notes for re-weighed cargo, a few credit notes, and the customer's bank transfers on its
// payment runs (the 5th and 20th), usually around the due date, sometimes late, a few still unpaid.

export interface HawbFacturable {
  idHawb: number;
  idCliente: number;
  numeroHawb: string;
  aeropuertoOrigen: string;
  aeropuertoDestino: string;
  pagoPortes: 'PP' | 'CC';
  cargos: LiquidacionAerea;
  pesoTasableKg: number;
  /** Actual departure, null while not departed. */
  salida: Date | null;
  /** Chargeable weight measured at reception, when received. */
  pesoTasableMedidoKg: number | null;
}

export type MovimientoSemilla = typeof aereoMovimientosCuenta.$inferInsert;

const iso = (date: Date) => date.toISOString().slice(0, 10);
const masDias = (fecha: string, dias: number) => iso(new Date(Date.parse(fecha) + dias * DAY_MS));

interface Pendiente {
  fecha: string;
  vencimiento: string;
  importe: number;
  /** Payment runs skipped after it falls due; Infinity: still unpaid. */
  retraso: number;
}

const ORDEN_TIPO: Record<TipoDocumentoCuenta, number> = { FACTURA: 0, NOTA_CARGO: 1, ABONO: 2, COBRO: 3 };
const PREFIJO: Record<TipoDocumentoCuenta, string> = {
  FACTURA: 'FA',
  NOTA_CARGO: 'NC',
  ABONO: 'AB',
  COBRO: 'CB',
};

export function generarMovimientos(
  rng: Prng,
  now: Date,
  hawbs: readonly HawbFacturable[],
  diasPagoPorCliente: ReadonlyMap<number, number>,
): MovimientoSemilla[] {
  const hoy = iso(now);
  const lineas: MovimientoSemilla[] = [];
  const pendientes = new Map<string, Pendiente[]>();
  const pendiente = (idCliente: number, moneda: string, p: Pendiente) => {
    const key = `${idCliente}:${moneda}`;
    const list = pendientes.get(key) ?? [];
    list.push(p);
    pendientes.set(key, list);
  };
  const recientes = iso(new Date(now.getTime() - 100 * DAY_MS));

  for (const h of hawbs) {
    if (h.pagoPortes !== 'PP' || !h.salida) continue;
    const diasPago = diasPagoPorCliente.get(h.idCliente) ?? 30;
    const fecha = iso(h.salida);
    const vencimiento = masDias(fecha, diasPago);
    const moneda = h.cargos.moneda;
    const retraso =
      vencimiento >= recientes && rng.chance(0.04)
        ? Number.POSITIVE_INFINITY
        : rng.weighted([
            [0, 85],
            [1, 10],
            [2, 5],
          ] as const);
    lineas.push({
      idCliente: h.idCliente,
      fecha,
      tipoDocumento: 'FACTURA',
      numeroDocumento: '',
      concepto: `Air freight ${h.aeropuertoOrigen}-${h.aeropuertoDestino}, ${h.pesoTasableKg} kg chargeable`,
      idHawb: h.idHawb,
      numeroHawb: h.numeroHawb,
      debe: h.cargos.total,
      haber: 0,
      moneda,
      fechaVencimiento: vencimiento,
    });
    pendiente(h.idCliente, moneda, { fecha, vencimiento, importe: h.cargos.total, retraso });

    const extraKg = (h.pesoTasableMedidoKg ?? 0) - h.pesoTasableKg;
    const importeNota = redondear(extraKg * h.cargos.tarifaKg);
    // Re-weighing is charged when the cargo turned out clearly heavier (or bulkier) than declared.
    if (extraKg >= Math.max(1, h.pesoTasableKg * 0.02) && importeNota >= 1) {
      const fechaNota = masDias(fecha, rng.int(1, 4));
      if (fechaNota <= hoy) {
        lineas.push({
          idCliente: h.idCliente,
          fecha: fechaNota,
          tipoDocumento: 'NOTA_CARGO',
          numeroDocumento: '',
          concepto: `Re-weighing at origin: +${redondear(extraKg, 1)} kg chargeable`,
          idHawb: h.idHawb,
          numeroHawb: h.numeroHawb,
          debe: importeNota,
          haber: 0,
          moneda,
          fechaVencimiento: masDias(fechaNota, diasPago),
        });
        pendiente(h.idCliente, moneda, {
          fecha: fechaNota,
          vencimiento: masDias(fechaNota, diasPago),
          importe: importeNota,
          retraso,
        });
      }
    }
    if (rng.chance(0.03)) {
      const fechaAbono = masDias(fecha, rng.int(5, 40));
      if (fechaAbono <= hoy) {
        const importe = redondear(h.cargos.importeFlete * rng.pick([0.1, 0.2, 0.25, 0.5]));
        lineas.push({
          idCliente: h.idCliente,
          fecha: fechaAbono,
          tipoDocumento: 'ABONO',
          numeroDocumento: '',
          concepto: rng.pick([
            'Credit: delivery later than the service commitment',
            'Credit: rate correction',
          ]),
          idHawb: h.idHawb,
          numeroHawb: h.numeroHawb,
          debe: 0,
          haber: importe,
          moneda,
          fechaVencimiento: null,
        });
        pendiente(h.idCliente, moneda, {
          fecha: fechaAbono,
          vencimiento: fechaAbono,
          importe: -importe,
          retraso: 0,
        });
      }
    }
  }

  // Payment runs: on the 5th and 20th each customer pays what falls due within the week.
  for (const [key, docs] of pendientes) {
    const [idCliente, moneda] = key.split(':') as [string, string];
    docs.sort((a, b) => a.fecha.localeCompare(b.fecha));
    const primero = new Date(`${docs[0]!.fecha}T00:00:00Z`);
    const abiertos = new Set(docs);
    const esperas = new Map<Pendiente, number>();
    for (let mes = new Date(Date.UTC(primero.getUTCFullYear(), primero.getUTCMonth(), 1)); ; ) {
      for (const dia of [5, 20]) {
        const pago = iso(new Date(Date.UTC(mes.getUTCFullYear(), mes.getUTCMonth(), dia)));
        if (pago > hoy || pago < docs[0]!.fecha) continue;
        const limite = masDias(pago, 7);
        let importe = 0;
        let documentos = 0;
        for (const doc of abiertos) {
          if (doc.fecha > pago || doc.vencimiento > limite) continue;
          const esperado = esperas.get(doc) ?? 0;
          if (esperado < doc.retraso) {
            esperas.set(doc, esperado + 1);
            continue;
          }
          importe += doc.importe;
          if (doc.importe > 0) documentos++;
          abiertos.delete(doc);
        }
        if (documentos > 0 && importe > 0) {
          lineas.push({
            idCliente: Number(idCliente),
            fecha: pago,
            tipoDocumento: 'COBRO',
            numeroDocumento: '',
            concepto: `Bank transfer received (${documentos} ${documentos === 1 ? 'document' : 'documents'})`,
            idHawb: null,
            numeroHawb: null,
            debe: 0,
            haber: redondear(importe),
            moneda,
            fechaVencimiento: null,
          });
        }
      }
      mes = new Date(Date.UTC(mes.getUTCFullYear(), mes.getUTCMonth() + 1, 1));
      if (iso(mes) > hoy) break;
    }
  }

  lineas.sort(
    (a, b) =>
      a.fecha.localeCompare(b.fecha) ||
      ORDEN_TIPO[a.tipoDocumento] - ORDEN_TIPO[b.tipoDocumento] ||
      a.idCliente - b.idCliente ||
      (a.numeroHawb ?? '').localeCompare(b.numeroHawb ?? ''),
  );
  const secuencias = new Map<string, number>();
  for (const linea of lineas) {
    const year = linea.fecha.slice(0, 4);
    const key = `${linea.tipoDocumento}:${year}`;
    const n = (secuencias.get(key) ?? 0) + 1;
    secuencias.set(key, n);
    linea.numeroDocumento = `${PREFIJO[linea.tipoDocumento]}-${year}-${String(n).padStart(6, '0')}`;
  }
  return lineas;
}
