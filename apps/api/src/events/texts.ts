import type { Evento } from '@extranet/sdk/schemas';

// An event in words, in the reader's language: the e-mails' lines. (The web writes the bell's text
// itself, from the same type and data, with its own catalogs.)

export type Language = 'en' | 'es';

const when = (iso: string, language: Language): string =>
  `${new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso))} UTC`;

const day = (isoDate: string, language: Language): string =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

const money = (amount: number, currency: string, language: Language): string =>
  new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', { style: 'currency', currency }).format(
    amount,
  );

/** ", in 8 days" / ", today" / ", 3 days ago": how far the day is, after its date. */
function inDays(days: number, language: Language): string {
  const es = language === 'es';
  if (days === 0) return es ? ', hoy' : ', today';
  const n = Math.abs(days);
  const unit = es ? (n === 1 ? 'día' : 'días') : n === 1 ? 'day' : 'days';
  if (days > 0) return es ? `, en ${n} ${unit}` : `, in ${n} ${unit}`;
  return es ? `, hace ${n} ${unit}` : `, ${n} ${unit} ago`;
}

/** One sentence saying what happened, naming the record. */
export function describeEvent(e: Evento, language: Language): string {
  const es = language === 'es';
  switch (e.tipo) {
    case 'SALIDA':
      return es
        ? `La partida ${e.numeroPartida} ha salido${e.lugar ? ` de ${e.lugar}` : ''} (${when(e.fechaHito, language)}).`
        : `Shipment ${e.numeroPartida} departed${e.lugar ? ` from ${e.lugar}` : ''} (${when(e.fechaHito, language)}).`;
    case 'LLEGADA':
      return es
        ? `La partida ${e.numeroPartida} ha llegado${e.lugar ? ` a ${e.lugar}` : ''} (${when(e.fechaHito, language)}).`
        : `Shipment ${e.numeroPartida} arrived${e.lugar ? ` at ${e.lugar}` : ''} (${when(e.fechaHito, language)}).`;
    case 'ENTREGA':
      return es
        ? `La partida ${e.numeroPartida} ha sido entregada (${when(e.fechaHito, language)}).`
        : `Shipment ${e.numeroPartida} was delivered (${when(e.fechaHito, language)}).`;
    case 'CAMBIO_ETA':
      return es
        ? `La llegada estimada de la partida ${e.numeroPartida} ha cambiado de ${when(e.etaAnterior, language)} a ${when(e.etaNueva, language)}.`
        : `The estimated arrival of shipment ${e.numeroPartida} moved from ${when(e.etaAnterior, language)} to ${when(e.etaNueva, language)}.`;
    case 'RETRASO': {
      const days = Math.round((e.retrasoHoras / 24) * 10) / 10;
      if (e.motivo === 'ETA_TARDIA')
        return es
          ? `La partida ${e.numeroPartida} llegará con ${days} días de retraso sobre lo planificado (${when(e.planificada, language)}).`
          : `Shipment ${e.numeroPartida} will arrive ${days} days later than planned (${when(e.planificada, language)}).`;
      return es
        ? `La partida ${e.numeroPartida} lleva ${days} días de retraso: ${e.codigo} estaba planificado para ${when(e.planificada, language)}.`
        : `Shipment ${e.numeroPartida} is ${days} days late: ${e.codigo} was planned for ${when(e.planificada, language)}.`;
    }
    case 'RESERVA_CONFIRMADA':
      return es
        ? `Reserva confirmada para la partida ${e.numeroPartida} con ${e.transportista}: salida ${when(e.salidaPlanificada, language)}, llegada ${when(e.llegadaPlanificada, language)}.`
        : `Booking confirmed for shipment ${e.numeroPartida} with ${e.transportista}: departure ${when(e.salidaPlanificada, language)}, arrival ${when(e.llegadaPlanificada, language)}.`;
    case 'FACTURA_EMITIDA':
      return es
        ? `Nueva factura ${e.numeroFactura} de ${money(e.importe, e.moneda, language)}, vence el ${day(e.fechaVencimiento, language)}.`
        : `New invoice ${e.numeroFactura} for ${money(e.importe, e.moneda, language)}, due ${day(e.fechaVencimiento, language)}.`;
    case 'FACTURA_VENCIDA':
      return es
        ? `La factura ${e.numeroFactura} de ${money(e.importe, e.moneda, language)} venció el ${day(e.fechaVencimiento, language)}.`
        : `Invoice ${e.numeroFactura} for ${money(e.importe, e.moneda, language)} was due ${day(e.fechaVencimiento, language)}.`;
    case 'STOCK_CADUCA':
      return es
        ? `El lote ${e.lote} de ${e.codigoArticulo} (${e.codigoAlmacen}) ${e.diasRestantes < 0 ? 'caducó' : 'caduca'} el ${day(e.fechaCaducidad, language)}${inDays(e.diasRestantes, language)}.`
        : `Lot ${e.lote} of ${e.codigoArticulo} (${e.codigoAlmacen}) ${e.diasRestantes < 0 ? 'expired' : 'expires'} on ${day(e.fechaCaducidad, language)}${inDays(e.diasRestantes, language)}.`;
  }
}
