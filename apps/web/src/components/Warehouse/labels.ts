import type { UnidadMedida } from '@extranet/sdk';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ExpiryClass } from './stock-data';

/** Units of measure as written after a quantity (`1,200 units`, `35.5 kg`). */
export const UNIT: Readonly<Record<UnidadMedida, MessageDescriptor>> = {
  UNIDAD: msg`units`,
  CAJA: msg`cases`,
  PACK: msg`packs`,
  PALE: msg`pallets`,
  KG: msg`kg`,
  LITRO: msg`L`,
  METRO: msg`m`,
};

/** Expiry classes: a name for filters and exports, a colour for badges and rows. */
export const EXPIRY: Readonly<Record<ExpiryClass, { label: MessageDescriptor; color: string }>> = {
  expired: { label: msg`Expired`, color: 'red' },
  soon: { label: msg`Expires within 30 days`, color: 'orange' },
  ok: { label: msg`More than 30 days left`, color: 'teal' },
  none: { label: msg`No expiry date`, color: 'gray' },
};

/** The row colour of an expiry class (light variants read in light and dark schemes). */
export const EXPIRY_ROW_COLOR: Readonly<Record<ExpiryClass, string | undefined>> = {
  expired: 'var(--mantine-color-red-light)',
  soon: 'var(--mantine-color-yellow-light)',
  ok: undefined,
  none: undefined,
};
