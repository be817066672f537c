import type {
  CircuitoAduanero,
  EstadoDeclaracionAduanera,
  EstadoDossier,
  TipoDeclaracionAduanera,
  TipoDossier,
} from '@extranet/sdk';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const DOSSIER_STATUS: Readonly<Record<EstadoDossier, { label: MessageDescriptor; color: string }>> = {
  ABIERTO: { label: msg`Open`, color: 'gray' },
  EN_CURSO: { label: msg`In progress`, color: 'blue' },
  PENDIENTE_DOCUMENTACION: { label: msg`Waiting for your documents`, color: 'orange' },
  CERRADO: { label: msg`Closed`, color: 'teal' },
  FACTURADO: { label: msg`Invoiced`, color: 'green' },
  ANULADO: { label: msg`Cancelled`, color: 'dark' },
};

export const DOSSIER_TYPE: Readonly<Record<TipoDossier, MessageDescriptor>> = {
  IMPORTACION: msg`Import`,
  EXPORTACION: msg`Export`,
  ADUANAS: msg`Customs only`,
  TRANSITO: msg`Transit`,
  TRIANGULAR: msg`Cross-trade`,
};

export const DECLARATION_TYPE: Readonly<Record<TipoDeclaracionAduanera, MessageDescriptor>> = {
  IMPORTACION: msg`Import`,
  EXPORTACION: msg`Export`,
  TRANSITO: msg`Transit`,
  DEPOSITO_ADUANERO: msg`Customs warehouse`,
};

export const DECLARATION_STATUS: Readonly<
  Record<EstadoDeclaracionAduanera, { label: MessageDescriptor; color: string }>
> = {
  PRESENTADA: { label: msg`Lodged`, color: 'gray' },
  ADMITIDA: { label: msg`Accepted`, color: 'blue' },
  EN_INSPECCION: { label: msg`Under inspection`, color: 'orange' },
  LEVANTE: { label: msg`Released`, color: 'teal' },
  RECHAZADA: { label: msg`Rejected`, color: 'red' },
  ANULADA: { label: msg`Cancelled`, color: 'dark' },
};

export const CHANNEL: Readonly<Record<CircuitoAduanero, { label: MessageDescriptor; color: string }>> = {
  VERDE: { label: msg`Green: released`, color: 'teal' },
  NARANJA: { label: msg`Orange: document check`, color: 'orange' },
  ROJO: { label: msg`Red: physical inspection`, color: 'red' },
};
