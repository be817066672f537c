import { almacenes, articulos, existencias, movimientosAlmacen } from '../db/schema/index';
import { DAY_MS } from '../lib/time';
import { monedaDePais } from '../reference/transportes/catalogos';
import { articulosDe } from './almacen-articulos';
import { ALMACENES, MOTIVOS, PERFILES_ALMACEN } from './almacen-catalogo';
import { type Bucket, diaUtc, type Simulacion } from './almacen-existencias';
import { numerar, simularCliente } from './almacen-simulacion';
import { insertRows, insertRowsReturningIds, withoutForeignKeyChecks } from './bulk-insert';
import type { SeedContext } from './context';
import { entregarPlanDistribucion, filaMovimiento, movimientosOrdenados } from './distribucion';
import { type Prng, prngFor } from './prng';

// The warehouse seed: the provider's warehouses, each warehousing customer's articles, then its
// period simulated (seed/almacen-simulacion.ts) into stock lines and movements; the delivery notes
// it dispatched go on to the distribucion seed.

/** The stock a bucket ends with: reserved for pending notes, blocked when expired or on hold. */
function existencia(rng: Prng, b: Bucket, hoy: number): typeof existencias.$inferInsert {
  const a = b.articulo;
  const libre = b.cantidad - b.reservada;
  let bloqueada = 0;
  let motivo: string | null = null;
  if (b.caducidad !== null && b.caducidad < hoy) {
    bloqueada = libre;
    motivo = 'Lote caducado: pendiente de destrucción';
  } else if (b.caducidad !== null && b.caducidad - a.margenDias * DAY_MS < hoy) {
    bloqueada = libre;
    motivo = 'Vida útil residual inferior a la exigida por el cliente';
  } else if (a.sector === 'farma' && hoy - b.recibido < 3 * DAY_MS) {
    bloqueada = libre;
    motivo = 'Cuarentena: pendiente de liberación del lote';
  } else if (libre > 0 && rng.chance(0.04)) {
    bloqueada = Math.min(libre, rng.int(1, 3) * a.unidadesPorBulto);
    motivo = rng.pick(MOTIVOS.bloqueo);
  }
  return {
    idCliente: a.idCliente,
    idArticulo: a.id,
    idAlmacen: b.almacen.id,
    ubicacion: b.ubicacion,
    lote: b.lote,
    fechaCaducidad: b.caducidad === null ? null : new Date(b.caducidad).toISOString().slice(0, 10),
    cantidadDisponible: libre - bloqueada,
    cantidadReservada: b.reservada,
    cantidadBloqueada: bloqueada,
    palets: Math.ceil(b.cantidad / a.unidadesPorPalet),
    motivoBloqueo: bloqueada > 0 ? motivo : null,
  };
}

/**
 * Warehouses, articles, stock and the movements without a delivery note; the delivery notes and
 * the movements that cite them go to the distribucion seed, which runs next.
 */
export async function seedAlmacen(ctx: SeedContext): Promise<void> {
  const small = ctx.scale === 'small';
  const almacenIds = await insertRowsReturningIds(
    ctx.db,
    almacenes,
    ALMACENES.map(({ zona: _zona, ...almacen }) => almacen),
  );
  const porCodigo = new Map(ALMACENES.map((a, i) => [a.codigo, { ...a, id: almacenIds[i]! }]));

  const perfiles = PERFILES_ALMACEN.flatMap((perfil) => {
    const cliente = ctx.clientes.find((c) => c.codigo === perfil.cliente);
    return cliente ? [{ perfil, cliente, rng: prngFor(`almacen:${perfil.cliente}`) }] : [];
  });
  const catalogos = perfiles.map(({ perfil, cliente, rng }) =>
    articulosDe(rng, perfil.sector, perfil.cliente.slice(0, 3), cliente.id, small ? 12 : perfil.articulos),
  );
  const todos = catalogos.flat();
  const monedaCliente = new Map(perfiles.map(({ cliente }) => [cliente.id, monedaDePais(cliente.pais)]));
  const insertados = await insertRows(
    ctx.db,
    articulos,
    todos.map((a) => ({
      idCliente: a.idCliente,
      codigo: a.codigo,
      descripcion: a.descripcion,
      unidad: a.unidad,
      gestionLotes: a.lotes,
      vidaUtilDias: a.vidaUtilDias,
      unidadesPorBulto: a.unidadesPorBulto,
      unidadesPorPalet: a.unidadesPorPalet,
      pesoUnitarioKg: a.pesoUnitarioKg,
      valorUnitario: a.valorUnitario,
      moneda: monedaCliente.get(a.idCliente)!,
    })),
    { returning: ['id', 'idCliente', 'codigo'] },
  );
  const ids = new Map(insertados.map((row) => [`${row.idCliente}:${row.codigo}`, row.id]));
  for (const a of todos) a.id = ids.get(`${a.idCliente}:${a.codigo}`)!;

  const sim: Simulacion = {
    docs: [],
    destinatarios: [],
    albaranes: [],
    movimientos: [],
    movimientosAlbaran: [],
    buckets: [],
  };
  perfiles.forEach(({ perfil, cliente, rng }, i) => {
    const propios = perfil.almacenes.map((codigo) => porCodigo.get(codigo)!);
    const numero = ctx.volume({ small: 24, full: perfil.albaranes });
    simularCliente(rng, cliente, perfil, catalogos[i]!, propios, numero, ctx.now, sim);
  });
  numerar(sim);

  const rng = prngFor('almacen:existencias');
  const hoy = diaUtc(ctx.now.getTime());
  const stock = sim.buckets.filter((b) => b.cantidad > 0).map((b) => existencia(rng, b, hoy));
  await withoutForeignKeyChecks(ctx.db, async () => {
    await insertRows(ctx.db, existencias, stock);
    await insertRows(ctx.db, movimientosAlmacen, movimientosOrdenados(sim.movimientos).map(filaMovimiento));
  });
  entregarPlanDistribucion(ctx, {
    destinatarios: sim.destinatarios,
    albaranes: sim.albaranes,
    movimientos: sim.movimientosAlbaran,
  });
}
