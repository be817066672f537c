import type { ModoTransporte } from '@extranet/sdk/schemas';
import { legDistanceKm } from '../domain/huellaCarbono';
import { awbNumber } from '../domain/identificadores';
import { nearestRoadCity, resolvePlace } from '../domain/partidas';
import type { ShipmentPlace, ShipmentPlan } from '../domain/partidas-build';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../lib/time';
import type { EmissionLegMode } from '../reference/emission-factors';
import { AIRLINES, greatCircleKm, SHIPPING_LINES } from '../reference/geo';
import {
  ACTIVIDADES,
  type Direccion,
  EMPRESAS_POR_PAIS,
  INCOTERMS_HABITUALES,
  type Mercancia,
  PERFIL_GENERICO,
  PERFILES,
  type Ruta,
  sameCustomsTerritory,
} from '../reference/trade-profiles';
import { pickCarrier, voyageFor } from './carriers';
import type { SeedContext, SeededCliente } from './context';
import type { Prng } from './prng';
import { drawCargo } from './shipment-cargo';

// One demo customer's shipments, drawn from its trade profile (reference/trade-profiles.ts): a lane,
// goods, dates, carrier, cargo, door legs, references, delays and customs, each from the customer's
// own `Prng` stream in a fixed order (the demo data depends on it).

/** A planned demo shipment plus what the dossier seed needs to know about it. */
export interface SeededShipment {
  plan: ShipmentPlan;
  customer: SeededCliente;
  dir: Direccion;
  goods: Mercancia;
}

/** Planned transit in hours for a mode and main-leg distance. */
export function transitHours(modo: ModoTransporte, distanciaKm: number, lcl = false): number {
  if (modo === 'AEREO') return 6 + distanciaKm / 700 + (distanciaKm > 6000 ? 18 : 4);
  if (modo === 'MARITIMO') return Math.round((distanciaKm / 620) * 24 + 48 + (lcl ? 24 : 0));
  return Math.round((distanciaKm / 620) * 24 + 6);
}

/** Draws one customer's shipments, each from one of its lanes. */
export class CustomerShipments {
  private readonly profile;
  private readonly partners = new Map<string, string[]>();
  private readonly preferredLines: string[];
  private readonly home: ShipmentPlace | null;

  constructor(
    private readonly ctx: SeedContext,
    private readonly customer: SeededCliente,
    private readonly rng: Prng,
  ) {
    this.profile = PERFILES[customer.codigo] ?? PERFIL_GENERICO;
    this.preferredLines = rng.shuffle(SHIPPING_LINES.map((l) => l.scac)).slice(0, 3);
    this.home = this.profile.ciudad ? resolvePlace('TERRESTRE', this.profile.ciudad) : null;
  }

  /** A few regular partners per country, so consignees repeat as they do in real trade. */
  private partner(country: string): string {
    let names = this.partners.get(country);
    if (!names) {
      const style = EMPRESAS_POR_PAIS[country] ?? { palabras: ['Global', 'International'], forma: 'Ltd' };
      names = Array.from(
        { length: 5 },
        () => `${this.rng.pick(style.palabras)} ${this.rng.pick(ACTIVIDADES)} ${style.forma}`,
      );
      this.partners.set(country, [...new Set(names)]);
    }
    return this.rng.pick(this.partners.get(country)!);
  }

