import type { TipoMovimientoAlmacen } from '@extranet/sdk/schemas';
import { DAY_MS, HOUR_MS } from '../lib/time';
import type { Agenda } from './agenda';
import type { Articulo } from './almacen-articulos';
import type { Almacen } from './almacen-catalogo';
import type { SeededCliente } from './context';
import type { AlbaranPlan, Destinatario, Documento, MovimientoPlan } from './distribucion';
import type { Prng } from './prng';

// One warehousing customer's stock while the simulation runs (seed/almacen-simulacion.ts): stock
// lines by article, warehouse, location and lot; supplier receipts when an order finds too little;
// picking first expiry, first out; and a movement for every change.

export const diaUtc = (t: number): number => Math.floor(t / DAY_MS) * DAY_MS;
export const yy = (t: number): string => String(new Date(t).getUTCFullYear()).slice(2);
const diaDelAnyo = (t: number): string => {
  const d = new Date(t);
  return String(Math.floor((t - Date.UTC(d.getUTCFullYear(), 0, 1)) / DAY_MS) + 1).padStart(3, '0');
};

export interface AlmacenId extends Almacen {
  id: number;
}

/** One stock line: an article's lot at one location of a warehouse. */
export interface Bucket {
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

/** A warehouse document (receipt, adjustment, transfer, return), numbered once all are known. */
export interface DocumentoPlan {
  serie: 'EN' | 'AJ' | 'TR' | 'DV';
  almacen: string;
  t: number;
  documento: Documento;
}

/** What the simulation of every customer leaves: documents, delivery notes, movements, stock lines. */
export interface Simulacion {
  docs: DocumentoPlan[];
  destinatarios: Destinatario[];
  albaranes: AlbaranPlan[];
  /** Receipts, adjustments and transfers (no delivery note). */
  movimientos: MovimientoPlan[];
  /** Dispatches and returns (they cite a delivery note). */
  movimientosAlbaran: MovimientoPlan[];
  buckets: Bucket[];
}

/** Aisle-rack-level-position, e.g. `A-03-02-B`. */
export const ubicacion = (rng: Prng): string =>
  `${String.fromCharCode(65 + rng.int(0, 11))}-${String(rng.int(1, 30)).padStart(2, '0')}-${String(rng.int(1, 5)).padStart(2, '0')}-${'ABCD'[rng.int(0, 3)]}`;

/** The lot number a supplier's receipt carries, in the sector's usual format. */
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

type MovimientoExtra = {
  referenciaCliente?: string | null;
  albaran?: AlbaranPlan | null;
  motivo?: string | null;
};

/** A customer's stock lines and the documents and movements that change them. */
export class StockLedger {
  /** Every stock line the customer ever had, emptied ones included (a late return still lands). */
  readonly propios: Bucket[] = [];
  private readonly buckets = new Map<Articulo, Bucket[]>();
  // Supplier receipts: one document per warehouse and day, several articles on it.
  private readonly recepciones = new Map<string, { documento: Documento; referencia: string; t: number }>();

  constructor(
    private readonly rng: Prng,
    private readonly cliente: SeededCliente,
    private readonly sim: Simulacion,
    private readonly agenda: Agenda,
    /** The simulated period: receipts fall within it. */
    private readonly inicio: number,
    private readonly fin: number,
  ) {}

  doc(serie: DocumentoPlan['serie'], almacen: AlmacenId, t: number): Documento {
    const documento = { numero: '' };
    this.sim.docs.push({ serie, almacen: almacen.codigo, t, documento });
    return documento;
  }

