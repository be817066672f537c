import type { ExtranetClient } from '@extranet/sdk';
import { CODIGOS_METRICA, type CodigoMetrica } from '@extranet/sdk/schemas';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aereoHawbs,
  albaranes,
  articulos,
  clientes,
  dossieres,
  existencias,
  facturas,
  huellasCarbono,
  movimientosAlmacen,
  partidas,
} from '../db/schema/index';
import { shipmentSummaryAt } from '../domain/partidas-estado';
import { DAY_MS } from '../lib/time';
import { createTestApi, rejection, type TestApi } from '../testing/harness';
import { serie } from './monitor/calculo';

let api: TestApi;
let admin: ExtranetClient;
let demo: ExtranetClient;
let tracking: ExtranetClient;
let demoClientes: number[];
let trackingClientes: number[];

beforeAll(async () => {
  api = await createTestApi();
  admin = (await api.signIn('admin')).client;
  demo = (await api.signIn('demo')).client;
  tracking = (await api.signIn('tracking')).client;
  const todos = await api.db.select().from(clientes);
  demoClientes = todos.filter((c) => ['FRUSUR', 'TEXMED'].includes(c.codigo)).map((c) => c.id);
  trackingClientes = todos.filter((c) => c.codigo === 'AUTOIB').map((c) => c.id);
});
afterAll(async () => {
  await api?.close();
});

const r2 = (v: number) => Math.round((v + Number.EPSILON) * 100) / 100;

/**
 * Every metric computed here again, in plain JavaScript from the rows of the customers' tables:
 * the expected values the API's SQL must reproduce.
 */
