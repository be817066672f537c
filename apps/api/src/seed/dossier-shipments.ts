import type {
  EstadoDeclaracionAduanera,
  EstadoDossier,
  EstadoPartida,
  TipoDossier,
} from '@extranet/sdk/schemas';
import type { NewDossierRow } from '../db/schema/dossier';
import { numeroDossier } from '../domain/identificadores';
import { routeColumns, type ShipmentPlan } from '../domain/partidas-build';
import { firstActual } from '../domain/partidas-timeline';
import { DAY_MS, HOUR_MS } from '../lib/time';
import { sameCustomsTerritory } from '../reference/trade-profiles';
import {
  addDeclarationEvents,
  customsAmounts,
  customsChannel,
  type DeclarationEntry,
  type DocumentEntry,
  type DossierDraw,
  type EventEntry,
  managerFor,
  recordsBy,
} from './dossier-records';
import type { Prng } from './prng';
import type { BuiltShipment, DossierGroup, SeededShipment } from './shipment-plan';

// A demo dossier of one to three shipments: their booking, departure, arrival and delivery as
// events, their transport documents, the customs declarations they needed (export at origin before
// loading, import at destination on arrival), and a status that follows the shipments — all as they
// stand at the seed's "now". The draws from `rng` keep one order, which the demo data depends on.

/** A shipment of the dossier: its plan and the row built from it. */
interface Member {
  shipment: SeededShipment;
  built: BuiltShipment;
}

const actualOf = (built: BuiltShipment, ...codes: string[]): Date | undefined =>
  firstActual(built.partida.hitos, ...codes);

const lastActual = (built: BuiltShipment): Date | undefined => {
  const done = built.partida.hitos.filter((h) => h[3] !== null);
  return done.length ? new Date(done[done.length - 1]![3]! * 1000) : undefined;
};

const NOTES = [
  'Pre-alert sent to the destination agent',
  'Customer asked to keep the cargo under bond until the sale is confirmed',
  'Insurance certificate requested from the underwriter',
  'Consignee asked for delivery on a booked time slot',
  'Phytosanitary certificate checked with the customer',
];

export function shipmentDossier(
  group: DossierGroup,
  build: (shipment: SeededShipment) => BuiltShipment,
  draw: DossierDraw,
): NewDossierRow {
  const { rng, now } = draw;
  const members: Member[] = group.shipments.map((s) => ({ shipment: s, built: build(s) }));
  const first = members[0]!;
  const { plan } = first.shipment;
  const customer = group.customer;
  const gestor = managerFor(customer.pais, rng);
  const crossing = plan.exportDeclared || plan.importDeclared;
  // Export or import as the customer sees it; a cross-trade touches neither its country nor its customs union.
  const home = (pais: string) => sameCustomsTerritory(pais, customer.pais);
  let tipo: TipoDossier = first.shipment.dir === 'EXP' ? 'EXPORTACION' : 'IMPORTACION';
  if (!home(plan.origen.pais) && !home(plan.destino.pais)) tipo = 'TRIANGULAR';
  if (tipo === 'IMPORTACION' && plan.importDeclared && plan.delivery && rng.chance(0.08)) tipo = 'TRANSITO';

  const statuses = members.map((m) => m.built.partida.estado);
  const paperworkAt = new Date(group.openedAt.getTime() + 4 * HOUR_MS);
  const events: EventEntry[] = [
    { at: group.openedAt, value: { tipo: 'CAMBIO_ESTADO', descripcion: 'Dossier opened', usuario: gestor } },
  ];
  const docs: DocumentEntry[] = [
    {
      at: paperworkAt,
      value: {
        tipo: 'FACTURA_COMERCIAL',
        nombre: `Commercial invoice ${plan.referenciaCliente ?? ''}.pdf`.replace(' .pdf', '.pdf'),
      },
    },
    { at: paperworkAt, value: { tipo: 'PACKING_LIST', nombre: 'Packing list.pdf' } },
  ];
  events.push({
    at: new Date(group.openedAt.getTime() + 5 * HOUR_MS),
    value: { tipo: 'DOCUMENTO', descripcion: 'Commercial invoice and packing list received', usuario: null },
  });
  const declared: DeclarationEntry[] = [];
  for (const member of members) {
    addShipmentEvents(member, gestor, rng, events, docs);
    if (member.built.partida.estado !== 'CANCELADA') addDeclarations(member, tipo, draw, declared);
  }
  addDeclarationEvents(declared, gestor, events, docs);
  if (crossing && rng.chance(0.3)) {
    events.push({
      at: new Date(group.openedAt.getTime() + rng.int(6, 30) * HOUR_MS),
      value: { tipo: 'NOTA', descripcion: rng.pick(NOTES), usuario: gestor },
    });
  }
  const { estado, fechaCierre } = dossierStatus(group, members, statuses, draw);
  addStatusEvents(estado, fechaCierre, group, gestor, draw, events);

  const sum = (pick: (p: ShipmentPlan) => number, decimals: number) =>
    Math.round(members.reduce((s, m) => s + pick(m.shipment.plan), 0) * 10 ** decimals) / 10 ** decimals;
  return {
    id: group.id,
    numeroDossier: numeroDossier(tipo, group.openedAt, group.id),
    idCliente: customer.id,
    referenciaCliente: plan.referenciaCliente,
    tipo,
    estado,
    modo: plan.modo,
    ...routeColumns(plan.origen, plan.destino),
    expedidor: plan.expedidor,
    destinatario: plan.destinatario,
    fechaApertura: group.openedAt,
    fechaCierre,
    mercancia: plan.mercancia,
    incoterm: plan.incoterm,
    bultos: members.reduce((s, m) => s + (m.built.partida.bultos ?? 0), 0),
    pesoBrutoKg: sum((p) => p.pesoBrutoKg, 1),
    volumenM3: sum((p) => p.volumenM3, 3),
    gestor,
    ...recordsBy(declared, docs, events, now),
  };
}

