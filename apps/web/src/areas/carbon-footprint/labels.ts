import type { ModoTramoEmision, TipoDatoEmision } from '@extranet/sdk';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Words and colours of the footprint screen. A leg's mode is finer than a shipment's: rail and inland
// waterway legs exist inside sea and road shipments.

export const LEG_MODE: Readonly<Record<ModoTramoEmision, { label: MessageDescriptor; color: string }>> = {
  MARITIMO: { label: msg`Sea`, color: 'blue.6' },
  AEREO: { label: msg`Air`, color: 'orange.6' },
  TERRESTRE: { label: msg`Road`, color: 'grape.5' },
  FERROCARRIL: { label: msg`Rail`, color: 'teal.6' },
  FLUVIAL: { label: msg`Inland waterway`, color: 'cyan.5' },
};

/** ISO 14083 data types: how a leg's emissions were obtained. */
export const DATA_TYPE: Readonly<
  Record<TipoDatoEmision, { label: MessageDescriptor; hint: MessageDescriptor }>
> = {
  PRIMARIO: { label: msg`Primary`, hint: msg`Measured by the carrier (fuel used on this trip)` },
  MODELADO: { label: msg`Modelled`, hint: msg`Modelled from the vehicle type, load and distance` },
  POR_DEFECTO: { label: msg`Default`, hint: msg`The factor set's default value for the mode` },
};
