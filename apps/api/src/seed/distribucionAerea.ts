import type { ArticuloSuministro, CodigoSuministro } from '@extranet/sdk/schemas';
import {
  aereoAeropuertos,
  aereoCodigosPostales,
  aereoContadores,
  aereoEntidades,
  aereoEntidadesCollect,
  aereoHawbs,
  aereoIncoterms,
  aereoMovimientosCuenta,
  aereoPartesConocidas,
  aereoPromociones,
  aereoRecibos,
  aereoServicios,
  aereoSolicitudesSuministros,
  aereoTarifas,
  aereoTiposBulto,
} from '../db/schema/distribucionAerea';
import { HAWB_COUNTER, numeroSolicitud, SUPPLY_REQUEST_COUNTER } from '../domain/awb';
import { DAY_MS } from '../lib/time';
import { AIRPORTS } from '../reference/geo';
import { insertRows, insertRowsReturningIds } from './bulk-insert';
import type { SeedContext, SeededCliente } from './context';
import {
  type CodigoServicio,
  type CodigoTipoBulto,
  codigosPostales,
  INCOTERMS,
  promociones,
  SERVICIOS,
  TIPOS_BULTO,
  tarifas,
  zonaDe,
} from './distribucionAerea/catalogos';
import { generarMovimientos } from './distribucionAerea/cuenta';
import { type ClienteAereo, generarHawbs } from './distribucionAerea/hawbs';
import {
  CONSIGNATARIOS,
  PERFILES,
  type PerfilAereoCliente,
  perfilGenerico,
} from './distribucionAerea/partes';
import { idsPaises } from './paises';
import { prngFor } from './prng';

/**
 * Demo data of the air export area: look-ups and tariffs, each customer's air profile and address
 * book, a few thousand HAWBs over 18 months (events, receipts), supply requests and statements.
 */