async function esperado(ids: number[], codigo: CodigoMetrica, desde: Date, hasta: Date): Promise<number> {
  const en = (d: Date | null) => d !== null && d >= desde && d <= hasta;
  const finDia = hasta.toISOString().slice(0, 10);
  const db = api.db;
  switch (codigo) {
    case 'PARTIDAS':
    case 'PESO_TRANSPORTADO_KG':
    case 'ENTREGAS_A_TIEMPO_PCT':
    case 'EN_TRANSITO':
    case 'RETRASADAS': {
      // Shipments as the tracking lists show them now, from their milestones.
      const now = api.clock();
      const rows = (await db.select().from(partidas).where(inArray(partidas.idCliente, ids))).map((p) => {
        const { atd, ata, retrasoHoras } = shipmentSummaryAt(p, now);
        return { ...p, atd, ata, retrasoHoras };
      });
      const salidas = rows.filter((p) => en(p.atd));
      if (codigo === 'PARTIDAS') return salidas.length;
      if (codigo === 'PESO_TRANSPORTADO_KG') return salidas.reduce((s, p) => s + p.pesoBrutoKg, 0);
      const abierta = (p: (typeof rows)[number]) =>
        p.estado !== 'CANCELADA' && (p.ata === null || p.ata > hasta);
      if (codigo === 'EN_TRANSITO')
        return rows.filter((p) => p.atd !== null && p.atd <= hasta && abierta(p)).length;
      if (codigo === 'RETRASADAS')
        return rows.filter((p) => p.fechaAlta <= hasta && abierta(p) && p.retrasoHoras > 0).length;
      const llegadas = rows.filter((p) => en(p.ata) && p.estado !== 'CANCELADA');
      return llegadas.length
        ? (100 * llegadas.filter((p) => p.retrasoHoras === 0).length) / llegadas.length
        : 0;
    }
    case 'CO2E_KG':
      return (await db.select().from(huellasCarbono).where(inArray(huellasCarbono.idCliente, ids)))
        .filter((h) => en(h.fecha))
        .reduce((s, h) => s + h.co2eWtwKg, 0);
    case 'DOSSIERES_ABIERTOS':
      return (await db.select().from(dossieres).where(inArray(dossieres.idCliente, ids))).filter(
        (d) =>
          d.fechaApertura <= hasta &&
          (d.fechaCierre === null || d.fechaCierre > hasta) &&
          d.estado !== 'ANULADO',
      ).length;
    case 'FACTURAS_ABIERTAS_IMPORTE':
    case 'FACTURAS_VENCIDAS': {
      const rows = await db.select().from(facturas).where(inArray(facturas.idCliente, ids));
      const pendiente = (f: (typeof rows)[number]) =>
        f.total - f.pagos.filter((p) => p.fecha.slice(0, 10) <= finDia).reduce((s, p) => s + p.importe, 0);
      const abiertas = rows.filter(
        (f) => f.tipo === 'FACTURA' && !f.anulada && f.fecha <= finDia && pendiente(f) > 0.005,
      );
      if (codigo === 'FACTURAS_VENCIDAS') return abiertas.filter((f) => f.fechaVencimiento < finDia).length;
      // One currency: the customers' own when they all share it, else the application's (EUR), at the
      // exchange rates of the tariff tables.
      const monedas = new Set(rows.map((f) => f.moneda));
      const porEur: Record<string, number> = { EUR: 1, USD: 1.08 };
      const destino = monedas.size === 1 ? [...monedas][0]! : 'EUR';
      return abiertas.reduce((s, f) => s + (pendiente(f) / porEur[f.moneda]!) * porEur[destino]!, 0);
    }
    case 'VALOR_STOCK': {
      // Per currency: today's stock at the declared unit values less what moved after the end; then
      // in one currency (the articles' own when they share one, else EUR) like the unpaid amount.
      const valorados = (await db.select().from(articulos).where(inArray(articulos.idCliente, ids))).filter(
        (a) => a.valorUnitario !== null && a.moneda !== null,
      );
      const articulo = new Map(valorados.map((a) => [a.id, a]));
      const porMoneda = new Map<string, number>();
      const sumar = (idArticulo: number, cantidad: number) => {
        const a = articulo.get(idArticulo);
        if (a) porMoneda.set(a.moneda!, (porMoneda.get(a.moneda!) ?? 0) + cantidad * a.valorUnitario!);
      };
      for (const e of await db.select().from(existencias).where(inArray(existencias.idCliente, ids)))
        sumar(e.idArticulo, e.cantidadDisponible + e.cantidadReservada + e.cantidadBloqueada);
      for (const m of await db
        .select()
        .from(movimientosAlmacen)
        .where(inArray(movimientosAlmacen.idCliente, ids)))
        if (m.fecha > hasta) sumar(m.idArticulo, -m.cantidad);
      const monedas = new Set(valorados.map((a) => a.moneda!));
      const porEur: Record<string, number> = { EUR: 1, USD: 1.08 };
      const destino = monedas.size === 1 ? [...monedas][0]! : 'EUR';
      return [...porMoneda].reduce(
        (s, [moneda, v]) => s + (Math.max(0, v) / porEur[moneda]!) * porEur[destino]!,
        0,
      );
    }
    case 'MOVIMIENTOS':
      return (
        await db.select().from(movimientosAlmacen).where(inArray(movimientosAlmacen.idCliente, ids))
      ).filter((m) => en(m.fecha)).length;
    case 'ALBARANES_PENDIENTES':
      return (await db.select().from(albaranes).where(inArray(albaranes.idCliente, ids))).filter(
        (a) =>
          a.fecha <= finDia && (a.fechaEntrega === null || a.fechaEntrega > hasta) && a.estado !== 'DEVUELTO',
      ).length;
    case 'HAWB_ACTIVAS':
      return (await db.select().from(aereoHawbs).where(inArray(aereoHawbs.idCliente, ids))).filter(
        (h) => h.fechaEmision <= hasta && (h.estado !== 'DLV' || h.fechaUltimoEvento > hasta),
      ).length;
  }
}

const periodo = () => {
  const fechafin = new Date();
  return { fechainicio: new Date(fechafin.getTime() - 180 * DAY_MS), fechafin };
};

