import type {
  CircuitoAduanero,
  DeclaracionAduanera,
  Documento,
  EstadoDeclaracionAduanera,
  EventoDossier,
  TipoDocumento,
} from '@extranet/sdk/schemas';
import type { NewDossierRow } from '../db/schema/dossier';
import { mrn } from '../domain/identificadores';
import type { ShipmentPlace } from '../domain/partidas-build';
import { HOUR_MS } from '../lib/time';
import { customsProvince } from '../reference/customs';
import { countryByCode } from '../reference/geo';
import { GESTORES, type Mercancia, UE } from '../reference/trade-profiles';
import type { Prng } from './prng';

// What both kinds of demo dossier are made of (dossier-shipments.ts, dossier-customs.ts): dated
// entries kept up to the seed's "now", the operations staff who run them, and customs declarations
// with their office, MRN, channel and amounts, and the events and documents they give a dossier.

/** Something that happens to a dossier at `at`: an event, a document or a declaration. */
export interface Entry<T> {
  at: Date;
  value: T;
}

export type EventEntry = Entry<Omit<EventoDossier, 'id' | 'fecha'>>;
export type DocumentEntry = Entry<{ tipo: TipoDocumento; nombre: string }>;
export type DeclarationEntry = Entry<Omit<DeclaracionAduanera, 'id' | 'fecha'>>;

/** What a dossier is drawn with: the seed's stream, its "now", and the declarations' serial. */
export interface DossierDraw {
  rng: Prng;
  now: Date;
  declarations: Declarations;
}

/** Keeps what happened by `now`, in time order, numbered from 1, dated as the API writes dates. */
function happenedBy<T extends { id: number }>(entries: Entry<Omit<T, 'id' | 'fecha'>>[], now: Date): T[] {
  return entries
    .filter((e) => e.at.getTime() <= now.getTime())
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((e, i) => ({ id: i + 1, fecha: e.at.toISOString(), ...e.value }) as unknown as T);
}

/** A dossier's declarations, documents and events that happened by `now`, as the row stores them. */
export const recordsBy = (
  declared: DeclarationEntry[],
  docs: DocumentEntry[],
  events: EventEntry[],
  now: Date,
): Pick<NewDossierRow, 'declaraciones' | 'documentos' | 'eventos'> => ({
  declaraciones: happenedBy<DeclaracionAduanera>(declared, now),
  documentos: happenedBy<Documento>(docs, now),
  eventos: happenedBy<EventoDossier>(events, now),
});

/** The member of the operations staff who runs a customer's dossiers (the last two work the Americas). */
export const managerFor = (pais: string, rng: Prng): string =>
  ['PA', 'CO', 'MX', 'US'].includes(pais) ? rng.pick(GESTORES.slice(-2)) : rng.pick(GESTORES.slice(0, -2));

export const customsChannel = (rng: Prng): CircuitoAduanero =>
  rng.weighted<CircuitoAduanero>([
    ['VERDE', 80],
    ['NARANJA', 13],
    ['ROJO', 7],
  ]);

export type CustomsAmounts = ReturnType<typeof customsAmounts>;

/** Customs value, duties and import VAT of goods of `kg` declared in `pais`. */
export function customsAmounts(goods: Mercancia, kg: number, pais: string, isImport: boolean, rng: Prng) {
  const valorAduana = Math.round(goods.valorKg * kg * rng.float(0.8, 1.2) * 100) / 100;
  // Declared in euros in the EU customs union, in US dollars elsewhere (as the customers there trade).
  const moneda = UE.has(pais) ? 'EUR' : 'USD';
  if (!isImport) return { valorAduana, importeDerechos: 0, importeIva: 0, moneda };
  const importeDerechos = Math.round(valorAduana * goods.arancel) / 100;
  // VAT base: customs value (CIF: ~5 % freight and insurance on top) plus duties, at the country's rate.
  const vatPct = countryByCode(pais)?.vatPct ?? 20;
  const importeIva = Math.round((valorAduana * 1.05 + importeDerechos) * vatPct) / 100;
  return { valorAduana, importeDerechos, importeIva, moneda };
}

