import { buildShipment, type ShipmentPlace } from '../domain/partidas-build';
import { collectGarbage } from '../lib/collect-garbage';
import { DAY_MS, HOUR_MS } from '../lib/time';
import { type Mercancia, PERFIL_GENERICO, PERFILES } from '../reference/trade-profiles';
import type { SeedContext, SeededCliente } from './context';
import { CustomerShipments, type SeededShipment } from './customer-shipments';
import { prngFor } from './prng';

// The demo shipments as plans (route, parties, cargo, dates, delays), drawn per customer from its
// trade profile (customer-shipments.ts), numbered in booking order and grouped into dossiers. Built
// once per seed run and shared by the dossier, tracking and carbon-footprint seeds (they run in that
// order).

export type { SeededShipment } from './customer-shipments';

/** A dossier to create: its shipments (in order) or, customs-only, a lane and a date. */
export interface DossierGroup {
  id: number;
  customer: SeededCliente;
  shipments: SeededShipment[];
  /** Customs-only dossier (no shipments): the goods and the place of clearance. */
  customs?: {
    goods: Mercancia;
    place: ShipmentPlace;
    origin: ShipmentPlace;
    date: Date;
    shipper: string;
  };
  openedAt: Date;
}

export interface SeedPlan {
  shipments: SeededShipment[];
  /** The dossier seed takes them out as it inserts them. */
  dossiers: DossierGroup[];
  /** Set by the dossier seed: shipments may point to dossiers only once they exist. */
  dossiersInserted: boolean;
  /**
   * The shipment and footprint rows at the seed's "now", in order of `shipments`, a batch at a time,
   * built on demand; each batch's shipments leave the plan as it is handed out, so the plan is spent
   * afterwards (52,600 built rows and their plans held 250 MB of the first start's heap).
   */
  drain(size?: number): Generator<BuiltShipment[]>;
  /** The row of one shipment, built on demand. */
  built(shipment: SeededShipment): BuiltShipment;
}

/** Shipments built per batch: their rows go to the database and are let go before the next. */
const ROWS_PER_BATCH = 200;
/** Batches between two full garbage collections (./collect-garbage.ts). */
const BATCHES_PER_COLLECTION = 25;

export type BuiltShipment = ReturnType<typeof buildShipment>;

const plans = new WeakMap<SeedContext, SeedPlan>();

/** The plan of this seed run (built on first use, then shared). */
export function seedPlan(ctx: SeedContext): SeedPlan {
  let plan = plans.get(ctx);
  if (!plan) {
    plan = buildPlan(ctx);
    plans.set(ctx, plan);
  }
  return plan;
}

/** Shipments per customer: the demo user's two customers carry more than 10,000 between them. */
const volumeFor = (ctx: SeedContext, customer: SeededCliente) =>
  ctx.demoClienteIds.includes(customer.id)
    ? ctx.volume({ small: 40, full: 5_600 })
    : ctx.volume({ small: 24, full: 2_300 });

function buildPlan(ctx: SeedContext): SeedPlan {
  const drafts: SeededShipment[] = [];
  for (const customer of ctx.clientes) {
    const rng = prngFor(`tracking:${customer.codigo}`);
    const generator = new CustomerShipments(ctx, customer, rng);
    const count = volumeFor(ctx, customer);
    for (let i = 0; i < count; i++) drafts.push(generator.next());
  }
  const shipments = inBookingOrder(drafts);
  const built = (shipment: SeededShipment) => buildShipment(shipment.plan, ctx.now);
  return {
    shipments,
    dossiers: groupDossiers(ctx, shipments),
    dossiersInserted: false,
    built,
    *drain(size = ROWS_PER_BATCH) {
      for (let batch = 1; shipments.length > 0; batch++) {
        yield shipments.splice(0, size).map(built);
        if (batch % BATCHES_PER_COLLECTION === 0) collectGarbage();
      }
    },
  };
}

/**
 * The drafts numbered in booking order, so numbers grow with time as in a real system. A function of
 * its own, so that the plan's closures do not keep the drafts' array alive in their scope.
 */
function inBookingOrder(drafts: SeededShipment[]): SeededShipment[] {
  const keys = drafts.map((draft, index) => ({
    at: draft.plan.bookedAt.getTime(),
    customer: draft.customer.id,
    index,
  }));
  keys.sort((a, b) => a.at - b.at || a.customer - b.customer);
  return keys.map(({ index }, position) => {
    const draft = drafts[index]!;
    draft.plan.id = position + 1;
    return draft;
  });
}

/** About one dossier per five shipments: most group 1–3 shipments, some are customs-only. */
function groupDossiers(ctx: SeedContext, shipments: SeededShipment[]): DossierGroup[] {
  const groups: Omit<DossierGroup, 'id'>[] = [];
  const byCustomer = new Map<number, SeededShipment[]>();
  for (const s of shipments) {
    const list = byCustomer.get(s.customer.id);
    if (list) list.push(s);
    else byCustomer.set(s.customer.id, [s]);
  }
  for (const customer of ctx.clientes) {
    const rng = prngFor(`dossier:${customer.codigo}`);
    const own = byCustomer.get(customer.id) ?? [];
    const used = new Set<number>();
    for (let i = 0; i < own.length; i++) {
      const first = own[i]!;
      if (used.has(first.plan.id) || !rng.chance(0.17)) continue;
      const size = rng.weighted([
        [1, 55],
        [2, 30],
        [3, 15],
      ]);
      const members = [first];
      for (let j = i + 1; j < own.length && members.length < size; j++) {
        const next = own[j]!;
        if (!used.has(next.plan.id) && next.plan.modo === first.plan.modo && next.dir === first.dir)
          members.push(next);
      }
      for (const member of members) used.add(member.plan.id);
      const openedAt = new Date(first.plan.bookedAt.getTime() - rng.int(2, 72) * HOUR_MS);
      groups.push({ customer, shipments: members, openedAt });
    }
    // Customs-only files: clearance of goods the customer moved with another forwarder.
    const customs = Math.round(own.length * 0.025);
    const profile = PERFILES[customer.codigo] ?? PERFIL_GENERICO;
    for (let k = 0; k < customs; k++) {
      const sample = rng.pick(own);
      const date = new Date(ctx.now.getTime() - rng.int(0, 540) * DAY_MS - rng.int(0, 23) * HOUR_MS);
      groups.push({
        customer,
        shipments: [],
        openedAt: new Date(date.getTime() - rng.int(1, 5) * DAY_MS),
        customs: {
          goods: rng.pick(profile.mercancias),
          place: sample.dir === 'IMP' ? sample.plan.destino : sample.plan.origen,
          origin: sample.dir === 'IMP' ? sample.plan.origen : sample.plan.destino,
          date,
          shipper: sample.dir === 'IMP' ? sample.plan.expedidor : sample.plan.destinatario,
        },
      });
    }
  }
  groups.sort((a, b) => a.openedAt.getTime() - b.openedAt.getTime() || a.customer.id - b.customer.id);
  return groups.map((group, index) => {
    const dossier: DossierGroup = { ...group, id: index + 1 };
    for (const member of dossier.shipments) member.plan.idDossier = dossier.id;
    return dossier;
  });
}
