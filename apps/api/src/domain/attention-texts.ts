import type { TipoDocumento } from '@extranet/sdk/schemas';
import { DAY_MS, HOUR_MS } from '../lib/time';
import type { Finding } from './attention';

// The attention list's reasons in the reader's language (the user's `idioma`, English without
// one), one sentence each. Times are written in UTC and say so, like the event e-mails; milestone
// and document names are the web's own words (apps/web/src/components/Shipment/labels.ts and its
// Spanish catalog), so the list reads like the shipment screen it links to.

export type Language = 'en' | 'es';

const locale = (language: Language) => (language === 'es' ? 'es-ES' : 'en-US');

const when = (date: Date, language: Language): string =>
  `${new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date)} UTC`;

const day = (date: Date, language: Language): string =>
  new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);

const money = (amount: number, currency: string, language: Language): string =>
  new Intl.NumberFormat(locale(language), { style: 'currency', currency }).format(amount);

/** Milestone codes (IATA Cargo-IMP for air, DCSA for sea and road) in words: [en, es]. */
const MILESTONES: Readonly<Record<string, readonly [string, string]>> = {
  BKD: ['booking', 'la reserva'],
  RCS: ['reception from the shipper', 'la recepción del expedidor'],
  MAN: ['manifesting', 'el manifiesto'],
  DEP: ['departure', 'la salida'],
  ARR: ['arrival', 'la llegada'],
  RCF: ['reception from the flight', 'la recepción del vuelo'],
  NFD: ['consignee notification', 'el aviso al destinatario'],
  AWD: ['documents delivered to the consignee', 'la entrega de documentos al destinatario'],
  CCD: ['customs clearance', 'el despacho de aduana'],
  DLV: ['delivery', 'la entrega'],
  PICK: ['pick-up at the shipper', 'la recogida en el expedidor'],
  STUF: ['container stuffing', 'la carga del contenedor'],
  STRP: ['container stripping', 'el vaciado del contenedor'],
  GTIN: ['gate-in at the terminal', 'la entrada en terminal'],
  GTOT: ['gate-out from the terminal', 'la salida de terminal'],
  LOAD: ['loading on board', 'la carga a bordo'],
  DISC: ['discharge from the vessel', 'la descarga del buque'],
  DEPA: ['departure', 'la salida'],
  ARRI: ['arrival', 'la llegada'],
  DROP: ['delivery to the consignee', 'la entrega al destinatario'],
};

const milestone = (codigo: string, language: Language): string => {
  const words = MILESTONES[codigo];
  if (!words) return codigo;
  return `${language === 'es' ? words[1] : words[0]} (${codigo})`;
};

const DOCUMENTS: Readonly<Record<TipoDocumento, readonly [string, string]>> = {
  BL: ['bill of lading', 'conocimiento de embarque'],
  AWB: ['air waybill', 'guía aérea'],
  HAWB: ['house air waybill', 'guía aérea house'],
  CMR: ['CMR consignment note', 'carta de porte CMR'],
  FACTURA_COMERCIAL: ['commercial invoice', 'factura comercial'],
  PACKING_LIST: ['packing list', 'lista de bultos (packing list)'],
  CERTIFICADO_ORIGEN: ['certificate of origin', 'certificado de origen'],
  DUA: ['customs declaration (SAD)', 'declaración aduanera (DUA)'],
  POD: ['proof of delivery', 'prueba de entrega'],
};

const documents = (tipos: readonly TipoDocumento[], language: Language): string =>
  new Intl.ListFormat(locale(language), { type: 'conjunction' }).format(
    tipos.map((tipo) => DOCUMENTS[tipo][language === 'es' ? 1 : 0]),
  );