/** A shipment's booking, departure, arrival, delivery, cancellation and delay, and its documents. */
function addShipmentEvents(
  { shipment, built }: Member,
  gestor: string,
  rng: Prng,
  events: EventEntry[],
  docs: DocumentEntry[],
): void {
  const p = shipment.plan;
  const { partida } = built;
  const number = partida.numeroPartida;
  const route = `${p.origen.nombre} → ${p.destino.nombre}`;
  const event = (at: Date, descripcion: string, usuario: string | null = null) =>
    events.push({ at, value: { tipo: 'PARTIDA', descripcion, usuario } });
  event(p.bookedAt, `Shipment ${number} booked with ${p.transportista} (${route})`, gestor);
  const departed = partida.atd;
  if (departed) event(departed, `Shipment ${number} departed from ${p.origen.nombre}`);
  if (partida.ata) event(partida.ata, `Shipment ${number} arrived at ${p.destino.nombre}`);
  if (partida.estado === 'ENTREGADA') {
    const delivered = lastActual(built);
    if (delivered) event(delivered, `Shipment ${number} delivered to ${p.destinatario}`);
  }
  if (partida.estado === 'CANCELADA') {
    events.push({
      at: new Date(p.bookedAt.getTime() + rng.int(4, 48) * HOUR_MS),
      value: {
        tipo: 'CAMBIO_ESTADO',
        descripcion: `Shipment ${number} cancelled at the customer's request`,
        usuario: gestor,
      },
    });
  }
  const delayH = partida.retrasoHoras ?? 0;
  if (delayH >= 48) {
    events.push({
      at: departed ?? new Date(p.plannedDeparture.getTime() - DAY_MS),
      value: {
        tipo: 'INCIDENCIA',
        descripcion: `Delay: ETA of ${number} moved ${Math.round(delayH / 24)} day(s) later`,
        usuario: gestor,
      },
    });
  }
  for (const [tipo, fecha, nombre] of partida.documentos) {
    if (['BL', 'AWB', 'HAWB', 'CMR', 'POD', 'CERTIFICADO_ORIGEN'].includes(tipo)) {
      docs.push({ at: new Date(fecha * 1000), value: { tipo, nombre } });
    }
  }
}

