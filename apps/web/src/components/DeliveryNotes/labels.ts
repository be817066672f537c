import type { EstadoAlbaran, TipoIncidenciaEntrega, UnidadMedida } from '@extranet/sdk';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The words and colours of delivery notes.

export const DELIVERY_STATUS: Readonly<Record<EstadoAlbaran, { label: MessageDescriptor; color: string }>> = {
  PENDIENTE: { label: msg`Pending dispatch`, color: 'gray' },
  EN_REPARTO: { label: msg`Out for delivery`, color: 'blue' },
  ENTREGADO: { label: msg`Delivered`, color: 'teal' },
  INCIDENCIA: { label: msg`Incident`, color: 'red' },
  DEVUELTO: { label: msg`Returned`, color: 'orange' },
};

export const INCIDENT_TYPE: Readonly<Record<TipoIncidenciaEntrega, MessageDescriptor>> = {
  DESTINATARIO_AUSENTE: msg`Consignee absent`,
  DIRECCION_INCORRECTA: msg`Wrong address`,
  RECHAZADO: msg`Refused`,
  MERCANCIA_DANADA: msg`Damaged goods`,
  FALTA_MERCANCIA: msg`Goods missing`,
  ESTABLECIMIENTO_CERRADO: msg`Premises closed`,
  OTRA: msg`Other`,
};

/** Units of measure of delivery-note lines, as an abbreviation after a quantity. */
export const UNIT: Readonly<Record<UnidadMedida, MessageDescriptor>> = {
  UNIDAD: msg`units`,
  CAJA: msg`boxes`,
  PACK: msg`packs`,
  PALE: msg`pallets`,
  KG: msg`kg`,
  LITRO: msg`L`,
  METRO: msg`m`,
};