describe('obtenerMetricasMonitor', () => {
  it("values the demo user's seeded metrics from its customers' data, with the previous period", async () => {
    const { fechainicio, fechafin } = periodo();
    const metricas = await demo.monitor.obtenerMetricasMonitor({ fechainicio, fechafin });
    expect(metricas.map((m) => m.codigo)).toEqual([
      'EN_TRANSITO',
      'ENTREGAS_A_TIEMPO_PCT',
      'RETRASADAS',
      'CO2E_KG',
      'FACTURAS_ABIERTAS_IMPORTE',
      'FACTURAS_VENCIDAS',
      'VALOR_STOCK',
      'ALBARANES_PENDIENTES',
    ]);
    expect(metricas.map((m) => m.orden)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const anteriorFin = new Date(fechainicio.getTime() - 1);
    const anteriorInicio = new Date(anteriorFin.getTime() - (fechafin.getTime() - fechainicio.getTime()));
    for (const m of metricas) {
      expect
        .soft(m.valor, m.codigo)
        .toBeCloseTo(r2(await esperado(demoClientes, m.codigo, fechainicio, fechafin)), 1);
      if (m.valorPeriodoAnterior !== null) {
        const previo = await esperado(demoClientes, m.codigo, anteriorInicio, anteriorFin);
        expect.soft(m.valorPeriodoAnterior, `${m.codigo} (previous)`).toBeCloseTo(r2(previo), 1);
      }
    }
    expect(metricas.find((m) => m.codigo === 'FACTURAS_ABIERTAS_IMPORTE')?.moneda).toBe('EUR');
    // The stock is valued in money: the demo customers' articles are declared in euros.
    const stock = metricas.find((m) => m.codigo === 'VALOR_STOCK')!;
    expect(stock).toMatchObject({ unidad: 'MONEDA', moneda: 'EUR', nombre: 'Valor del stock' });
    expect(stock.valor).toBeGreaterThan(0);
    expect(metricas.find((m) => m.codigo === 'EN_TRANSITO')?.moneda).toBeNull();
    expect(metricas.find((m) => m.codigo === 'CO2E_KG')!.valor).toBeGreaterThan(0);
  });

  it("computes every catalogue metric once pinned, over the caller's customers only", async () => {
    const { fechainicio, fechafin } = periodo();
    await admin.monitor.guardarMetricasMonitor({
      body: { metricas: CODIGOS_METRICA.map((codigo, i) => ({ codigo, orden: i + 1 })) },
    });
    const todas = await admin.monitor.obtenerMetricasMonitor({ fechainicio, fechafin });
    expect(todas.map((m) => m.codigo)).toEqual([...CODIGOS_METRICA]);
    const todosLosClientes = (await api.db.select().from(clientes)).map((c) => c.id);
    for (const m of todas) {
      expect
        .soft(m.valor, m.codigo)
        .toBeCloseTo(r2(await esperado(todosLosClientes, m.codigo, fechainicio, fechafin)), 1);
    }
    expect(todas.find((m) => m.codigo === 'PARTIDAS')!.valor).toBeGreaterThan(0);
    expect(todas.find((m) => m.codigo === 'MOVIMIENTOS')!.valor).toBeGreaterThan(0);
    // Euro and dollar stock (the Panamanian customers') is added up in one currency, the application's.
    expect(todas.find((m) => m.codigo === 'VALOR_STOCK')).toMatchObject({ unidad: 'MONEDA', moneda: 'EUR' });

    // `tracking` sees AUTOIB's shipments only.
    const suyas = await tracking.monitor.obtenerMetricasMonitor({ fechainicio, fechafin });
    const partidasTracking = suyas.find((m) => m.codigo === 'PARTIDAS')!;
    expect(partidasTracking.valor).toBe(await esperado(trackingClientes, 'PARTIDAS', fechainicio, fechafin));
    expect(partidasTracking.valor).toBeLessThan(todas.find((m) => m.codigo === 'PARTIDAS')!.valor);
  });

  it('counts shipments by their status now, from the milestones, not by the stored columns', async () => {
    await admin.monitor.guardarMetricasMonitor({
      body: { metricas: CODIGOS_METRICA.map((codigo, i) => ({ codigo, orden: i + 1 })) },
    });
    const valores = async () => {
      const metricas = await admin.monitor.obtenerMetricasMonitor(periodo());
      const valor = (codigo: CodigoMetrica) => metricas.find((m) => m.codigo === codigo)!.valor;
      return {
        enTransito: valor('EN_TRANSITO'),
        retrasadas: valor('RETRASADAS'),
        partidas: valor('PARTIDAS'),
      };
    };
    // A road shipment delivered long ago, its milestones rewritten: it left an hour ago (by its
    // estimate; no carrier actual yet) and is due 5 hours after its plan. Its stored status, dates and
    // delay still say "booked, on time", as a row nobody refreshed would.
    const [antes] = await api.db
      .select()
      .from(partidas)
      .where(eq(partidas.modo, 'TERRESTRE'))
      .orderBy(partidas.etd)
      .limit(1);
    expect(shipmentSummaryAt(antes!, api.clock()).estado).toBe('ENTREGADA');
    const sinCambio = await valores();
    const h = Math.floor(api.clock().getTime() / 1000 / 3600) * 3600;
    try {
      await api.db
        .update(partidas)
        .set({
          estado: 'RESERVADA',
          atd: null,
          ata: null,
          retrasoHoras: 0,
          fechaAlta: new Date((h - 48 * 3600) * 1000),
          hitos: [
            ['PICK', h - 3 * 3600, h - 2 * 3600, h - 2 * 3600],
            ['DEPA', h - 2 * 3600, h - 3600, null],
            ['ARRI', h + 5 * 3600, h + 10 * 3600, null],
            ['DROP', h + 7 * 3600, h + 12 * 3600, null],
          ],
        })
        .where(eq(partidas.id, antes!.id));
      const ahora = await valores();
      expect(ahora.enTransito).toBe(sinCambio.enTransito + 1);
      expect(ahora.retrasadas).toBe(sinCambio.retrasadas + 1);
      // Departed within the period by its estimate: counted as departed although `atd` is empty.
      const salidaAntes = shipmentSummaryAt(antes!, api.clock()).atd!;
      expect(ahora.partidas).toBe(sinCambio.partidas + (salidaAntes < periodo().fechainicio ? 1 : 0));
    } finally {
      await api.db.update(partidas).set(antes!).where(eq(partidas.id, antes!.id));
    }
  });

  it('answers 400 naming fechafin for a reversed period', async () => {
    const { fechainicio, fechafin } = periodo();
    const error = await rejection(
      demo.monitor.obtenerMetricasMonitor({ fechainicio: fechafin, fechafin: fechainicio }),
    );
    expect(error).toMatchObject({ status: 400, field: 'fechafin' });
  });
});

describe('obtenerMetricaMonitor', () => {
  it('answers what the list says of the same metric: the list carries every series', async () => {
    const fechafin = new Date();
    const corto = { fechainicio: new Date(fechafin.getTime() - 30 * DAY_MS), fechafin };
    const lista = await demo.monitor.obtenerMetricasMonitor(corto);
    expect(lista.length).toBeGreaterThan(3);
    for (const metrica of lista) {
      const sola = await demo.monitor.obtenerMetricaMonitor({ idusuariometrica: metrica.id, ...corto });
      expect.soft(metrica, metrica.codigo).toEqual(sola);
      expect.soft(metrica.serie, metrica.codigo).toHaveLength(31);
    }
  });

  it('adds a daily series up to 62 days and a weekly one beyond; flows add up to the value', async () => {
    const pines = await tracking.monitor.obtenerMetricasMonitor(periodo());
    const partidasPin = pines.find((m) => m.codigo === 'PARTIDAS')!;
    const fechafin = new Date();
    const corto = { fechainicio: new Date(fechafin.getTime() - 30 * DAY_MS), fechafin };
    const diaria = await tracking.monitor.obtenerMetricaMonitor({
      idusuariometrica: partidasPin.id,
      ...corto,
    });
    expect(diaria.intervaloSerie).toBe('DIA');
    expect(diaria.serie).toHaveLength(31);
    expect(diaria.serie.reduce((s, p) => s + p.valor, 0)).toBe(diaria.valor);

    const largo = { fechainicio: new Date(fechafin.getTime() - 366 * DAY_MS), fechafin };
    const semanal = await tracking.monitor.obtenerMetricaMonitor({
      idusuariometrica: partidasPin.id,
      ...largo,
    });
    expect(semanal.intervaloSerie).toBe('SEMANA');
    expect(semanal.serie.every((p) => new Date(`${p.fecha}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(semanal.serie.reduce((s, p) => s + p.valor, 0)).toBe(semanal.valor);
    expect(semanal.valor).toBe(
      await esperado(trackingClientes, 'PARTIDAS', largo.fechainicio, largo.fechafin),
    );

    // A level: each point is the value at the end of its week.
    const enTransitoPin = pines.find((m) => m.codigo === 'EN_TRANSITO')!;
    const niveles = await tracking.monitor.obtenerMetricaMonitor({
      idusuariometrica: enTransitoPin.id,
      ...largo,
    });
    const { puntos } = serie(largo.fechainicio, largo.fechafin);
    for (const i of [0, 20, 40, puntos.length - 1]) {
      const punto = puntos[i]!;
      expect(niveles.serie[i]).toEqual({
        fecha: punto.fecha,
        valor: await esperado(trackingClientes, 'EN_TRANSITO', punto.desde, punto.hasta),
      });
    }

    // A stock metric: each point is the value at the end of its day; the last one is the period's.
    const enTransito = pines.find((m) => m.codigo === 'EN_TRANSITO')!;
    const foto = await tracking.monitor.obtenerMetricaMonitor({ idusuariometrica: enTransito.id, ...corto });
    expect(foto.serie.at(-1)!.valor).toBe(foto.valor);
  });

  it("is 404 for another user's pin", async () => {
    const [pinAdmin] = await admin.monitor.obtenerMetricasMonitor(periodo());
    const error = await rejection(
      demo.monitor.obtenerMetricaMonitor({ idusuariometrica: pinAdmin!.id, ...periodo() }),
    );
    expect(error.status).toBe(404);
  });

  it('cuts a period into days or Monday weeks', () => {
    const dias = serie(new Date('2026-03-01T10:00:00Z'), new Date('2026-03-03T09:00:00Z'));
    expect(dias.puntos.map((p) => p.fecha)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(dias.puntos[0]!.desde.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    const semanas = serie(new Date('2026-01-01T00:00:00Z'), new Date('2026-03-15T00:00:00Z'));
    expect(semanas.intervalo).toBe('SEMANA');
    expect(semanas.puntos[0]!.fecha).toBe('2025-12-29');
    expect(semanas.puntos.at(-1)!.fecha).toBe('2026-03-09');
  });
});

describe('pinning', () => {
  it('lists the catalogue metrics not pinned yet that the user may see', async () => {
    const demoLibres = (await demo.monitor.obtenerMetricasNoAsignadas()).map((m) => m.codigo);
    expect(demoLibres.sort()).toEqual([
      'DOSSIERES_ABIERTOS',
      'HAWB_ACTIVAS',
      'MOVIMIENTOS',
      'PARTIDAS',
      'PESO_TRANSPORTADO_KG',
    ]);
    // `tracking` holds accesoPartidas only: no invoices, stock or dossiers on offer.
    expect((await tracking.monitor.obtenerMetricasNoAsignadas()).map((m) => m.codigo)).toEqual([
      'PESO_TRANSPORTADO_KG',
    ]);
    const forbidden = await rejection(
      tracking.monitor.guardarMetricasMonitor({
        body: { metricas: [{ codigo: 'FACTURAS_VENCIDAS', orden: 1 }] },
      }),
    );
    expect(forbidden).toMatchObject({ status: 403, field: 'metricas.0.codigo' });
  });

  it('pins, reorders and unpins, and the monitor reads it back', async () => {
    const antes = await demo.monitor.obtenerMetricasMonitor(periodo());
    const guardadas = await demo.monitor.guardarMetricasMonitor({
      body: {
        metricas: [
          { codigo: 'PARTIDAS', orden: 1 },
          { codigo: 'ALBARANES_PENDIENTES', orden: 2 },
        ],
      },
    });
    expect(guardadas.map((m) => m.codigo)).toEqual([
      'PARTIDAS',
      'ALBARANES_PENDIENTES',
      ...antes.map((m) => m.codigo).filter((c) => c !== 'ALBARANES_PENDIENTES'),
    ]);
    expect(guardadas.map((m) => m.orden)).toEqual(guardadas.map((_, i) => i + 1));
    expect((await demo.monitor.obtenerMetricasMonitor(periodo())).map((m) => m.codigo)).toEqual(
      guardadas.map((m) => m.codigo),
    );
    expect(await demo.monitor.obtenerMetricasNoAsignadas()).not.toContainEqual(
      expect.objectContaining({ codigo: 'PARTIDAS' }),
    );

    const partidasPin = guardadas[0]!;
    expect(await demo.monitor.eliminarMetricaMonitor({ idMetricaUsuario: partidasPin.id })).toEqual({
      id: partidasPin.id,
      eliminado: true,
    });
    const despues = await demo.monitor.obtenerMetricasMonitor(periodo());
    expect(despues.map((m) => m.codigo)).toEqual(guardadas.slice(1).map((m) => m.codigo));
    expect(despues.map((m) => m.orden)).toEqual(despues.map((_, i) => i + 1));
    expect(
      (await rejection(demo.monitor.eliminarMetricaMonitor({ idMetricaUsuario: partidasPin.id }))).status,
    ).toBe(404);
  });

  it("never touches another user's pins", async () => {
    const [pinAdmin] = await admin.monitor.obtenerMetricasMonitor(periodo());
    expect(
      (await rejection(demo.monitor.eliminarMetricaMonitor({ idMetricaUsuario: pinAdmin!.id }))).status,
    ).toBe(404);
    expect((await admin.monitor.obtenerMetricasMonitor(periodo()))[0]).toEqual(pinAdmin);
  });

  it('rejects a metric listed twice, an unknown code and an empty list (400)', async () => {
    const twice = await rejection(
      demo.monitor.guardarMetricasMonitor({
        body: {
          metricas: [
            { codigo: 'PARTIDAS', orden: 1 },
            { codigo: 'PARTIDAS', orden: 2 },
          ],
        },
      }),
    );
    expect(twice.status).toBe(400);
    const unknown = await rejection(
      demo.monitor.guardarMetricasMonitor({
        body: { metricas: [{ codigo: 'NOPE' as CodigoMetrica, orden: 1 }] },
      }),
    );
    expect(unknown).toMatchObject({ status: 400, field: 'metricas.0.codigo' });
    expect((await rejection(demo.monitor.guardarMetricasMonitor({ body: { metricas: [] } }))).status).toBe(
      400,
    );
  });
});