export async function seedDistribucionAerea(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const rng = prngFor('distribucionAerea');

  // Look-ups
  const idPais = await idsPaises(db);
  await insertRows(
    db,
    aereoAeropuertos,
    AIRPORTS.filter((a) => idPais.has(a.country)).map((a) => ({
      codigoIata: a.iata,
      nombre: a.name,
      ciudad: a.city,
      codigoPais: a.country,
      idPais: idPais.get(a.country)!,
      zona: zonaDe(a),
      lat: a.lat,
      lon: a.lon,
    })),
  );
  const idsServicios = await insertRowsReturningIds(db, aereoServicios, [...SERVICIOS]);
  const servicios = new Map(
    SERVICIOS.map((s, i) => [s.codigo as CodigoServicio, { id: idsServicios[i]!, nombre: s.nombre }]),
  );
  const idsTipos = await insertRowsReturningIds(db, aereoTiposBulto, [...TIPOS_BULTO]);
  const tiposBulto = new Map(
    TIPOS_BULTO.map((t, i) => [t.codigo as CodigoTipoBulto, { id: idsTipos[i]!, nombre: t.nombre }]),
  );
  await insertRows(db, aereoIncoterms, [...INCOTERMS]);
  await insertRows(
    db,
    aereoCodigosPostales,
    codigosPostales()
      .filter((cp) => idPais.has(cp.pais))
      .map(({ pais, ...cp }) => ({ ...cp, idPais: idPais.get(pais)! })),
  );
  const promos = promociones(now);
  await insertRows(db, aereoPromociones, promos);
  const clientePorCodigo = new Map(ctx.clientes.map((c) => [c.codigo, c.id]));
  const filasTarifa = tarifas(clientePorCodigo).map(({ servicio, ...t }) => ({
    ...t,
    idServicio: servicios.get(servicio)!.id,
  }));
  await insertRows(db, aereoTarifas, filasTarifa);

  // Customers: air profile, address book, collect entities
  const perfiles = ctx.clientes.map((cliente) => ({ cliente, perfil: perfilDe(cliente) }));
  await insertRows(
    db,
    aereoEntidades,
    perfiles.map(({ cliente, perfil }) => ({
      idCliente: cliente.id,
      habilitada: perfil.habilitada,
      aeropuertoHabitual: perfil.aeropuerto,
      nif: cliente.nif ? null : (perfil.nif ?? null),
      idServicios: perfil.servicios.map((s) => servicios.get(s)!.id),
    })),
  );
  const aereos = perfiles
    .filter(({ perfil }) => perfil.habilitada)
    .map(({ cliente, perfil }) => {
      const sede = {
        nombre: cliente.nombre,
        ciudad: cliente.ciudad,
        codigoPais: cliente.pais,
        ...perfil.sede,
      };
      const destinos = new Set(perfil.destinos);
      return {
        cliente,
        perfil,
        expedidores: [sede, ...perfil.otrosExpedidores],
        consignatarios: CONSIGNATARIOS.filter((c) => destinos.has(c.aeropuerto)),
      };
    });
  // Consignees that accept collect charges are the customer's collect entities.
  const collect = aereos.flatMap(({ cliente, consignatarios }) =>
    consignatarios.filter((c) => c.codigoCollect !== null).map((c) => ({ cliente, c })),
  );
  const idsCollect = await insertRowsReturningIds(
    db,
    aereoEntidadesCollect,
    collect.map(({ cliente, c }) => ({
      idCliente: cliente.id,
      codigo: c.codigoCollect!,
      nombre: c.nombre,
      nif: c.nif,
      ciudad: c.ciudad,
      codigoPais: c.codigoPais,
    })),
  );
  const idCollect = new Map(
    collect.map(({ cliente, c }, i) => [`${cliente.id}:${c.nombre}`, idsCollect[i]!]),
  );
  await insertRows(
    db,
    aereoPartesConocidas,
    aereos.flatMap(({ cliente, expedidores, consignatarios }) => [
      ...expedidores.map((p) => ({ idCliente: cliente.id, tipo: 'EXPEDIDOR' as const, ...p })),
      ...consignatarios.map(({ aeropuerto: _a, codigoCollect: _c, nif: _n, ...p }) => ({
        idCliente: cliente.id,
        tipo: 'DESTINATARIO' as const,
        ...p,
      })),
    ]),
  );
  const clientesAereos: ClienteAereo[] = aereos.map(({ cliente, perfil, expedidores, consignatarios }) => ({
    id: cliente.id,
    codigo: cliente.codigo,
    perfil,
    moneda: zonaDe(AIRPORTS.find((a) => a.iata === perfil.aeropuerto)!) === 'EUR' ? 'EUR' : 'USD',
    expedidores,
    consignatarios: consignatarios.map(({ codigoCollect: _c, nif: _n, ...c }) => ({
      ...c,
      idEntidadCollect: idCollect.get(`${cliente.id}:${c.nombre}`) ?? null,
    })),
  }));

  // HAWBs, their receipts and the statement
  const secuenciaInicial = 1001;
  const generadas = generarHawbs({
    rng,
    now,
    total: ctx.volume({ small: 20 * clientesAereos.length, full: 4_200 }),
    clientes: clientesAereos,
    servicios,
    tiposBulto,
    tarifas: filasTarifa,
    promociones: promos,
    secuenciaInicial,
  });
  const insertadas = await insertRows(
    db,
    aereoHawbs,
    generadas.map((g) => g.hawb),
    { returning: ['id', 'numeroHawb'] },
  );
  const idPorNumero = new Map(insertadas.map((h) => [h.numeroHawb, h.id]));
  const idsHawb = generadas.map((g) => idPorNumero.get(g.hawb.numeroHawb)!);
  await insertRows(
    db,
    aereoRecibos,
    generadas.flatMap((g, i) => (g.recibo ? [{ ...g.recibo, idHawb: idsHawb[i]! }] : [])),
  );
  const diasPago = new Map(clientesAereos.map((c) => [c.id, c.perfil.diasPago]));
  await insertRows(
    db,
    aereoMovimientosCuenta,
    generarMovimientos(
      rng,
      now,
      generadas.map((g, i) => ({
        idHawb: idsHawb[i]!,
        idCliente: g.hawb.idCliente,
        numeroHawb: g.hawb.numeroHawb,
        aeropuertoOrigen: g.hawb.aeropuertoOrigen,
        aeropuertoDestino: g.hawb.aeropuertoDestino,
        pagoPortes: g.hawb.pagoPortes,
        cargos: g.hawb.cargos,
        pesoTasableKg: g.hawb.pesoTasableKg,
        salida: g.salida,
        pesoTasableMedidoKg: g.recibo?.pesoTasableKg ?? null,
      })),
      diasPago,
    ),
  );

  // Supply requests
  const solicitudes = solicitudesSuministros(ctx, clientesAereos);
  await insertRows(db, aereoSolicitudesSuministros, solicitudes);
  await db.insert(aereoContadores).values([
    { clave: HAWB_COUNTER, ultimo: secuenciaInicial + generadas.length - 1 },
    { clave: SUPPLY_REQUEST_COUNTER, ultimo: solicitudes.length },
  ]);
}

