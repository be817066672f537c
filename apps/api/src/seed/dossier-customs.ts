import type { EstadoDeclaracionAduanera, EstadoDossier } from '@extranet/sdk/schemas';
import type { NewDossierRow } from '../db/schema/dossier';
import { numeroDossier } from '../domain/identificadores';
import { routeColumns } from '../domain/partidas-build';
import { DAY_MS, HOUR_MS } from '../lib/time';
import {
  customsAmounts,
  customsChannel,
  type DocumentEntry,
  type DossierDraw,
  type EventEntry,
  managerFor,
  recordsBy,
} from './dossier-records';
import type { DossierGroup } from './shipment-plan';

// A customs-only demo dossier: clearance of goods the customer moved with another carrier — one
// declaration, released two days after it was lodged, then closed and mostly invoiced.

export function customsOnlyDossier(
  group: DossierGroup,
  { rng, now, declarations }: DossierDraw,
): NewDossierRow {
  const customs = group.customs!;
  const customer = group.customer;
  const gestor = managerFor(customer.pais, rng);
  const bonded = rng.chance(0.3);
  const kg = Math.round(rng.int(300, 18_000) * 10) / 10;
  const released = customs.date.getTime() + 2 * DAY_MS <= now.getTime();
  const channel = customsChannel(rng);
  const lodged = customs.date.getTime() <= now.getTime();
  const declarationStatus: EstadoDeclaracionAduanera = released
    ? 'LEVANTE'
    : channel === 'ROJO'
      ? 'EN_INSPECCION'
      : 'ADMITIDA';
  const declarationType = bonded ? 'DEPOSITO_ADUANERO' : 'IMPORTACION';
  const declared = lodged
    ? [
        {
          at: customs.date,
          value: declarations.declare(
            declarationType,
            customs.place,
            customs.date,
            declarationStatus,
            channel,
            customsAmounts(customs.goods, kg, customs.place.pais, !bonded, rng),
          ),
        },
      ]
    : [];
  const closing = new Date(customs.date.getTime() + rng.int(3, 12) * DAY_MS);
  const closed = closing <= now;
  const estado: EstadoDossier = closed
    ? rng.chance(0.85)
      ? 'FACTURADO'
      : 'CERRADO'
    : lodged
      ? 'EN_CURSO'
      : 'ABIERTO';
  const events: EventEntry[] = [
    {
      at: group.openedAt,
      value: {
        tipo: 'CAMBIO_ESTADO',
        descripcion: 'Dossier opened (customs clearance only)',
        usuario: gestor,
      },
    },
    ...declared.map((d) => ({
      at: d.at,
      value: {
        tipo: 'ADUANA' as const,
        descripcion: `Declaration ${d.value.mrn} lodged at ${d.value.aduana}`,
        usuario: null,
      },
    })),
    ...(released
      ? [
          {
            at: new Date(customs.date.getTime() + 2 * DAY_MS - HOUR_MS),
            value: { tipo: 'ADUANA' as const, descripcion: 'Goods released by customs', usuario: null },
          },
        ]
      : []),
    ...(closed
      ? [
          {
            at: closing,
            value: { tipo: 'CAMBIO_ESTADO' as const, descripcion: 'Dossier closed', usuario: gestor },
          },
        ]
      : []),
  ];
  const docs: DocumentEntry[] = [
    { at: group.openedAt, value: { tipo: 'FACTURA_COMERCIAL', nombre: 'Commercial invoice.pdf' } },
    ...(released
      ? [
          {
            at: new Date(customs.date.getTime() + 2 * DAY_MS),
            value: { tipo: 'DUA' as const, nombre: `DUA ${declared[0]?.value.mrn ?? ''}.pdf` },
          },
        ]
      : []),
  ];
  return {
    id: group.id,
    numeroDossier: numeroDossier('ADUANAS', group.openedAt, group.id),
    idCliente: customer.id,
    referenciaCliente: rng.chance(0.7) ? `CUS-${rng.digits(6)}` : null,
    tipo: 'ADUANAS',
    estado,
    modo: null,
    ...routeColumns(customs.origin, customs.place),
    expedidor: customs.shipper,
    destinatario: customer.nombre,
    fechaApertura: group.openedAt,
    fechaCierre: closed ? closing : null,
    mercancia: customs.goods.descripcion,
    incoterm: null,
    bultos: rng.int(1, 40),
    pesoBrutoKg: kg,
    volumenM3: Math.round((kg / rng.int(150, 400)) * 1000) / 1000,
    gestor,
    ...recordsBy(declared, docs, events, now),
  };
}
