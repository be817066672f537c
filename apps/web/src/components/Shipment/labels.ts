import type { EstadoPartida, ModoTransporte, TipoDocumento } from '@extranet/sdk';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The words and colours of shipment facts, shared by every screen that shows a shipment.

export const SHIPMENT_STATUS: Readonly<Record<EstadoPartida, { label: MessageDescriptor; color: string }>> = {
  SOLICITADA: { label: msg`Booking requested`, color: 'grape' },
  RESERVADA: { label: msg`Booked`, color: 'gray' },
  EN_ORIGEN: { label: msg`At origin`, color: 'cyan' },
  EN_TRANSITO: { label: msg`In transit`, color: 'blue' },
  EN_DESTINO: { label: msg`At destination`, color: 'indigo' },
  ENTREGADA: { label: msg`Delivered`, color: 'teal' },
  CANCELADA: { label: msg`Cancelled`, color: 'dark' },
};

export const TRANSPORT_MODE: Readonly<Record<ModoTransporte, MessageDescriptor>> = {
  MARITIMO: msg`Sea`,
  AEREO: msg`Air`,
  TERRESTRE: msg`Road`,
};

/**
 * Milestone codes: IATA Cargo-IMP status codes for air, DCSA event codes for sea and road. Unknown
 * codes show the server's description.
 */
export const MILESTONE: Readonly<Record<string, MessageDescriptor>> = {
  BKD: msg`Booked`,
  RCS: msg`Received from shipper`,
  MAN: msg`Manifested`,
  DEP: msg`Departed`,
  ARR: msg`Arrived`,
  RCF: msg`Received from flight`,
  NFD: msg`Consignee notified`,
  AWD: msg`Documents delivered to consignee`,
  CCD: msg`Customs cleared`,
  DLV: msg`Delivered`,
  FOH: msg`Freight on hand`,
  DIS: msg`Discrepancy reported`,
  PICK: msg`Picked up at shipper`,
  STUF: msg`Container stuffed`,
  STRP: msg`Container stripped`,
  GTIN: msg`Gate in at terminal`,
  GTOT: msg`Gate out from terminal`,
  LOAD: msg`Loaded on board`,
  DISC: msg`Discharged from vessel`,
  DEPA: msg`Departed`,
  ARRI: msg`Arrived`,
  DROP: msg`Delivered to consignee`,
};

/** Hours late as the words a customer reads: "on time", "5 hours late", "2 days late". */
export function delayDescriptor(hours: number): MessageDescriptor {
  if (hours <= 0) return msg`On time`;
  if (hours < 24) return hours === 1 ? msg`1 hour late` : msg`${hours} hours late`;
  const days = Math.round(hours / 24);
  return days === 1 ? msg`1 day late` : msg`${days} days late`;
}

/** Document types of shipments and dossiers, in the interface language. */
export const DOCUMENT_TYPE: Readonly<Record<TipoDocumento, MessageDescriptor>> = {
  BL: msg`Bill of lading`,
  AWB: msg`Air waybill`,
  HAWB: msg`House air waybill`,
  CMR: msg`CMR consignment note`,
  FACTURA_COMERCIAL: msg`Commercial invoice`,
  PACKING_LIST: msg`Packing list`,
  CERTIFICADO_ORIGEN: msg`Certificate of origin`,
  DUA: msg`Customs declaration (SAD)`,
  POD: msg`Proof of delivery`,
};
