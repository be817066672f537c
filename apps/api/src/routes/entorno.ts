import type { ColorMantine } from '@extranet/sdk/schemas';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { ApiError } from '../core/errors';
import type { Db } from '../db/client';
import { lockSet } from '../db/locks';
import { configuracionesGrid, estilos, usuarios } from '../db/schema/index';
import { defineController } from '../http/controller';
import { found } from '../http/scope';
import { buscar } from './buscar';

/** A user keeps at most this many views per grid. */
const MAX_VIEWS_PER_GRID = 50;

type GridRow = typeof configuracionesGrid.$inferSelect;

const toConfiguracion = (row: GridRow) => ({
  id: row.id,
  codigoGrid: row.codigoGrid,
  nombre: row.nombre,
  predeterminada: row.predeterminada,
  estado: row.estado,
  fechaModificacion: row.fechaModificacion.toISOString(),
});

const own = (idUsuario: number, id: number) =>
  and(eq(configuracionesGrid.id, id), eq(configuracionesGrid.idUsuario, idUsuario));

/** Marking a view as default unmarks the user's other views of that grid. */
async function unmarkOtherDefaults(tx: Db, idUsuario: number, codigoGrid: string, exceptId?: number) {
  await tx
    .update(configuracionesGrid)
    .set({ predeterminada: false })
    .where(
      and(
        eq(configuracionesGrid.idUsuario, idUsuario),
        eq(configuracionesGrid.codigoGrid, codigoGrid),
        eq(configuracionesGrid.predeterminada, true),
        exceptId === undefined ? undefined : ne(configuracionesGrid.id, exceptId),
      ),
    );
}

const DEFAULT_STYLE = { tema: 'auto', colorPrimario: 'blue', densidad: 'comfortable' } as const;

/** The caller's own saved grid views and style; another user's view answers 404. */
export const entornoController = defineController('entorno', {
  buscar: ({ query, user, db }) => buscar(db, user, query.texto),
  obtenerConfiguracionesGrid: async ({ params, user, db }) => {
    const rows = await db
      .select()
      .from(configuracionesGrid)
      .where(
        and(
          eq(configuracionesGrid.idUsuario, user.id),
          eq(configuracionesGrid.codigoGrid, params.codigogrid),
        ),
      )
      .orderBy(
        desc(configuracionesGrid.predeterminada),
        asc(configuracionesGrid.nombre),
        asc(configuracionesGrid.id),
      );
    return rows.map(toConfiguracion);
  },

  obtenerConfiguracionGrid: async ({ params, user, db }) => {
    const [row] = await db.select().from(configuracionesGrid).where(own(user.id, params.id));
    return toConfiguracion(found(row, 'grid configuration'));
  },

  obtenerConfiguracionGridPredeterminada: async ({ params, user, db }) => {
    const [row] = await db
      .select()
      .from(configuracionesGrid)
      .where(
        and(
          eq(configuracionesGrid.idUsuario, user.id),
          eq(configuracionesGrid.codigoGrid, params.codigo),
          eq(configuracionesGrid.predeterminada, true),
        ),
      );
    return row ? toConfiguracion(row) : null;
  },

  guardarConfiguracionGrid: async ({ body, user, db, deps }) =>
    db.transaction(async (tx) => {
      // One write of this user's views at a time: the last default saved wins, and the count holds.
      await lockSet(tx, 'gridViews', user.id);
      const [views] = await tx
        .select({ total: count() })
        .from(configuracionesGrid)
        .where(
          and(
            eq(configuracionesGrid.idUsuario, user.id),
            eq(configuracionesGrid.codigoGrid, body.codigoGrid),
          ),
        );
      if ((views?.total ?? 0) >= MAX_VIEWS_PER_GRID) {
        throw new ApiError(
          409,
          'TOO_MANY_VIEWS',
          `codigoGrid: at most ${MAX_VIEWS_PER_GRID} views per grid`,
          {
            field: 'codigoGrid',
          },
        );
      }
      if (body.predeterminada) await unmarkOtherDefaults(tx, user.id, body.codigoGrid);
      const [row] = await tx
        .insert(configuracionesGrid)
        .values({ ...body, idUsuario: user.id, fechaModificacion: deps.clock() })
        .returning();
      return toConfiguracion(row!);
    }),

  actualizarConfiguracionGrid: async ({ params, body, user, db, deps }) =>
    db.transaction(async (tx) => {
      await lockSet(tx, 'gridViews', user.id);
      const [existing] = await tx
        .select({ id: configuracionesGrid.id })
        .from(configuracionesGrid)
        .where(own(user.id, params.id));
      found(existing, 'grid configuration');
      if (body.predeterminada) await unmarkOtherDefaults(tx, user.id, body.codigoGrid, params.id);
      const [row] = await tx
        .update(configuracionesGrid)
        .set({ ...body, fechaModificacion: deps.clock() })
        .where(own(user.id, params.id))
        .returning();
      return toConfiguracion(row!);
    }),

  eliminarConfiguracionGrid: async ({ params, user, db }) => {
    const [row] = await db
      .delete(configuracionesGrid)
      .where(own(user.id, params.idConfiguracionGrid))
      .returning({ id: configuracionesGrid.id });
    return { id: found(row, 'grid configuration').id, eliminado: true } as const;
  },

  obtenerEstilo: async ({ user, db }) => {
    const [row] = await db.select().from(estilos).where(eq(estilos.idUsuario, user.id));
    return {
      tema: (row?.tema ?? DEFAULT_STYLE.tema) as 'light' | 'dark' | 'auto',
      colorPrimario: (row?.colorPrimario ?? DEFAULT_STYLE.colorPrimario) as ColorMantine,
      densidad: (row?.densidad ?? DEFAULT_STYLE.densidad) as 'compact' | 'comfortable',
      idioma: user.idioma,
    };
  },

  guardarEstilo: async ({ body, user, db, deps }) => {
    const { idioma, ...look } = body;
    await db.transaction(async (tx) => {
      await tx
        .insert(estilos)
        .values({ idUsuario: user.id, ...look, fechaModificacion: deps.clock() })
        .onConflictDoUpdate({ target: estilos.idUsuario, set: { ...look, fechaModificacion: deps.clock() } });
      // The language lives on the user, where the profile reads it.
      await tx.update(usuarios).set({ idioma }).where(eq(usuarios.id, user.id));
    });
    return body;
  },
});
