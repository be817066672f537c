import type { Bulto, ModoTransporte } from '@extranet/sdk/schemas';
import { legDistanceKm } from '../domain/huellaCarbono';
import { awbNumber } from '../domain/identificadores';
import { nearestRoadCity, resolveLugar, transitHours } from '../domain/partidas';
import { buildPartida, type LugarPartida, type PlanPartida } from '../domain/partidas-build';
import { contenedoresFor, pickCarrier, viajeFor } from '../domain/partidas-carriers';
import { redondear } from '../lib/numbers';
import { type Prng, prngFor } from '../lib/prng';
import { CONTAINER_TYPES } from '../reference/containers';
import type { EmissionLegMode } from '../reference/emission-factors';
import { AIRLINES, greatCircleKm, SHIPPING_LINES } from '../reference/geo';
import {
  ACTIVIDADES,
  type Direccion,
  EMPRESAS_POR_PAIS,
  INCOTERMS_HABITUALES,
  type Medida,
  type Mercancia,
  PERFIL_GENERICO,
  PERFILES,
  type Ruta,
  TIPOS_BULTO,
  UE,
} from '../reference/trade-profiles';
import type { SeedContext, SeededCliente } from './context';

// The demo shipments as plans (route, parties, cargo, dates, delays), drawn per customer from its
// trade profile, numbered in booking order and grouped into dossiers. Built once per seed run and
// shared by the dossier, tracking and carbon-footprint seeds (they run in that order).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A planned shipment plus what the dossier seed needs to know about it. */
export interface PartidaSembrada {
  plan: PlanPartida;
  cliente: SeededCliente;
  dir: Direccion;
  mercancia: Mercancia;
}

/** A dossier to create: its shipments (ids of `partidas`, in order) or, customs-only, a lane and a date. */
export interface GrupoDossier {
  id: number;
  cliente: SeededCliente;
  partidas: PartidaSembrada[];
  /** Customs-only dossier (no shipments): the goods and the place of clearance. */
  aduanas?: {
    mercancia: Mercancia;
    lugar: LugarPartida;
    origen: LugarPartida;
    fecha: Date;
    expedidor: string;
  };
  apertura: Date;
}

export interface PlanSemilla {
  partidas: PartidaSembrada[];
  dossieres: GrupoDossier[];
  /** Set by the dossier seed: shipments may point to dossiers only once they exist. */
  dossieresInsertados: boolean;
  /** The shipment and footprint rows at the seed's "now", index for index with `partidas`. */
  filas(): readonly FilaPartida[];
}

export type FilaPartida = ReturnType<typeof buildPartida>;

const plans = new WeakMap<SeedContext, PlanSemilla>();

/** The plan of this seed run (built on first use, then shared). */
export function planSemilla(ctx: SeedContext): PlanSemilla {
  let plan = plans.get(ctx);
  if (!plan) {
    plan = buildPlan(ctx);
    plans.set(ctx, plan);
  }
  return plan;
}

/** Shipments per customer: the demo user's two customers carry more than 10,000 between them. */
const volumeFor = (ctx: SeedContext, cliente: SeededCliente) =>
  ctx.demoClienteIds.includes(cliente.id)
    ? ctx.volume({ small: 40, full: 5_600 })
    : ctx.volume({ small: 24, full: 2_300 });

function buildPlan(ctx: SeedContext): PlanSemilla {
  const drafts: (Omit<PartidaSembrada, 'plan'> & { plan: Omit<PlanPartida, 'id'> & { id: number } })[] = [];
  for (const cliente of ctx.clientes) {
    const rng = prngFor(`tracking:${cliente.codigo}`);
    const generator = new CustomerShipments(ctx, cliente, rng);
    const count = volumeFor(ctx, cliente);
    for (let i = 0; i < count; i++) drafts.push(generator.next());
  }
  // Numbered in booking order, so numbers grow with time as in a real system.
  const keys = drafts.map((draft, index) => ({
    at: draft.plan.fechaReserva.getTime(),
    cliente: draft.cliente.id,
    index,
  }));
  keys.sort((a, b) => a.at - b.at || a.cliente - b.cliente);
  const partidas = keys.map(({ index }, position) => {
    const draft = drafts[index]!;
    draft.plan.id = position + 1;
    return draft as PartidaSembrada;
  });
  let filas: FilaPartida[] | undefined;
  return {
    partidas,
    dossieres: groupDossiers(ctx, partidas),
    dossieresInsertados: false,
    filas: () => {
      filas ??= partidas.map((p) => buildPartida(p.plan, ctx.now));
      return filas;
    },
  };
}