/** Customs of a shipment that went: export at origin before loading, import at destination on arrival. */
function addDeclarations(
  { shipment, built }: Member,
  tipo: TipoDossier,
  { rng, declarations }: DossierDraw,
  declared: DeclarationEntry[],
): void {
  const p = shipment.plan;
  const channel = customsChannel(rng);
  if (p.exportDeclared) {
    const lodged = actualOf(built, 'GTIN', 'RCS', 'PICK', 'STUF');
    if (lodged) {
      const at = new Date(lodged.getTime() + rng.int(1, 8) * HOUR_MS);
      const released = !!actualOf(built, 'DEPA', 'DEP', 'LOAD', 'MAN');
      const estado: EstadoDeclaracionAduanera = released
        ? 'LEVANTE'
        : channel === 'ROJO'
          ? 'EN_INSPECCION'
          : 'ADMITIDA';
      const amounts = customsAmounts(shipment.goods, p.pesoBrutoKg, p.origen.pais, false, rng);
      declared.push({
        at,
        value: declarations.declare('EXPORTACION', p.origen, at, estado, channel, amounts),
      });
    }
  }
  if (!p.importDeclared) return;
  const arrival = actualOf(built, 'ARRI', 'ARR');
  const preArrival = rng.chance(0.3);
  const at = arrival
    ? new Date(arrival.getTime() + (preArrival ? -DAY_MS : rng.int(2, 10) * HOUR_MS))
    : new Date(built.partida.eta.getTime() - DAY_MS);
  if (!preArrival && !arrival) return;
  const released = !!actualOf(built, 'CCD', 'GTOT', 'STRP', 'DROP', 'DLV');
  const estado: EstadoDeclaracionAduanera = released
    ? 'LEVANTE'
    : !arrival
      ? 'PRESENTADA'
      : channel === 'ROJO'
        ? 'EN_INSPECCION'
        : 'ADMITIDA';
  if (tipo === 'TRANSITO') {
    const transit = estado === 'PRESENTADA' ? 'PRESENTADA' : 'LEVANTE';
    const amounts = customsAmounts(shipment.goods, p.pesoBrutoKg, p.destino.pais, false, rng);
    declared.push({ at, value: declarations.declare('TRANSITO', p.destino, at, transit, 'VERDE', amounts) });
  }
  const place = tipo === 'TRANSITO' && p.delivery ? p.delivery : p.destino;
  const amounts = customsAmounts(shipment.goods, p.pesoBrutoKg, p.destino.pais, true, rng);
  declared.push({ at, value: declarations.declare('IMPORTACION', place, at, estado, channel, amounts) });
}

/** The dossier's status follows its shipments: cancelled, closed (and invoiced), in progress or open. */
function dossierStatus(
  group: DossierGroup,
  members: readonly Member[],
  statuses: readonly EstadoPartida[],
  { rng, now }: DossierDraw,
): { estado: EstadoDossier; fechaCierre: Date | null } {
  if (statuses.every((e) => e === 'CANCELADA')) {
    const cancelledAt = new Date(group.shipments[0]!.plan.bookedAt.getTime() + 2 * DAY_MS);
    return { estado: 'ANULADO', fechaCierre: cancelledAt > now ? now : cancelledAt };
  }
  if (statuses.every((e) => e === 'ENTREGADA' || e === 'CANCELADA')) {
    const done = Math.max(
      ...members.map((m) => lastActual(m.built)?.getTime() ?? m.shipment.plan.plannedArrival.getTime()),
    );
    const closing = new Date(done + rng.int(1, 10) * DAY_MS);
    if (closing > now) return { estado: 'EN_CURSO', fechaCierre: null };
    const invoiced = closing.getTime() + 7 * DAY_MS <= now.getTime() && rng.chance(0.9);
    return { estado: invoiced ? 'FACTURADO' : 'CERRADO', fechaCierre: closing };
  }
  if (statuses.some((e) => e !== 'RESERVADA' && e !== 'CANCELADA'))
    return { estado: rng.chance(0.1) ? 'PENDIENTE_DOCUMENTACION' : 'EN_CURSO', fechaCierre: null };
  return { estado: rng.chance(0.15) ? 'PENDIENTE_DOCUMENTACION' : 'ABIERTO', fechaCierre: null };
}

/** The events of the dossier's status: waiting for documents, closed, invoiced or cancelled. */
function addStatusEvents(
  estado: EstadoDossier,
  fechaCierre: Date | null,
  group: DossierGroup,
  gestor: string,
  { rng, now }: DossierDraw,
  events: EventEntry[],
): void {
  const statusEvent = (at: Date, descripcion: string, usuario: string | null = gestor) =>
    events.push({ at, value: { tipo: 'CAMBIO_ESTADO', descripcion, usuario } });
  if (estado === 'PENDIENTE_DOCUMENTACION') {
    statusEvent(
      new Date(Math.min(now.getTime(), group.openedAt.getTime() + 8 * HOUR_MS)),
      'Waiting for documents from the customer (certificate of origin, signed invoice)',
    );
  }
  if (!fechaCierre) return;
  if (estado === 'ANULADO') {
    statusEvent(fechaCierre, 'Dossier cancelled');
    return;
  }
  statusEvent(fechaCierre, 'Dossier closed');
  if (estado === 'FACTURADO')
    statusEvent(new Date(fechaCierre.getTime() + rng.int(1, 6) * DAY_MS), 'Dossier invoiced', null);
}
