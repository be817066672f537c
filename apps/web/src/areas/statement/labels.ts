import type { TipoDocumentoCuenta } from '@extranet/sdk';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AgeingBucket } from './statement';

export const DOCUMENT_KIND: Readonly<Record<TipoDocumentoCuenta, MessageDescriptor>> = {
  FACTURA: msg`Invoice`,
  ABONO: msg`Credit note`,
  COBRO: msg`Payment`,
  NOTA_CARGO: msg`Debit note`,
};

/** The ageing buckets' names (`short` for the chart's axis) and colours: the older, the redder. */
export const AGEING_BUCKET: Readonly<
  Record<AgeingBucket, { label: MessageDescriptor; short: MessageDescriptor; color: string }>
> = {
  current: { label: msg`Not yet due`, short: msg`Not due`, color: 'teal.6' },
  d1_30: { label: msg`1–30 days`, short: msg`1–30`, color: 'yellow.6' },
  d31_60: { label: msg`31–60 days`, short: msg`31–60`, color: 'orange.6' },
  d61_90: { label: msg`61–90 days`, short: msg`61–90`, color: 'red.6' },
  d90plus: { label: msg`Over 90 days`, short: msg`90+`, color: 'red.9' },
};