/** About one dossier per five shipments: most group 1–3 shipments, some are customs-only. */
function groupDossiers(ctx: SeedContext, partidas: PartidaSembrada[]): GrupoDossier[] {
  const groups: Omit<GrupoDossier, 'id'>[] = [];
  const byCliente = new Map<number, PartidaSembrada[]>();
  for (const p of partidas) {
    const list = byCliente.get(p.cliente.id);
    if (list) list.push(p);
    else byCliente.set(p.cliente.id, [p]);
  }
  for (const cliente of ctx.clientes) {
    const rng = prngFor(`dossier:${cliente.codigo}`);
    const own = byCliente.get(cliente.id) ?? [];
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
      const apertura = new Date(first.plan.fechaReserva.getTime() - rng.int(2, 72) * HOUR);
      groups.push({ cliente, partidas: members, apertura });
    }
    // Customs-only files: clearance of goods the customer moved with another forwarder.
    const customs = Math.round(own.length * 0.025);
    const profile = PERFILES[cliente.codigo] ?? PERFIL_GENERICO;
    for (let k = 0; k < customs; k++) {
      const sample = rng.pick(own);
      const fecha = new Date(ctx.now.getTime() - rng.int(0, 540) * DAY - rng.int(0, 23) * HOUR);
      groups.push({
        cliente,
        partidas: [],
        apertura: new Date(fecha.getTime() - rng.int(1, 5) * DAY),
        aduanas: {
          mercancia: rng.pick(profile.mercancias),
          lugar: sample.dir === 'IMP' ? sample.plan.destino : sample.plan.origen,
          origen: sample.dir === 'IMP' ? sample.plan.origen : sample.plan.destino,
          fecha,
          expedidor: sample.dir === 'IMP' ? sample.plan.expedidor : sample.plan.destinatario,
        },
      });
    }
  }
  groups.sort((a, b) => a.apertura.getTime() - b.apertura.getTime() || a.cliente.id - b.cliente.id);
  return groups.map((group, index) => {
    const dossier: GrupoDossier = { ...group, id: index + 1 };
    for (const member of dossier.partidas) member.plan.idDossier = dossier.id;
    return dossier;
  });
}

/** Same customs territory: the same country, or both in the EU customs union. */
export const mismaAduana = (a: string, b: string): boolean => a === b || (UE.has(a) && UE.has(b));

/** Draws one customer's shipments, each from one of its lanes. */
class CustomerShipments {
  private readonly profile;
  private readonly partners = new Map<string, string[]>();
  private readonly preferredLines: string[];
  private readonly home: LugarPartida | null;

  constructor(
    private readonly ctx: SeedContext,
    private readonly cliente: SeededCliente,
    private readonly rng: Prng,
  ) {
    this.profile = PERFILES[cliente.codigo] ?? PERFIL_GENERICO;
    this.preferredLines = rng.shuffle(SHIPPING_LINES.map((l) => l.scac)).slice(0, 3);
    this.home = this.profile.ciudad ? resolveLugar('TERRESTRE', this.profile.ciudad) : null;
  }

  /** A few regular partners per country, so consignees repeat as they do in real trade. */
  private partner(pais: string): string {
    let names = this.partners.get(pais);
    if (!names) {
      const style = EMPRESAS_POR_PAIS[pais] ?? { palabras: ['Global', 'International'], forma: 'Ltd' };
      names = Array.from(
        { length: 5 },
        () => `${this.rng.pick(style.palabras)} ${this.rng.pick(ACTIVIDADES)} ${style.forma}`,
      );
      this.partners.set(pais, [...new Set(names)]);
    }
    return this.rng.pick(this.partners.get(pais)!);
  }

