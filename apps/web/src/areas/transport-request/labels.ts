import type { TipoContenedorTransporte, TipoTrafico, UnidadTarifaTransporte } from '@extranet/sdk';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The words of the transport request. The look-ups come from the server in Spanish; the ones a
// customer reads on every request are named here by code, the server's name is the fallback.

export const TRAFFIC: Record<TipoTrafico, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  MARITIMO_FCL: { label: msg`Sea — full container (FCL)`, hint: msg`Whole containers for your goods` },
  MARITIMO_LCL: { label: msg`Sea — groupage (LCL)`, hint: msg`Your pallets share a container` },
  TERRESTRE_FTL: { label: msg`Road — full truck (FTL)`, hint: msg`A whole trailer for your goods` },
  TERRESTRE_LTL: { label: msg`Road — groupage (LTL)`, hint: msg`Your pallets share a trailer` },
};

export const SERVICE: Record<string, MessageDescriptor> = {
  EST: msg`Standard`,
  DIR: msg`Direct sea (no transhipment)`,
  ECO: msg`Economy`,
  EXP: msg`Express (two drivers)`,
  TEMP: msg`Temperature controlled`,
};

export const PACKAGE_TYPE: Record<string, MessageDescriptor> = {
  PX: msg`EUR pallet (EUR 1)`,
  OC: msg`CHEP pallet 120 × 100`,
  AF: msg`Half pallet 80 × 60`,
  AH: msg`Pallet 110 × 100`,
  OE: msg`ISO T11 pallet (110 × 110)`,
  CT: msg`Carton`,
  BX: msg`Box`,
  CS: msg`Wooden case`,
  CR: msg`Crate`,
  DR: msg`200 l drum`,
  WA: msg`1,000 l IBC`,
  JC: msg`Jerrycan`,
  CK: msg`Cask`,
  CY: msg`Gas cylinder`,
  BG: msg`Bag`,
  SA: msg`Sack`,
  JB: msg`Big bag`,
  RO: msg`Roll`,
  BE: msg`Bundle`,
  BL: msg`Compressed bale`,
  PK: msg`Package`,
  NE: msg`Unpacked`,
};

export const CONTAINER: Record<TipoContenedorTransporte, MessageDescriptor> = {
  '20DV': msg`20' dry`,
  '40DV': msg`40' dry`,
  '40HC': msg`40' high cube`,
  '40RF': msg`40' reefer`,
};

export const ADR_CLASS: Record<string, MessageDescriptor> = {
  '1.1': msg`Explosives, mass explosion hazard`,
  '1.2': msg`Explosives, projection hazard`,
  '1.3': msg`Explosives, fire hazard`,
  '1.4': msg`Explosives, no significant hazard`,
  '1.5': msg`Very insensitive explosives`,
  '1.6': msg`Extremely insensitive articles`,
  '2.1': msg`Flammable gases`,
  '2.2': msg`Non-flammable, non-toxic gases`,
  '2.3': msg`Toxic gases`,
  '3': msg`Flammable liquids`,
  '4.1': msg`Flammable solids`,
  '4.2': msg`Spontaneously combustible substances`,
  '4.3': msg`Dangerous when wet`,
  '5.1': msg`Oxidizing substances`,
  '5.2': msg`Organic peroxides`,
  '6.1': msg`Toxic substances`,
  '6.2': msg`Infectious substances`,
  '7': msg`Radioactive material`,
  '8': msg`Corrosive substances`,
  '9': msg`Miscellaneous dangerous goods (incl. lithium batteries)`,
};

export const RATE_UNIT: Record<UnidadTarifaTransporte, MessageDescriptor> = {
  WM: msg`W/M`,
  KG: msg`kg`,
  KG_100: msg`100 kg`,
  CONTENEDOR: msg`container`,
  CAMION: msg`truck`,
  BULTO: msg`package`,
  ENVIO: msg`shipment`,
};
