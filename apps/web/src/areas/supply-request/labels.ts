import type { CodigoSuministro, EstadoSolicitudSuministros } from '@extranet/sdk';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const SUPPLY_ITEMS: Record<CodigoSuministro, MessageDescriptor> = {
  LABEL: msg`Shipping labels with HAWB barcode`,
  AWB_POUCH: msg`Air waybill document pouches`,
  HAWB_FORM: msg`Blank HAWB sets`,
  DG_LABEL: msg`Dangerous goods hazard labels`,
  CAO_LABEL: msg`“Cargo Aircraft Only” labels`,
  FRAGILE_LABEL: msg`Fragile labels`,
  TAPE: msg`Branded packing tape`,
  OTHER: msg`Other (describe it)`,
};

export const SUPPLY_STATUS: Record<EstadoSolicitudSuministros, { label: MessageDescriptor; color: string }> =
  {
    PENDIENTE: { label: msg`Pending`, color: 'yellow' },
    PREPARADA: { label: msg`Prepared`, color: 'blue' },
    ENVIADA: { label: msg`Sent`, color: 'indigo' },
    ENTREGADA: { label: msg`Delivered`, color: 'green' },
  };
