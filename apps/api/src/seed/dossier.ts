import type {
  CircuitoAduanero,
  DeclaracionAduanera,
  Documento,
  EstadoDeclaracionAduanera,
  EstadoDossier,
  EventoDossier,
  TipoDocumento,
  TipoDossier,
} from '@extranet/sdk/schemas';
import { sql } from 'drizzle-orm';
import { dossieres, type NewDossierRow } from '../db/schema/dossier';
import { mrn, numeroDossier } from '../domain/identificadores';
import { type LugarPartida, rutaColumns } from '../domain/partidas-build';
import { realDe } from '../domain/partidas-timeline';
import { type Prng, prngFor } from '../lib/prng';
import { customsProvince } from '../reference/customs';
import { countryByCode } from '../reference/geo';
import { GESTORES, type Mercancia, UE } from '../reference/trade-profiles';
import { insertRows, withoutForeignKeyChecks } from './bulk-insert';
import type { SeedContext } from './context';
import {
  type FilaPartida,
  type GrupoDossier,
  mismaAduana,
  type PartidaSembrada,
  planSemilla,
} from './partidas-plan';

// Demo dossiers, about one per five shipments (src/seed/partidas-plan.ts groups them): the shipments
// of one operation, the customs declarations they needed, the documents and a timeline of what
// happened, all consistent with the shipments' milestones at the seed's "now".

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The customs office code (8 characters) for a place: ports end in 11, airports in 41, inland in 01.
 * A Spanish place without a listed province is cleared in Madrid (28).
 */
export function aduanaDe(lugar: LugarPartida): string {
  const kind = lugar.codigo.length === 3 ? '41' : lugar.basin ? '11' : '01';
  if (lugar.pais === 'ES') return `ES00${customsProvince(lugar.codigo) ?? '28'}${kind}`;
  let hash = 0;
  for (const char of lugar.codigo) hash = (hash * 31 + char.charCodeAt(0)) % 10_000;
  return `${lugar.pais}00${String(hash).padStart(4, '0')}`;
}

const iso = (date: Date) => date.toISOString();
const realOf = (fila: FilaPartida, ...codigos: string[]): Date | undefined =>
  realDe(fila.partida.hitos, ...codigos);
const lastReal = (fila: FilaPartida): Date | undefined => {
  const done = fila.partida.hitos.filter((h) => h[3] !== null);
  return done.length ? new Date(done[done.length - 1]![3]! * 1000) : undefined;
};

export async function seedDossier(ctx: SeedContext): Promise<void> {
  const plan = planSemilla(ctx);
  const filas = plan.filas();
  const rng = prngFor('dossier:rows');
  mrnSerial = 0;
  const rows = plan.dossieres.map((group) =>
    group.aduanas ? customsOnly(group, ctx.now, rng) : withShipments(group, filas, ctx.now, rng),
  );
  await withoutForeignKeyChecks(ctx.db, () => insertRows(ctx.db, dossieres, rows));
  await ctx.db.execute(
    sql`select setval(pg_get_serial_sequence('dossieres', 'id'), greatest((select max(id) from dossieres), 1))`,
  );
  plan.dossieresInsertados = true;
}

interface Entry<T> {
  fecha: Date;
  value: T;
}

/** Keeps what happened by `now`, in time order, numbered from 1. */
function timeline<T extends { id: number }>(entries: Entry<Omit<T, 'id' | 'fecha'>>[], now: Date): T[] {
  return entries
    .filter((e) => e.fecha.getTime() <= now.getTime())
    .sort((a, b) => a.fecha.getTime() - b.fecha.getTime())
    .map((e, i) => ({ id: i + 1, fecha: iso(e.fecha), ...e.value }) as unknown as T);
}

const gestorFor = (pais: string, rng: Prng) =>
  ['PA', 'CO', 'MX', 'US'].includes(pais) ? rng.pick(GESTORES.slice(-2)) : rng.pick(GESTORES.slice(0, -2));

