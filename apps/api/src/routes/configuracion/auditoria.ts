import type { AuditoriaQuery } from '@extranet/sdk/schemas';
import { and, desc, eq, gte, ilike, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditoria } from '../../db/schema/index';
import { pagedList } from '../../http/list';

// The audit log for administrators (issue 29 §3, "who did what"): the period's rows, newest first,
// optionally of one user (part of the name, any case) or one action. The table only grows
// (migration 0006: a trigger refuses UPDATE, DELETE and TRUNCATE).

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

type Filtro = { fechainicio: Date; fechafin: Date } & Pick<AuditoriaQuery, 'usuario' | 'accion'>;

export function registrosAuditoria(db: Db, query: Filtro) {
  const where = and(
    gte(auditoria.fecha, query.fechainicio),
    lte(auditoria.fecha, query.fechafin),
    query.usuario ? ilike(auditoria.usuario, `%${escapeLike(query.usuario)}%`) : undefined,
    query.accion ? eq(auditoria.evento, query.accion) : undefined,
  );
  return pagedList({
    ids: (limit) =>
      db
        .select({ id: auditoria.id })
        .from(auditoria)
        .where(where)
        .orderBy(desc(auditoria.fecha), desc(auditoria.id))
        .limit(limit),
    rows: async (ids) => {
      const rows = await db.select().from(auditoria).where(inArray(auditoria.id, ids));
      return rows.map(({ evento, fecha, ...row }) => ({
        ...row,
        fecha: fecha.toISOString(),
        accion: evento,
        antes: row.antes ?? null,
        despues: row.despues ?? null,
      }));
    },
  });
}