/**
 * The customs office code (8 characters) for a place: ports end in 11, airports in 41, inland in 01.
 * A Spanish place without a listed province is cleared in Madrid (28).
 */
export function customsOfficeFor(place: ShipmentPlace): string {
  const kind = place.codigo.length === 3 ? '41' : place.basin ? '11' : '01';
  if (place.pais === 'ES') return `ES00${customsProvince(place.codigo) ?? '28'}${kind}`;
  let hash = 0;
  for (const char of place.codigo) hash = (hash * 31 + char.charCodeAt(0)) % 10_000;
  return `${place.pais}00${String(hash).padStart(4, '0')}`;
}

const REGIME = { IMPORTACION: '4000', EXPORTACION: '1000', TRANSITO: 'T1', DEPOSITO_ADUANERO: '7100' };
const PROCEDURE = { IMPORTACION: 'J', EXPORTACION: 'A', TRANSITO: 'T', DEPOSITO_ADUANERO: 'J' };

/** Customs declarations of one seed run: each gets the next MRN serial, in the order they are drawn. */
export class Declarations {
  private serial = 0;

  declare(
    tipo: DeclaracionAduanera['tipo'],
    place: ShipmentPlace,
    fecha: Date,
    estado: EstadoDeclaracionAduanera,
    channel: CircuitoAduanero | null,
    amounts: CustomsAmounts,
  ): Omit<DeclaracionAduanera, 'id'> {
    const aduana = customsOfficeFor(place);
    this.serial = (this.serial + 7919) % 1_000_000;
    return {
      mrn: mrn(fecha.getUTCFullYear(), aduana, this.serial, PROCEDURE[tipo]),
      tipo,
      regimen: REGIME[tipo],
      aduana,
      fecha: fecha.toISOString(),
      estado,
      circuito: estado === 'PRESENTADA' ? null : channel,
      ...amounts,
    };
  }
}

/** Each declaration lodged, and its release (with the DUA) or the inspection it was sent to. */
export function addDeclarationEvents(
  declared: readonly DeclarationEntry[],
  gestor: string,
  events: EventEntry[],
  docs: DocumentEntry[],
): void {
  for (const d of declared) {
    const label =
      d.value.tipo === 'EXPORTACION' ? 'Export' : d.value.tipo === 'TRANSITO' ? 'Transit (T1)' : 'Import';
    events.push({
      at: d.at,
      value: {
        tipo: 'ADUANA',
        descripcion: `${label} declaration ${d.value.mrn} lodged at ${d.value.aduana}`,
        usuario: null,
      },
    });
    if (d.value.estado === 'LEVANTE') {
      const hours = d.value.circuito === 'ROJO' ? 30 : d.value.circuito === 'NARANJA' ? 8 : 1;
      const release = new Date(d.at.getTime() + hours * HOUR_MS);
      const channel = { VERDE: 'green', NARANJA: 'orange', ROJO: 'red' }[d.value.circuito ?? 'VERDE'];
      events.push({
        at: release,
        value: {
          tipo: 'ADUANA',
          descripcion: `Goods released (${channel} channel), MRN ${d.value.mrn}`,
          usuario: null,
        },
      });
      docs.push({ at: release, value: { tipo: 'DUA', nombre: `DUA ${d.value.mrn}.pdf` } });
    } else if (d.value.estado === 'EN_INSPECCION') {
      events.push({
        at: new Date(d.at.getTime() + 2 * HOUR_MS),
        value: {
          tipo: 'INCIDENCIA',
          descripcion: `Physical inspection ordered (red channel), MRN ${d.value.mrn}`,
          usuario: gestor,
        },
      });
    }
  }
}