  next(): SeededShipment {
    const { rng, ctx, profile } = this;
    const route: Ruta = rng.weighted(profile.rutas.map((r) => [r, r.peso] as const));
    const modo = route.modo;
    const origen = resolvePlace(modo, rng.pick(route.origenes));
    let destino = resolvePlace(modo, rng.pick(route.destinos));
    for (let tries = 0; destino.codigo === origen.codigo && tries < 5; tries++) {
      destino = resolvePlace(modo, rng.pick(route.destinos));
    }
    const candidates = modo === 'AEREO' ? profile.mercancias.filter((m) => !m.densa) : profile.mercancias;
    const goods = rng.pick(candidates.length > 0 ? candidates : profile.mercancias);
    const groupage = rng.chance(route.grupaje ?? 0);
    const lcl = modo === 'MARITIMO' && groupage;

    // Dates: departures spread over the last 18 months and the next 6 weeks, a little busier lately.
    const span = 548 + 42;
    const dayOffset = Math.floor(span * rng.next() ** 0.92) - 548;
    const etdHour = modo === 'TERRESTRE' ? rng.int(6, 10) : rng.int(0, 23);
    const plannedDeparture = new Date(
      Date.UTC(
        ctx.now.getUTCFullYear(),
        ctx.now.getUTCMonth(),
        ctx.now.getUTCDate() + dayOffset,
        etdHour,
        rng.pick([0, 15, 30, 45]),
      ),
    );
    const distanceKm = legDistanceKm({ modo, origen, destino });
    const transit = transitHours(modo, distanceKm, lcl) * rng.float(0.9, 1.2);
    const plannedArrival = new Date(
      Math.round((plannedDeparture.getTime() + transit * HOUR_MS) / (15 * MINUTE_MS)) * 15 * MINUTE_MS,
    );
    const leadDays = modo === 'MARITIMO' ? rng.int(7, 25) : modo === 'AEREO' ? rng.int(2, 6) : rng.int(1, 5);
    const bookedAt = new Date(plannedDeparture.getTime() - leadDays * DAY_MS - rng.int(0, 10) * HOUR_MS);

    const carrier =
      modo === 'MARITIMO' && rng.chance(0.8)
        ? pickCarrier(modo, origen.pais, rng, rng.pick(this.preferredLines))
        : pickCarrier(modo, origen.pais, rng);
    const cargo = drawCargo(rng, modo, goods, groupage, carrier.codigo);
    const legs = this.legs(modo, route.dir, origen, destino);
    const crossesBorder = !sameCustomsTerritory(origen.pais, destino.pais);
    // The customer lodges declarations on its own side only (none on a cross-trade).
    const declaresExport =
      crossesBorder && route.dir === 'EXP' && sameCustomsTerritory(origen.pais, this.customer.pais);
    const declaresImport =
      crossesBorder && route.dir === 'IMP' && sameCustomsTerritory(destino.pais, this.customer.pais);
    const yy = String(plannedDeparture.getUTCFullYear() % 100).padStart(2, '0');
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
    const departureDelayH = delayed
      ? modo === 'MARITIMO'
        ? rng.int(6, 96)
        : modo === 'AEREO'
          ? rng.int(2, 30)
          : rng.int(1, 8)
      : 0;
    const arrivalDelayH = delayed
      ? Math.max(
          -12,
          departureDelayH +
            (modo === 'MARITIMO' ? rng.int(-24, 120) : modo === 'AEREO' ? rng.int(-2, 12) : rng.int(0, 20)),
        )
      : rng.chance(0.1) && modo === 'MARITIMO'
        ? -rng.int(6, 20)
        : 0;

    const plan: ShipmentPlan = {
      id: 0,
      idCliente: this.customer.id,
      idDossier: null,
      modo,
      lcl,
      origen,
      destino,
      pickup: legs.pickup,
      ...(legs.pickupMode ? { pickupMode: legs.pickupMode } : {}),
      delivery: legs.delivery,
      ...(legs.deliveryMode ? { deliveryMode: legs.deliveryMode } : {}),
      expedidor: route.dir === 'EXP' ? this.customer.nombre : this.partner(origen.pais),
      destinatario: route.dir === 'IMP' ? this.customer.nombre : this.partner(destino.pais),
      incoterm: rng.weighted(INCOTERMS_HABITUALES[modo][route.dir]),
      mercancia: goods.descripcion,
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
      viaje: voyageFor(modo, carrier.codigo, rng, plannedDeparture, destino.lon > origen.lon),
      freighter: modo === 'AEREO' && distanceKm > 1500 && rng.chance(0.3),
      ...cargo,
      bookedAt,
      plannedDeparture,
      plannedArrival,
      departureDelayH,
      arrivalDelayH,
      destinationWaitH: rng.chance(0.08) ? rng.int(24, 96) : 0,
      cancelled: rng.chance(0.015),
      actualLagMin: (index) => (seed * 31 + index * 17) % 46,
      certificateOfOrigin: declaresExport && rng.chance(0.4),
      exportDeclared: declaresExport,
      importDeclared: declaresImport,
    };
    return { plan, customer: this.customer, dir: route.dir, goods };
  }

  /** Door pickup and delivery legs of sea and air shipments (road shipments are door to door). */
  private legs(
    modo: ModoTransporte,
    dir: Direccion,
    origen: ShipmentPlace,
    destino: ShipmentPlace,
  ): {
    pickup: ShipmentPlace | null;
    pickupMode?: EmissionLegMode;
    delivery: ShipmentPlace | null;
    deliveryMode?: EmissionLegMode;
  } {
    if (modo === 'TERRESTRE') return { pickup: null, delivery: null };
    const { rng } = this;
    const near = (place: ShipmentPlace, maxKm: number) => {
      const city = nearestRoadCity(place.pais, place);
      return city && greatCircleKm(city, place) <= maxKm ? city : null;
    };
    const homeFor = (place: ShipmentPlace) =>
      this.home && this.home.pais === place.pais && greatCircleKm(this.home, place) > 3 ? this.home : null;
    const inland = (from: ShipmentPlace, to: ShipmentPlace): EmissionLegMode => {
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
    let pickup: ShipmentPlace | null = null;
    let delivery: ShipmentPlace | null = null;
    if (dir === 'EXP') {
      pickup = rng.chance(modo === 'MARITIMO' ? 0.7 : 0.5) ? homeFor(origen) : null;
      delivery = rng.chance(0.25) ? near(destino, 600) : null;
    } else {
      delivery = rng.chance(modo === 'MARITIMO' ? 0.7 : 0.6) ? homeFor(destino) : null;
      pickup = rng.chance(0.2) ? near(origen, 600) : null;
    }
    if (pickup?.codigo === origen.codigo && greatCircleKm(pickup, origen) < 1) pickup = null;
    if (delivery?.codigo === destino.codigo && greatCircleKm(delivery, destino) < 1) delivery = null;
    return {
      pickup,
      ...(pickup ? { pickupMode: inland(pickup, origen) } : {}),
      delivery,
      ...(delivery ? { deliveryMode: inland(destino, delivery) } : {}),
    };
  }
}