  next(): Omit<PartidaSembrada, 'plan'> & { plan: PlanPartida } {
    const { rng, ctx, profile } = this;
    const ruta: Ruta = rng.weighted(profile.rutas.map((r) => [r, r.peso] as const));
    const modo = ruta.modo;
    const origen = resolveLugar(modo, rng.pick(ruta.origenes));
    let destino = resolveLugar(modo, rng.pick(ruta.destinos));
    for (let tries = 0; destino.codigo === origen.codigo && tries < 5; tries++) {
      destino = resolveLugar(modo, rng.pick(ruta.destinos));
    }
    const candidates = modo === 'AEREO' ? profile.mercancias.filter((m) => !m.densa) : profile.mercancias;
    const mercancia = rng.pick(candidates.length > 0 ? candidates : profile.mercancias);
    const grupaje = rng.chance(ruta.grupaje ?? 0);
    const lcl = modo === 'MARITIMO' && grupaje;

    // Dates: departures spread over the last 18 months and the next 6 weeks, a little busier lately.
    const span = 548 + 42;
    const dayOffset = Math.floor(span * rng.next() ** 0.92) - 548;
    const etdHour = modo === 'TERRESTRE' ? rng.int(6, 10) : rng.int(0, 23);
    const etdPlan = new Date(
      Date.UTC(
        ctx.now.getUTCFullYear(),
        ctx.now.getUTCMonth(),
        ctx.now.getUTCDate() + dayOffset,
        etdHour,
        rng.pick([0, 15, 30, 45]),
      ),
    );
    const distancia = legDistanceKm({ modo, origen, destino });
    const transit = transitHours(modo, distancia, lcl) * rng.float(0.9, 1.2);
    const etaPlan = new Date(Math.round((etdPlan.getTime() + transit * HOUR) / (15 * 60_000)) * 15 * 60_000);
    const leadDays = modo === 'MARITIMO' ? rng.int(7, 25) : modo === 'AEREO' ? rng.int(2, 6) : rng.int(1, 5);
    const fechaReserva = new Date(etdPlan.getTime() - leadDays * DAY - rng.int(0, 10) * HOUR);

    const carrier =
      modo === 'MARITIMO' && rng.chance(0.8)
        ? pickCarrier(modo, origen.pais, rng, rng.pick(this.preferredLines))
        : pickCarrier(modo, origen.pais, rng);
    const cargo = this.cargo(modo, mercancia, grupaje, carrier.codigo);
    const legs = this.legs(modo, ruta.dir, origen, destino);
    const cruzaAduana = !mismaAduana(origen.pais, destino.pais);
    // The customer lodges declarations on its own side only (none on a cross-trade).
    const exporta = cruzaAduana && ruta.dir === 'EXP' && mismaAduana(origen.pais, this.cliente.pais);
    const importa = cruzaAduana && ruta.dir === 'IMP' && mismaAduana(destino.pais, this.cliente.pais);
    const yy = String(etdPlan.getUTCFullYear() % 100).padStart(2, '0');
    const airline = AIRLINES.find((a) => a.iata === carrier.codigo);
    const documentoTransporte =
      modo === 'AEREO'
        ? awbNumber(airline?.awbPrefix ?? '020', rng.int(1_000_000, 9_999_999))
        : modo === 'MARITIMO'
          ? lcl
            ? `${origen.codigo.slice(2)}${yy}${rng.digits(6)}`
            : `${carrier.codigo}${rng.digits(9)}`
          : `${origen.pais}${rng.digits(8)}`;
    const prefix = profile.prefijoReferencia;
    const referenciaCliente = rng.chance(0.88) ? `${prefix}${rng.digits(prefix === '45' ? 8 : 6)}` : null;
    const seed = rng.int(0, 1_000_000);
    const delayed = rng.chance(modo === 'MARITIMO' ? 0.35 : modo === 'AEREO' ? 0.2 : 0.15);
    const salida = delayed
      ? modo === 'MARITIMO'
        ? rng.int(6, 96)
        : modo === 'AEREO'
          ? rng.int(2, 30)
          : rng.int(1, 8)
      : 0;
    const llegada = delayed
      ? Math.max(
          -12,
          salida +
            (modo === 'MARITIMO' ? rng.int(-24, 120) : modo === 'AEREO' ? rng.int(-2, 12) : rng.int(0, 20)),
        )
      : rng.chance(0.1) && modo === 'MARITIMO'
        ? -rng.int(6, 20)
        : 0;

    const plan: PlanPartida = {
      id: 0,
      idCliente: this.cliente.id,
      idDossier: null,
      modo,
      lcl,
      origen,
      destino,
      recogida: legs.recogida,
      ...(legs.modoRecogida ? { modoRecogida: legs.modoRecogida } : {}),
      entrega: legs.entrega,
      ...(legs.modoEntrega ? { modoEntrega: legs.modoEntrega } : {}),
      expedidor: ruta.dir === 'EXP' ? this.cliente.nombre : this.partner(origen.pais),
      destinatario: ruta.dir === 'IMP' ? this.cliente.nombre : this.partner(destino.pais),
      incoterm: rng.weighted(INCOTERMS_HABITUALES[modo][ruta.dir]),
      mercancia: mercancia.descripcion,
      referenciaCliente,
      numeroReserva:
        modo === 'MARITIMO'
          ? rng.digits(9)
          : modo === 'AEREO'
            ? rng.chance(0.7)
              ? `${carrier.codigo}${rng.digits(6)}`
              : null
            : rng.chance(0.4)
              ? `RT-${rng.digits(6)}`
              : null,
      documentoTransporte,
      hawb: modo === 'AEREO' && rng.chance(0.6) ? `${origen.codigo}${yy}${rng.digits(5)}` : null,
      codigoTransportista: carrier.codigo,
      transportista: carrier.nombre,
      viaje: viajeFor(modo, carrier.codigo, rng, etdPlan, destino.lon > origen.lon),
      carguero: modo === 'AEREO' && distancia > 1500 && rng.chance(0.3),
      ...cargo,
      fechaReserva,
      etdPlan,
      etaPlan,
      retrasoSalidaH: salida,
      retrasoLlegadaH: llegada,
      esperaDestinoH: rng.chance(0.08) ? rng.int(24, 96) : 0,
      cancelada: rng.chance(0.015),
      retrasoRealMin: (index) => (seed * 31 + index * 17) % 46,
      certificadoOrigen: exporta && rng.chance(0.4),
      aduanaExportacion: exporta,
      aduanaImportacion: importa,
    };
    return { plan, cliente: this.cliente, dir: ruta.dir, mercancia };
  }