const circuito = (rng: Prng): CircuitoAduanero =>
  rng.weighted<CircuitoAduanero>([
    ['VERDE', 80],
    ['NARANJA', 13],
    ['ROJO', 7],
  ]);

/** Customs value, duties and import VAT of goods of `kg` declared in `pais`. */
function importes(mercancia: Mercancia, kg: number, pais: string, importacion: boolean, rng: Prng) {
  const valorAduana = Math.round(mercancia.valorKg * kg * rng.float(0.8, 1.2) * 100) / 100;
  // Declared in euros in the EU customs union, in US dollars elsewhere (as the customers there trade).
  const moneda = UE.has(pais) ? 'EUR' : 'USD';
  if (!importacion) return { valorAduana, importeDerechos: 0, importeIva: 0, moneda };
  const importeDerechos = Math.round(valorAduana * mercancia.arancel) / 100;
  // VAT base: customs value (CIF: ~5 % freight and insurance on top) plus duties, at the country's rate.
  const vatPct = countryByCode(pais)?.vatPct ?? 20;
  const importeIva = Math.round((valorAduana * 1.05 + importeDerechos) * vatPct) / 100;
  return { valorAduana, importeDerechos, importeIva, moneda };
}

let mrnSerial = 0;

function declaracion(
  tipo: DeclaracionAduanera['tipo'],
  lugar: LugarPartida,
  fecha: Date,
  estado: EstadoDeclaracionAduanera,
  canal: CircuitoAduanero | null,
  amounts: ReturnType<typeof importes>,
): Omit<DeclaracionAduanera, 'id'> {
  const aduana = aduanaDe(lugar);
  const regimen = { IMPORTACION: '4000', EXPORTACION: '1000', TRANSITO: 'T1', DEPOSITO_ADUANERO: '7100' }[
    tipo
  ];
  const procedure = { IMPORTACION: 'J', EXPORTACION: 'A', TRANSITO: 'T', DEPOSITO_ADUANERO: 'J' }[tipo];
  mrnSerial = (mrnSerial + 7919) % 1_000_000;
  return {
    mrn: mrn(fecha.getUTCFullYear(), aduana, mrnSerial, procedure),
    tipo,
    regimen,
    aduana,
    fecha: iso(fecha),
    estado,
    circuito: estado === 'PRESENTADA' ? null : canal,
    ...amounts,
  };
}

