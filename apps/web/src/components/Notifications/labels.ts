import type { CanalCorreo, TipoEvento } from '@extranet/sdk';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The words of event types and e-mail channels, shared by the bell, the preferences and webhooks.

/** Each event type as a user chooses it: a name and what it means. */
export const EVENT_TYPE: Readonly<Record<TipoEvento, { label: MessageDescriptor; hint: MessageDescriptor }>> =
  {
    SALIDA: { label: msg`Departed`, hint: msg`The main leg of a shipment left its origin` },
    LLEGADA: { label: msg`Arrived`, hint: msg`The main leg of a shipment reached its destination` },
    ENTREGA: { label: msg`Delivered`, hint: msg`A shipment was delivered (proof of delivery available)` },
    RETRASO: { label: msg`Delay`, hint: msg`A shipment runs later than planned beyond your threshold` },
    CAMBIO_ETA: { label: msg`ETA changed`, hint: msg`The estimated arrival moved beyond your threshold` },
    RESERVA_CONFIRMADA: {
      label: msg`Booking confirmed`,
      hint: msg`A booking request became a shipment with a carrier`,
    },
    FACTURA_EMITIDA: { label: msg`Invoice issued`, hint: msg`A new invoice for your accounts` },
    FACTURA_VENCIDA: { label: msg`Invoice overdue`, hint: msg`An invoice passed its due date unpaid` },
    STOCK_CADUCA: { label: msg`Stock expiring`, hint: msg`A lot in the warehouse expires within your days` },
  };

export const EMAIL_CHANNEL: Readonly<Record<CanalCorreo, MessageDescriptor>> = {
  NO: msg`No e-mail`,
  INMEDIATO: msg`At once`,
  RESUMEN_DIARIO: msg`Daily digest`,
};
