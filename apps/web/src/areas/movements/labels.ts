import type { TipoMovimientoAlmacen } from '@extranet/sdk';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const MOVEMENT_TYPE: Readonly<
  Record<TipoMovimientoAlmacen, { label: MessageDescriptor; color: string }>
> = {
  ENTRADA: { label: msg`Receipt`, color: 'teal' },
  SALIDA: { label: msg`Dispatch`, color: 'blue' },
  AJUSTE: { label: msg`Adjustment`, color: 'orange' },
  TRASLADO: { label: msg`Transfer`, color: 'grape' },
  DEVOLUCION: { label: msg`Return`, color: 'cyan' },
};