function withShipments(
  group: GrupoDossier,
  filas: readonly FilaPartida[],
  now: Date,
  rng: Prng,
): NewDossierRow {
  const members = group.partidas.map((p) => ({ sembrada: p, fila: filas[p.plan.id - 1]! }));
  const first = members[0]!;
  const { plan } = first.sembrada;
  const cliente = group.cliente;
  const gestor = gestorFor(cliente.pais, rng);
  const crossing = plan.aduanaExportacion || plan.aduanaImportacion;
  // Export or import as the customer sees it; a cross-trade touches neither its country nor its customs union.
  const home = (pais: string) => mismaAduana(pais, cliente.pais);
  let tipo: TipoDossier = first.sembrada.dir === 'EXP' ? 'EXPORTACION' : 'IMPORTACION';
  if (!home(plan.origen.pais) && !home(plan.destino.pais)) tipo = 'TRIANGULAR';
  if (tipo === 'IMPORTACION' && plan.aduanaImportacion && plan.entrega && rng.chance(0.08)) tipo = 'TRANSITO';

  const estados = members.map((m) => m.fila.partida.estado);
  const events: Entry<Omit<EventoDossier, 'id' | 'fecha'>>[] = [
    {
      fecha: group.apertura,
      value: { tipo: 'CAMBIO_ESTADO', descripcion: 'Dossier opened', usuario: gestor },
    },
  ];
  const docs: Entry<{ tipo: TipoDocumento; nombre: string }>[] = [
    {
      fecha: new Date(group.apertura.getTime() + 4 * HOUR),
      value: {
        tipo: 'FACTURA_COMERCIAL',
        nombre: `Commercial invoice ${plan.referenciaCliente ?? ''}.pdf`.replace(' .pdf', '.pdf'),
      },
    },
    {
      fecha: new Date(group.apertura.getTime() + 4 * HOUR),
      value: { tipo: 'PACKING_LIST', nombre: 'Packing list.pdf' },
    },
  ];
  events.push({
    fecha: new Date(group.apertura.getTime() + 5 * HOUR),
    value: { tipo: 'DOCUMENTO', descripcion: 'Commercial invoice and packing list received', usuario: null },
  });
  const declaraciones: Entry<Omit<DeclaracionAduanera, 'id' | 'fecha'>>[] = [];

  for (const { sembrada, fila } of members) {
    const p = sembrada.plan;
    const number = fila.partida.numeroPartida;
    const route = `${p.origen.nombre} → ${p.destino.nombre}`;
    events.push({
      fecha: p.fechaReserva,
      value: {
        tipo: 'PARTIDA',
        descripcion: `Shipment ${number} booked with ${p.transportista} (${route})`,
        usuario: gestor,
      },
    });
    const departed = fila.partida.atd;
    const arrived = fila.partida.ata;
    if (departed)
      events.push({
        fecha: departed,
        value: {
          tipo: 'PARTIDA',
          descripcion: `Shipment ${number} departed from ${p.origen.nombre}`,
          usuario: null,
        },
      });
    if (arrived)
      events.push({
        fecha: arrived,
        value: {
          tipo: 'PARTIDA',
          descripcion: `Shipment ${number} arrived at ${p.destino.nombre}`,
          usuario: null,
        },
      });
    if (fila.partida.estado === 'ENTREGADA') {
      const delivered = lastReal(fila);
      if (delivered)
        events.push({
          fecha: delivered,
          value: {
            tipo: 'PARTIDA',
            descripcion: `Shipment ${number} delivered to ${p.destinatario}`,
            usuario: null,
          },
        });
    }
    if (fila.partida.estado === 'CANCELADA') {
      events.push({
        fecha: new Date(p.fechaReserva.getTime() + rng.int(4, 48) * HOUR),
        value: {
          tipo: 'CAMBIO_ESTADO',
          descripcion: `Shipment ${number} cancelled at the customer's request`,
          usuario: gestor,
        },
      });
    }
    if ((fila.partida.retrasoHoras ?? 0) >= 48) {
      const when = departed ?? new Date(p.etdPlan.getTime() - DAY);
      events.push({
        fecha: when,
        value: {
          tipo: 'INCIDENCIA',
          descripcion: `Delay: ETA of ${number} moved ${Math.round((fila.partida.retrasoHoras ?? 0) / 24)} day(s) later`,
          usuario: gestor,
        },
      });
    }
    for (const [tipoDoc, fecha, nombre] of fila.partida.documentos) {
      if (['BL', 'AWB', 'HAWB', 'CMR', 'POD', 'CERTIFICADO_ORIGEN'].includes(tipoDoc)) {
        docs.push({ fecha: new Date(fecha * 1000), value: { tipo: tipoDoc, nombre } });
      }
    }

    // Customs: export at origin before loading, import at destination on arrival.
    if (fila.partida.estado === 'CANCELADA') continue;
    const canal = circuito(rng);
    if (p.aduanaExportacion) {
      const lodged = realOf(fila, 'GTIN', 'RCS', 'PICK', 'STUF');
      if (lodged) {
        const fecha = new Date(lodged.getTime() + rng.int(1, 8) * HOUR);
        const released = !!realOf(fila, 'DEPA', 'DEP', 'LOAD', 'MAN');
        const estado: EstadoDeclaracionAduanera = released
          ? 'LEVANTE'
          : canal === 'ROJO'
            ? 'EN_INSPECCION'
            : 'ADMITIDA';
        declaraciones.push({
          fecha,
          value: declaracion(
            'EXPORTACION',
            p.origen,
            fecha,
            estado,
            canal,
            importes(sembrada.mercancia, p.pesoBrutoKg, p.origen.pais, false, rng),
          ),
        });
      }
    }
    if (p.aduanaImportacion) {
      const arrival = realOf(fila, 'ARRI', 'ARR');
      const preArrival = rng.chance(0.3);
      const fecha = arrival
        ? new Date(arrival.getTime() + (preArrival ? -DAY : rng.int(2, 10) * HOUR))
        : new Date(fila.partida.eta.getTime() - DAY);
      if (preArrival || arrival) {
        const released = !!realOf(fila, 'CCD', 'GTOT', 'STRP', 'DROP', 'DLV');
        const estado: EstadoDeclaracionAduanera = released
          ? 'LEVANTE'
          : !arrival
            ? 'PRESENTADA'
            : canal === 'ROJO'
              ? 'EN_INSPECCION'
              : 'ADMITIDA';
        if (tipo === 'TRANSITO') {
          declaraciones.push({
            fecha,
            value: declaracion(
              'TRANSITO',
              p.destino,
              fecha,
              estado === 'PRESENTADA' ? 'PRESENTADA' : 'LEVANTE',
              'VERDE',
              importes(sembrada.mercancia, p.pesoBrutoKg, p.destino.pais, false, rng),
            ),
          });
        }
        const place = tipo === 'TRANSITO' && p.entrega ? p.entrega : p.destino;
        declaraciones.push({
          fecha,
          value: declaracion(
            'IMPORTACION',
            place,
            fecha,
            estado,
            canal,
            importes(sembrada.mercancia, p.pesoBrutoKg, p.destino.pais, true, rng),
          ),
        });
      }
    }
  }
  for (const d of declaraciones) {
    const label =
      d.value.tipo === 'EXPORTACION' ? 'Export' : d.value.tipo === 'TRANSITO' ? 'Transit (T1)' : 'Import';
    events.push({
      fecha: d.fecha,
      value: {
        tipo: 'ADUANA',
        descripcion: `${label} declaration ${d.value.mrn} lodged at ${d.value.aduana}`,
        usuario: null,
      },
    });
    if (d.value.estado === 'LEVANTE') {
      const release = new Date(
        d.fecha.getTime() +
          (d.value.circuito === 'ROJO' ? 30 : d.value.circuito === 'NARANJA' ? 8 : 1) * HOUR,
      );
      const channel = { VERDE: 'green', NARANJA: 'orange', ROJO: 'red' }[d.value.circuito ?? 'VERDE'];
      events.push({
        fecha: release,
        value: {
          tipo: 'ADUANA',
          descripcion: `Goods released (${channel} channel), MRN ${d.value.mrn}`,
          usuario: null,
        },
      });
      docs.push({ fecha: release, value: { tipo: 'DUA', nombre: `DUA ${d.value.mrn}.pdf` } });
    } else if (d.value.estado === 'EN_INSPECCION') {
      events.push({
        fecha: new Date(d.fecha.getTime() + 2 * HOUR),
        value: {
          tipo: 'INCIDENCIA',
          descripcion: `Physical inspection ordered (red channel), MRN ${d.value.mrn}`,
          usuario: gestor,
        },
      });
    }
  }
  if (crossing && rng.chance(0.3)) {
    events.push({
      fecha: new Date(group.apertura.getTime() + rng.int(6, 30) * HOUR),
      value: { tipo: 'NOTA', descripcion: rng.pick(NOTES), usuario: gestor },
    });
  }

  // The dossier's status follows its shipments.
  let estado: EstadoDossier;
  let fechaCierre: Date | null = null;
  if (estados.every((e) => e === 'CANCELADA')) {
    estado = 'ANULADO';
    fechaCierre = new Date(first.sembrada.plan.fechaReserva.getTime() + 2 * DAY);
    if (fechaCierre > now) fechaCierre = now;
  } else if (estados.every((e) => e === 'ENTREGADA' || e === 'CANCELADA')) {
    const done = Math.max(
      ...members.map((m) => lastReal(m.fila)?.getTime() ?? m.sembrada.plan.etaPlan.getTime()),
    );
    const closing = new Date(done + rng.int(1, 10) * DAY);
    if (closing <= now) {
      fechaCierre = closing;
      estado = closing.getTime() + 7 * DAY <= now.getTime() && rng.chance(0.9) ? 'FACTURADO' : 'CERRADO';
    } else {
      estado = 'EN_CURSO';
    }
  } else if (estados.some((e) => e !== 'RESERVADA' && e !== 'CANCELADA')) {
    estado = rng.chance(0.1) ? 'PENDIENTE_DOCUMENTACION' : 'EN_CURSO';
  } else {
    estado = rng.chance(0.15) ? 'PENDIENTE_DOCUMENTACION' : 'ABIERTO';
  }
  if (estado === 'PENDIENTE_DOCUMENTACION') {
    events.push({
      fecha: new Date(Math.min(now.getTime(), group.apertura.getTime() + 8 * HOUR)),
      value: {
        tipo: 'CAMBIO_ESTADO',
        descripcion: 'Waiting for documents from the customer (certificate of origin, signed invoice)',
        usuario: gestor,
      },
    });
  }
  if (fechaCierre && estado !== 'ANULADO') {
    events.push({
      fecha: fechaCierre,
      value: { tipo: 'CAMBIO_ESTADO', descripcion: 'Dossier closed', usuario: gestor },
    });
    if (estado === 'FACTURADO') {
      events.push({
        fecha: new Date(fechaCierre.getTime() + rng.int(1, 6) * DAY),
        value: { tipo: 'CAMBIO_ESTADO', descripcion: 'Dossier invoiced', usuario: null },
      });
    }
  } else if (estado === 'ANULADO' && fechaCierre) {
    events.push({
      fecha: fechaCierre,
      value: { tipo: 'CAMBIO_ESTADO', descripcion: 'Dossier cancelled', usuario: gestor },
    });
  }

  const sum = (pick: (p: PartidaSembrada['plan']) => number, decimals: number) =>
    Math.round(members.reduce((s, m) => s + pick(m.sembrada.plan), 0) * 10 ** decimals) / 10 ** decimals;
  return {
    id: group.id,
    numeroDossier: numeroDossier(tipo, group.apertura, group.id),
    idCliente: cliente.id,
    referenciaCliente: plan.referenciaCliente,
    tipo,
    estado,
    modo: plan.modo,
    ...rutaColumns(plan.origen, plan.destino),
    expedidor: plan.expedidor,
    destinatario: plan.destinatario,
    fechaApertura: group.apertura,
    fechaCierre,
    mercancia: plan.mercancia,
    incoterm: plan.incoterm,
    bultos: members.reduce((s, m) => s + (m.fila.partida.bultos ?? 0), 0),
    pesoBrutoKg: sum((p) => p.pesoBrutoKg, 1),
    volumenM3: sum((p) => p.volumenM3, 3),
    gestor,
    declaraciones: timeline<DeclaracionAduanera>(declaraciones, now),
    documentos: timeline<Documento>(docs, now),
    eventos: timeline<EventoDossier>(events, now),
  };
}