function perfilDe(cliente: SeededCliente): PerfilAereoCliente {
  const perfil = PERFILES[cliente.codigo];
  if (perfil) return perfil;
  const aeropuerto = AIRPORTS.find((a) => a.country === cliente.pais)?.iata ?? 'MAD';
  return perfilGenerico(aeropuerto);
}

const ARTICULOS: readonly (readonly [CodigoSuministro, readonly number[]])[] = [
  ['LABEL', [100, 200, 500, 1000]],
  ['AWB_POUCH', [25, 50, 100]],
  ['HAWB_FORM', [25, 50]],
  ['DG_LABEL', [20, 50, 100]],
  ['CAO_LABEL', [20, 50]],
  ['FRAGILE_LABEL', [50, 100, 200]],
  ['TAPE', [6, 12, 24]],
];

function solicitudesSuministros(ctx: SeedContext, clientes: readonly ClienteAereo[]) {
  const rng = prngFor('distribucionAerea:suministros');
  const rows: (typeof aereoSolicitudesSuministros.$inferInsert)[] = [];
  const porCliente = ctx.volume({ small: 3, full: 12 });
  for (const cliente of clientes) {
    for (let n = 0; n < porCliente; n++) {
      const fecha = rng.date(
        new Date(ctx.now.getTime() - 540 * DAY_MS),
        new Date(ctx.now.getTime() - DAY_MS),
      );
      fecha.setUTCHours(rng.int(8, 17), rng.int(0, 59), 0, 0);
      const dias = (ctx.now.getTime() - fecha.getTime()) / DAY_MS;
      const articulos: ArticuloSuministro[] = rng
        .shuffle(ARTICULOS)
        .slice(0, rng.int(1, 3))
        .map(([codigo, cantidades]) => ({ codigo, cantidad: rng.pick(cantidades) }));
      if (rng.chance(0.1))
        articulos.push({ codigo: 'OTHER', descripcion: 'Lithium battery handling labels', cantidad: 20 });
      const sede = cliente.expedidores[0]!;
      rows.push({
        idCliente: cliente.id,
        numeroSolicitud: '',
        fecha,
        estado: dias < 1.5 ? 'PENDIENTE' : dias < 3 ? 'PREPARADA' : dias < 7 ? 'ENVIADA' : 'ENTREGADA',
        articulos,
        direccionEntrega: {
          direccion: sede.direccion,
          codigoPostal: sede.codigoPostal,
          ciudad: sede.ciudad,
          provincia: sede.provincia,
          codigoPais: sede.codigoPais,
        },
        contacto: sede.contacto ?? 'Shipping department',
        telefono: sede.telefono ?? '+34 900 000 000',
        email: sede.email,
        comentarios: rng.chance(0.3)
          ? rng.pick(['Loading dock 2, mornings only.', 'Please deliver before Friday.', 'Call on arrival.'])
          : null,
        idUsuario: null,
      });
    }
  }
  rows.sort((a, b) => a.fecha.getTime() - b.fecha.getTime());
  rows.forEach((row, i) => {
    row.numeroSolicitud = numeroSolicitud(row.fecha, i + 1);
  });
  return rows;
}
