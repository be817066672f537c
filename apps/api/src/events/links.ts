import type { Evento } from '@extranet/sdk/schemas';

// Where an event's record opens in the web app (routes manifest paths): the bell's link, the
// e-mail's link (after PUBLIC_URL) and the attention list's.

export function linkOf(evento: Evento): string {
  switch (evento.tipo) {
    case 'FACTURA_EMITIDA':
    case 'FACTURA_VENCIDA':
      return `/invoices?numeroFactura=${encodeURIComponent(evento.numeroFactura)}`;
    case 'STOCK_CADUCA':
      return `/stocks?lote=${encodeURIComponent(evento.lote)}`;
    default:
      return `/tracking/${evento.idPartida}`;
  }
}

/** The record's reference a person quotes: shipment number, invoice number or lot. */
export function referenceOf(evento: Evento): string {
  switch (evento.tipo) {
    case 'FACTURA_EMITIDA':
    case 'FACTURA_VENCIDA':
      return evento.numeroFactura;
    case 'STOCK_CADUCA':
      return evento.lote;
    default:
      return evento.numeroPartida;
  }
}