const NOTES = [
  'Pre-alert sent to the destination agent',
  'Customer asked to keep the cargo under bond until the sale is confirmed',
  'Insurance certificate requested from the underwriter',
  'Consignee asked for delivery on a booked time slot',
  'Phytosanitary certificate checked with the customer',
];

/** A customs-only dossier: clearance of goods the customer moved with another carrier. */
function customsOnly(group: GrupoDossier, now: Date, rng: Prng): NewDossierRow {
  const customs = group.aduanas!;
  const cliente = group.cliente;
  const gestor = gestorFor(cliente.pais, rng);
  const deposito = rng.chance(0.3);
  const kg = Math.round(rng.int(300, 18_000) * 10) / 10;
  const released = customs.fecha.getTime() + 2 * DAY <= now.getTime();
  const canal = circuito(rng);
  const lodged = customs.fecha.getTime() <= now.getTime();
  const estadoDeclaracion: EstadoDeclaracionAduanera = released
    ? 'LEVANTE'
    : canal === 'ROJO'
      ? 'EN_INSPECCION'
      : 'ADMITIDA';
  const tipoDeclaracion = deposito ? 'DEPOSITO_ADUANERO' : 'IMPORTACION';
  const declaraciones = lodged
    ? [
        {
          fecha: customs.fecha,
          value: declaracion(
            tipoDeclaracion,
            customs.lugar,
            customs.fecha,
            estadoDeclaracion,
            canal,
            importes(customs.mercancia, kg, customs.lugar.pais, !deposito, rng),
          ),
        },
      ]
    : [];
  const closing = new Date(customs.fecha.getTime() + rng.int(3, 12) * DAY);
  const closed = closing <= now;
  const estado: EstadoDossier = closed
    ? rng.chance(0.85)
      ? 'FACTURADO'
      : 'CERRADO'
    : lodged
      ? 'EN_CURSO'
      : 'ABIERTO';
  const events: Entry<Omit<EventoDossier, 'id' | 'fecha'>>[] = [
    {
      fecha: group.apertura,
      value: {
        tipo: 'CAMBIO_ESTADO',
        descripcion: 'Dossier opened (customs clearance only)',
        usuario: gestor,
      },
    },
    ...declaraciones.map((d) => ({
      fecha: d.fecha,
      value: {
        tipo: 'ADUANA' as const,
        descripcion: `Declaration ${d.value.mrn} lodged at ${d.value.aduana}`,
        usuario: null,
      },
    })),
    ...(released
      ? [
          {
            fecha: new Date(customs.fecha.getTime() + 2 * DAY - HOUR),
            value: { tipo: 'ADUANA' as const, descripcion: 'Goods released by customs', usuario: null },
          },
        ]
      : []),
    ...(closed
      ? [
          {
            fecha: closing,
            value: { tipo: 'CAMBIO_ESTADO' as const, descripcion: 'Dossier closed', usuario: gestor },
          },
        ]
      : []),
  ];
  const docs: Entry<{ tipo: TipoDocumento; nombre: string }>[] = [
    { fecha: group.apertura, value: { tipo: 'FACTURA_COMERCIAL', nombre: 'Commercial invoice.pdf' } },
    ...(released
      ? [
          {
            fecha: new Date(customs.fecha.getTime() + 2 * DAY),
            value: { tipo: 'DUA' as const, nombre: `DUA ${declaraciones[0]?.value.mrn ?? ''}.pdf` },
          },
        ]
      : []),
  ];
  return {
    id: group.id,
    numeroDossier: numeroDossier('ADUANAS', group.apertura, group.id),
    idCliente: cliente.id,
    referenciaCliente: rng.chance(0.7) ? `CUS-${rng.digits(6)}` : null,
    tipo: 'ADUANAS',
    estado,
    modo: null,
    ...rutaColumns(customs.origen, customs.lugar),
    expedidor: customs.expedidor,
    destinatario: cliente.nombre,
    fechaApertura: group.apertura,
    fechaCierre: closed ? closing : null,
    mercancia: customs.mercancia.descripcion,
    incoterm: null,
    bultos: rng.int(1, 40),
    pesoBrutoKg: kg,
    volumenM3: Math.round((kg / rng.int(150, 400)) * 1000) / 1000,
    gestor,
    declaraciones: timeline<DeclaracionAduanera>(declaraciones, now),
    documentos: timeline<Documento>(docs, now),
    eventos: timeline<EventoDossier>(events, now),
  };
}