  /** Door pickup and delivery legs of sea and air shipments (road shipments are door to door). */
  private legs(
    modo: ModoTransporte,
    dir: Direccion,
    origen: LugarPartida,
    destino: LugarPartida,
  ): {
    recogida: LugarPartida | null;
    modoRecogida?: EmissionLegMode;
    entrega: LugarPartida | null;
    modoEntrega?: EmissionLegMode;
  } {
    if (modo === 'TERRESTRE') return { recogida: null, entrega: null };
    const { rng } = this;
    const near = (lugar: LugarPartida, maxKm: number) => {
      const city = nearestRoadCity(lugar.pais, lugar);
      return city && greatCircleKm(city, lugar) <= maxKm ? city : null;
    };
    const homeFor = (lugar: LugarPartida) =>
      this.home && this.home.pais === lugar.pais && greatCircleKm(this.home, lugar) > 3 ? this.home : null;
    const inland = (from: LugarPartida, to: LugarPartida): EmissionLegMode => {
      const km = greatCircleKm(from, to);
      if (
        modo === 'MARITIMO' &&
        (to.pais === 'NL' || to.pais === 'BE' || from.pais === 'NL' || from.pais === 'BE') &&
        km < 250 &&
        rng.chance(0.4)
      )
        return 'FLUVIAL';
      if (modo === 'MARITIMO' && km > 250 && rng.chance(0.35)) return 'FERROCARRIL';
      return 'TERRESTRE';
    };
    let recogida: LugarPartida | null = null;
    let entrega: LugarPartida | null = null;
    if (dir === 'EXP') {
      recogida = rng.chance(modo === 'MARITIMO' ? 0.7 : 0.5) ? homeFor(origen) : null;
      entrega = rng.chance(0.25) ? near(destino, 600) : null;
    } else {
      entrega = rng.chance(modo === 'MARITIMO' ? 0.7 : 0.6) ? homeFor(destino) : null;
      recogida = rng.chance(0.2) ? near(origen, 600) : null;
    }
    if (recogida?.codigo === origen.codigo && greatCircleKm(recogida, origen) < 1) recogida = null;
    if (entrega?.codigo === destino.codigo && greatCircleKm(entrega, destino) < 1) entrega = null;
    return {
      recogida,
      ...(recogida ? { modoRecogida: inland(recogida, origen) } : {}),
      entrega,
      ...(entrega ? { modoEntrega: inland(destino, entrega) } : {}),
    };
  }

