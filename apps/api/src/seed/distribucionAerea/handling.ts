import type { CodigoEstadoIata, DiscrepanciaRecibo, PiezaAerea, PiezaHawb } from '@extranet/sdk/schemas';
import type { aereoHawbs, aereoRecibos } from '../../db/schema/distribucionAerea';
import { computeWeights } from '../../domain/air-rating';
import { redondear } from '../../lib/numbers';
import { HOUR_MS, MINUTE_MS } from '../../lib/time';
import type { Prng } from '../prng';
import { ALMACENES, RECEPCIONISTAS } from './catalogos';

// A demo HAWB's handling (hawbs.ts draws the HAWBs): its IATA status events from booking to
// delivery, and the receipt at the origin warehouse with what did not match the declaration.

export type ReciboSemilla = Omit<typeof aereoRecibos.$inferInsert, 'idHawb'>;

/** What the receipt is checked against: the HAWB as declared. */
type DeclaredHawb = Pick<
  typeof aereoHawbs.$inferInsert,
  'pesoBrutoKg' | 'aeropuertoOrigen' | 'totalPiezas'
> & {
  idCliente: number;
};

/** The whole IATA timeline of a HAWB (future events included; the caller keeps those up to now). */
export function iataEvents(
  rng: Prng,
  v: { emision: Date; salida: Date; horasVuelo: number; perecedero: boolean },
): [CodigoEstadoIata, Date][] {
  const t = (date: Date, horasMin: number, horasMax: number) =>
    new Date(date.getTime() + Math.round(rng.float(horasMin, horasMax, 2) * 60) * MINUTE_MS);
  const rcs = new Date(Math.max(v.emision.getTime() + HOUR_MS, t(v.salida, -28, -5).getTime()));
  const man = new Date(Math.max(rcs.getTime() + 30 * MINUTE_MS, t(v.salida, -4, -2).getTime()));
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
export function warehouseReceipt(
  rng: Prng,
  hawb: DeclaredHawb,
  piezas: readonly PiezaHawb[],
  fecha: Date,
): ReciboSemilla {
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
  const medido = computeWeights(dimensiones);
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
