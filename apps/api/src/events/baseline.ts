import type { Db } from '../db/client';
import { eventos, lineaBaseEventos } from '../db/schema/index';
import type { Candidate } from '../domain/attention-events';
import { eventRow } from './raise';

// The backlog at first start. On a new database the time-driven rules hold for hundreds of records at
// once (every invoice overdue, every lot near its expiry, in the demo data or in the records an install
// starts with): none of that happened "now", and a bell that opens on hundreds of notifications tells
// nobody anything. So the first evaluation on a database stores what holds as raised but told to
// nobody (no notification, no e-mail, no webhook: `eventos` rows only); the scheduler then raises
// only what becomes true afterwards. The attention list (Monitor/ObtenerIncidencias) still shows the
// backlog: it reads the records, not the events.
//
// Once per database: the row of `linea_base_eventos` is inserted ON CONFLICT DO NOTHING in the same
// transaction as the backlog, so of two processes starting together one records it; on PostgreSQL the
// other's insert waits for that commit and then finds the row.

/** Rows per INSERT, so one statement never carries tens of thousands of parameters. */
const SLICE = 1_000;

/** Whether the backlog of this database was recorded (a read: a run that finds it writes nothing). */
export async function hasBaseline(db: Db): Promise<boolean> {
  const rows = await db.select({ id: lineaBaseEventos.id }).from(lineaBaseEventos).limit(1);
  return rows.length > 0;
}

/**
 * In transaction `tx`: records `candidates` (what the rules hold true at `now`) as the backlog, unless
 * a backlog was recorded before. Answers how many events it stored, or null when it was recorded before.
 */
export async function recordBaselineIn(
  tx: Db,
  now: Date,
  candidates: readonly Candidate[],
): Promise<number | null> {
  const [claimed] = await tx
    .insert(lineaBaseEventos)
    .values({ id: 1, fecha: now })
    .onConflictDoNothing()
    .returning({ id: lineaBaseEventos.id });
  if (!claimed) return null;
  let stored = 0;
  for (let i = 0; i < candidates.length; i += SLICE) {
    const rows = candidates.slice(i, i + SLICE).map(({ event }) => eventRow(event));
    // Already raised (a milestone, the demo data's own notifications): kept as they are.
    const inserted = await tx
      .insert(eventos)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: eventos.id });
    stored += inserted.length;
  }
  await tx.update(lineaBaseEventos).set({ eventos: stored });
  return stored;
}