/** A delay in words: hours under two days ("30 hours"), else days to the tenth ("2.5 days"). */
function span(ms: number, language: Language): string {
  const es = language === 'es';
  const hours = Math.round(Math.abs(ms) / HOUR_MS);
  if (hours < 48) {
    const n = new Intl.NumberFormat(locale(language)).format(hours);
    return es ? `${n} ${hours === 1 ? 'hora' : 'horas'}` : `${n} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  const days = Math.round((Math.abs(ms) / DAY_MS) * 10) / 10;
  const n = new Intl.NumberFormat(locale(language), { maximumFractionDigits: 1 }).format(days);
  return es ? `${n} días` : `${n} days`;
}

const daysWord = (n: number, language: Language): string =>
  language === 'es' ? `${n} ${n === 1 ? 'día' : 'días'}` : `${n} ${n === 1 ? 'day' : 'days'}`;

/** Why a record needs its customer, in one sentence in `language`. */
export function reasonOf(f: Finding, language: Language): string {
  const es = language === 'es';
  switch (f.tipo) {
    case 'RETRASO': {
      const late = span(f.lateMs, language);
      if (f.motivo === 'ETA_TARDIA')
        return es
          ? `Llegará con ${late} de retraso: llegada estimada ${when(f.estimate, language)}, planificada ${when(f.planned, language)}.`
          : `Arriving ${late} late: estimated ${when(f.estimate, language)}, planned ${when(f.planned, language)}.`;
      const expected = f.estimate
        ? es
          ? `; ahora se espera ${when(f.estimate, language)}`
          : `; now expected ${when(f.estimate, language)}`
        : '';
      return es
        ? `${late} de retraso: ${milestone(f.codigo, language)} tenía fecha planificada ${when(f.planned, language)}${expected}.`
        : `${late} late: ${milestone(f.codigo, language)} was planned for ${when(f.planned, language)}${expected}.`;
    }
    case 'CAMBIO_ETA': {
      const moved = span(f.movedMs, language);
      if (f.movedMs > 0)
        return es
          ? `La llegada estimada se ha retrasado ${moved}: ${when(f.estimate, language)} (planificada ${when(f.planned, language)}).`
          : `Estimated arrival moved ${moved} later: ${when(f.estimate, language)} (planned ${when(f.planned, language)}).`;
      return es
        ? `La llegada estimada se ha adelantado ${moved}: ${when(f.estimate, language)} (planificada ${when(f.planned, language)}).`
        : `Estimated arrival moved ${moved} earlier: ${when(f.estimate, language)} (planned ${when(f.planned, language)}).`;
    }
    case 'DOCUMENTO_FALTANTE': {
      const missing = documents(f.missing, language);
      const verb = f.missing.length === 1 ? (es ? 'Falta' : 'is missing') : es ? 'Faltan' : 'are missing';
      const upper = missing.charAt(0).toUpperCase() + missing.slice(1);
      return es
        ? `${verb} ${missing} para ${milestone(f.codigo, language)} del ${when(f.departure, language)}.`
        : `${upper} ${verb} for the ${milestone(f.codigo, language)} on ${when(f.departure, language)}.`;
    }
    case 'FACTURA_VENCIDA': {
      const { invoice } = f;
      const outstanding = money(invoice.outstanding, invoice.moneda, language);
      const due = day(new Date(`${invoice.fechaVencimiento}T00:00:00Z`), language);
      return es
        ? `Vencida hace ${daysWord(invoice.daysOverdue, language)}: ${outstanding} pendientes, vencía el ${due}.`
        : `Overdue by ${daysWord(invoice.daysOverdue, language)}: ${outstanding} outstanding, due ${due}.`;
    }
    case 'STOCK_CADUCA': {
      const { lot } = f;
      const on = day(lot.expiresAt, language);
      if (lot.remainingMs <= 0)
        return es
          ? `El lote ${lot.lote} de ${lot.codigoArticulo} (${lot.codigoAlmacen}) caducó el ${on}.`
          : `Lot ${lot.lote} of ${lot.codigoArticulo} (${lot.codigoAlmacen}) expired on ${on}.`;
      return es
        ? `El lote ${lot.lote} de ${lot.codigoArticulo} (${lot.codigoAlmacen}) caduca el ${on}, en ${daysWord(lot.daysLeft, language)}.`
        : `Lot ${lot.lote} of ${lot.codigoArticulo} (${lot.codigoAlmacen}) expires on ${on}, in ${daysWord(lot.daysLeft, language)}.`;
    }
  }
}