  /** Packages, containers, weight and volume, consistent with each other and the mode. */
  private cargo(
    modo: ModoTransporte,
    mercancia: Mercancia,
    grupaje: boolean,
    carrier: string,
  ): Pick<PlanPartida, 'bultos' | 'contenedores' | 'pesoBrutoKg' | 'volumenM3'> {
    const { rng } = this;
    const type =
      modo === 'AEREO' && (mercancia.bulto === 'PX' || mercancia.bulto === 'IBC') ? 'CT' : mercancia.bulto;
    const base = TIPOS_BULTO[type];
    const lines = rng.chance(0.25) ? 2 : 1;
    const size = (medida: Medida) => (typeof medida === 'number' ? medida : rng.int(medida[0], medida[1]));
    const dimsOf = (): [number, number, number] => {
      const l = size(base.largoCm);
      // One pallet in five is a 120 × 100 industrial pallet rather than a euro pallet.
      const w = type === 'PX' && rng.chance(0.2) ? 100 : size(base.anchoCm);
      return [l, w, size(base.altoCm)];
    };
    const kgOf = () => rng.int(base.kg[0], base.kg[1]) * (mercancia.densa ? 1.2 : 1);

    // How many packages: by the container, trailer, or a groupage/air consignment's size.
    const specs = Array.from({ length: lines }, () => ({ dims: dimsOf(), kg: kgOf() }));
    const unitM3 = (d: [number, number, number]) => (d[0] * d[1] * d[2]) / 1e6;
    const avgM3 = specs.reduce((s, x) => s + unitM3(x.dims), 0) / lines;
    const avgKg = specs.reduce((s, x) => s + x.kg, 0) / lines;
    let contenedores: { tipo: string; cantidad: number }[] = [];
    let count: number;
    if (modo === 'MARITIMO' && !grupaje) {
      const tipo = mercancia.refrigerada
        ? '40RF'
        : mercancia.densa
          ? '20DV'
          : rng.chance(0.6)
            ? '40HC'
            : '40DV';
      const n = rng.weighted([
        [1, 60],
        [2, 25],
        [3, 10],
        [rng.int(4, 6), 5],
      ]);
      contenedores = [{ tipo, cantidad: n }];
      const { usableM3, maxPayloadKg } = CONTAINER_TYPES.get(tipo)!;
      const fill = rng.float(0.6, 0.95);
      const perContainer = Math.min((usableM3 * fill) / avgM3, (maxPayloadKg * fill) / avgKg);
      count = Math.max(1, Math.floor(perContainer)) * n;
    } else if (modo === 'TERRESTRE' && !grupaje) {
      const fill = rng.float(0.65, 1);
      count = Math.max(1, Math.floor(Math.min((85 * fill) / avgM3, (24_000 * fill) / avgKg)));
    } else if (modo === 'AEREO') {
      count = Math.max(1, Math.round(rng.int(40, 2_500) / avgKg));
    } else {
      count = Math.max(1, Math.round(rng.int(150, 7_000) / avgKg));
    }
    count = Math.min(count, 9_999);
    const bultos: Bulto[] = specs.map((spec, i) => {
      const cantidad =
        lines === 1 ? count : i === 0 ? Math.ceil(count / 2) : Math.max(1, Math.floor(count / 2));
      return {
        id: i + 1,
        tipoBulto: base.nombre,
        cantidad,
        descripcion: mercancia.descripcion,
        largoCm: spec.dims[0],
        anchoCm: spec.dims[1],
        altoCm: spec.dims[2],
        pesoBrutoKg: redondear(spec.kg * cantidad, 1),
      };
    });
    const pesoBrutoKg = redondear(
      bultos.reduce((s, b) => s + b.pesoBrutoKg, 0),
      1,
    );
    const volumenM3 =
      Math.round(
        bultos.reduce((s, b) => s + (b.largoCm * b.anchoCm * b.altoCm * b.cantidad) / 1e6, 0) * 1000,
      ) / 1000;
    return {
      bultos,
      contenedores: contenedores.length ? contenedoresFor(contenedores, carrier, pesoBrutoKg, rng) : [],
      pesoBrutoKg,
      volumenM3,
    };
  }
}