  movimiento(
    b: Bucket,
    t: number,
    tipo: TipoMovimientoAlmacen,
    documento: Documento,
    cantidad: number,
    extra: MovimientoExtra = {},
  ): void {
    const m: MovimientoPlan = {
      idCliente: this.cliente.id,
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
    (m.albaran ? this.sim.movimientosAlbaran : this.sim.movimientos).push(m);
  }

  bucketsDe(a: Articulo): Bucket[] {
    let list = this.buckets.get(a);
    if (!list) {
      list = [];
      this.buckets.set(a, list);
    }
    return list;
  }

  nuevoBucket(
    a: Articulo,
    almacen: AlmacenId,
    lote: string | null,
    caducidad: number | null,
    t: number,
  ): Bucket {
    const b: Bucket = {
      articulo: a,
      almacen,
      ubicacion: ubicacion(this.rng),
      lote,
      caducidad,
      cantidad: 0,
      reservada: 0,
      recibido: t,
    };
    this.bucketsDe(a).push(b);
    this.propios.push(b);
    return b;
  }

  /** A supplier receipt of `cantidad` on the day's receipt document; expired leftovers are destroyed. */
  recibir(a: Articulo, almacen: AlmacenId, t: number, cantidad: number): void {
    const { rng } = this;
    const key = `${almacen.codigo}:${diaUtc(t)}`;
    let recepcion = this.recepciones.get(key);
    if (!recepcion) {
      recepcion = { documento: this.doc('EN', almacen, t), referencia: `OC-${yy(t)}-${rng.digits(5)}`, t };
      this.recepciones.set(key, recepcion);
    }
    // Big receipts take several pallet positions: one stock line per position.
    const porUbicacion =
      Math.ceil((a.unidadesPorPalet * rng.int(4, 8)) / a.unidadesPorBulto) * a.unidadesPorBulto;
    const lote = a.lotes ? loteNuevo(rng, a, recepcion.t) : null;
    const caducidad = a.vidaUtilDias === null ? null : diaUtc(recepcion.t) + a.vidaUtilDias * DAY_MS;
    for (let resto = cantidad; resto > 0; ) {
      const q = resto > porUbicacion * 1.5 ? porUbicacion : resto;
      resto -= q;
      const b = this.nuevoBucket(a, almacen, lote, caducidad, recepcion.t);
      b.cantidad += q;
      this.movimiento(b, recepcion.t, 'ENTRADA', recepcion.documento, q, {
        referenciaCliente: recepcion.referencia,
      });
      if (caducidad !== null) {
        // Whatever is left of a lot once it expires is destroyed a few days later.
        const cuando = caducidad + rng.int(1, 7) * DAY_MS + rng.int(8, 16) * HOUR_MS;
        this.agenda.add(cuando, () => {
          const libre = b.cantidad - b.reservada;
          if (libre <= 0) return;
          b.cantidad -= libre;
          this.movimiento(b, cuando, 'AJUSTE', this.doc('AJ', b.almacen, cuando), -libre, {
            motivo: 'Destrucción de mercancía caducada',
          });
        });
      }
    }
  }

  /** The stock lines an order delivered on `entrega` may take from: first expiry, first out. */
  private usables(a: Articulo, almacen: AlmacenId, entrega: number): Bucket[] {
    let list = this.bucketsDe(a);
    if (list.length > 6) {
      // Forget emptied lines (they stay in `propios`, so a late return still shows up as stock).
      list = list.filter((b) => b.cantidad > 0 || b.reservada > 0);
      this.buckets.set(a, list);
    }
    return list
      .filter(
        (b) =>
          b.almacen === almacen &&
          b.cantidad - b.reservada > 0 &&
          (b.caducidad === null || b.caducidad - a.margenDias * DAY_MS >= entrega),
      )
      .sort((x, y) => (x.caducidad ?? x.recibido) - (y.caducidad ?? y.recibido) || x.recibido - y.recibido);
  }

  /** How much to receive when `falta` is missing: that plus some safety stock, or a few weeks of demand. */
  tamanoRecepcion(a: Articulo, falta: number): number {
    const { rng } = this;
    const cobertura =
      a.vidaUtilDias !== null && a.vidaUtilDias < 120
        ? Math.max(4, Math.min(14, a.vidaUtilDias * 0.3))
        : rng.int(20, 60);
    const objetivo = Math.max(falta + rng.int(2, 6) * a.unidadesPorBulto, a.demandaDia * cobertura);
    return Math.ceil(objetivo / a.unidadesPorBulto) * a.unidadesPorBulto;
  }

  /** Takes `cantidad` first-expiry-first-out, receiving more from the supplier when short. */
  asignar(a: Articulo, almacen: AlmacenId, cantidad: number, t: number, entrega: number) {
    const { rng } = this;
    let disponibles = this.usables(a, almacen, entrega);
    const total = disponibles.reduce((s, b) => s + b.cantidad - b.reservada, 0);
    if (total < cantidad) {
      // Received a day or a few before it is needed (never after today).
      const recepcion = Math.max(
        this.inicio,
        Math.min(t - rng.int(20, 96) * HOUR_MS, this.fin - rng.int(2, 30) * HOUR_MS),
      );
      this.recibir(a, almacen, recepcion, this.tamanoRecepcion(a, cantidad - total));
      disponibles = this.usables(a, almacen, entrega);
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
  }
}
