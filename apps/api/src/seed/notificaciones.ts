import type { Evento, TipoEvento } from '@extranet/sdk/schemas';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { partidas } from '../db/schema/index';
import type { Candidate } from '../domain/attention-events';
import { storedTemplates } from '../domain/partidas-timeline';
import { recordBaselineIn } from '../events/baseline';
import { raiseIn } from '../events/raise';
import { scheduledCandidates } from '../events/scheduler';
import type { SeedContext } from './context';

// The bell as a newcomer signing in as `demo` finds it: a handful of recent notifications that tell
// the last days of the demo customers, and nothing older. Chosen among what happened in the last
// days (departures, arrivals and deliveries as the timelines say they happened) and what the
// scheduler's rules hold true today and turned true in those days (a delay, an invoice issued or
// overdue, a lot entering its expiry window), the newest of each kind first so the story has some
// of each; raised through the event pipeline itself, with the very reason keys the scheduler uses,
// so each reaches exactly the users it would reach live and the scheduler never raises it again.
// The older half of each user's is read. Everything else the rules hold today is the backlog,
// recorded as raised and told to nobody (events/baseline.ts): the scheduler's first run after the
// seed raises nothing, and only what turns true later rings the bell.

const RECENT_DAYS = 5;
/** At most this many events: with the older half read, a user starts with at most 6 unread. */
export const MAX_STORY_EVENTS = 12;

type PhaseEvent = 'SALIDA' | 'LLEGADA' | 'ENTREGA';
const EVENT_OF_PHASE: Record<string, PhaseEvent> = { DEP: 'SALIDA', ARR: 'LLEGADA', FINAL: 'ENTREGA' };

/** The demo customers' departures, arrivals and deliveries since `since` (epoch seconds). */
async function recentMilestones(db: Db, ids: number[], since: number, nowS: number): Promise<Candidate[]> {
  const shipments = await db.select().from(partidas).where(inArray(partidas.idCliente, ids));
  const found: Candidate[] = [];
  for (const p of shipments) {
    if (p.estado === 'CANCELADA') continue;
    const lcl = p.modo === 'MARITIMO' && p.hitos.some(([codigo]) => codigo === 'STRP');
    const templates = storedTemplates(p.modo, lcl, p.hitos);
    for (const [codigo, , estimada, real] of p.hitos) {
      const at = real ?? (estimada !== null && estimada <= nowS ? estimada : null);
      const tipo = EVENT_OF_PHASE[templates.find((t) => t.codigo === codigo)?.phase ?? ''];
      if (!tipo || at === null || at < since || at > nowS) continue;
      const fecha = new Date(at * 1000).toISOString();
      const datos: Evento = {
        tipo,
        fecha,
        idPartida: p.id,
        numeroPartida: p.numeroPartida,
        referenciaCliente: p.referenciaCliente,
        codigo,
        lugar: templates.find((t) => t.codigo === codigo)?.side === 'O' ? p.origen : p.destino,
        fechaHito: fecha,
      };
      // The key a milestone posted through the integration API uses (events/shipment-events.ts).
      const event = { tipoRegistro: 'PARTIDA' as const, idRegistro: p.id, idCliente: p.idCliente };
      found.push({ event: { ...event, motivo: `hito:${codigo}`, datos } });
    }
  }
  return found;
}

/** Up to `max`, the newest of each type in turn (so a busy type does not crowd out the others). */
function newestOfEachType(candidates: Candidate[], max: number): Candidate[] {
  const time = (c: Candidate) => Date.parse(c.event.datos.fecha);
  const byType = new Map<TipoEvento, Candidate[]>();
  for (const c of [...candidates].sort((a, b) => time(b) - time(a))) {
    const list = byType.get(c.event.datos.tipo) ?? [];
    list.push(c);
    byType.set(c.event.datos.tipo, list);
  }
  const chosen: Candidate[] = [];
  for (let round = 0; chosen.length < max; round++) {
    const picks = [...byType.values()].flatMap((list) => list[round] ?? []);
    if (picks.length === 0) break;
    chosen.push(...picks.sort((a, b) => time(b) - time(a)).slice(0, max - chosen.length));
  }
  return chosen;
}

export async function seedNotificaciones(ctx: SeedContext): Promise<void> {
  const db: Db = ctx.db;
  const nowS = ctx.now.getTime() / 1000;
  const since = nowS - RECENT_DAYS * 86_400;
  const ids = [...ctx.demoClienteIds, ...ctx.trackingClienteIds];
  const backlog = await scheduledCandidates(db, ctx.now);
  const recent = backlog.filter((c) => {
    const at = Date.parse(c.event.datos.fecha) / 1000;
    return ids.includes(c.event.idCliente) && at >= since && at <= nowS;
  });
  const story = newestOfEachType(
    [...(await recentMilestones(db, ids, since, nowS)), ...recent],
    MAX_STORY_EVENTS,
  );
  // Oldest first, so ids (the bell's order) follow the events' time.
  story.sort((a, b) => Date.parse(a.event.datos.fecha) - Date.parse(b.event.datos.fecha));
  for (const { event, audience } of story) await raiseIn(db, event, audience);
  await recordBaselineIn(db, ctx.now, backlog);
  // The older half of each user's was already seen.
  await db.execute(sql`update notificaciones set leida = fecha_alta where id in (
    select id from (
      select id, row_number() over (partition by id_usuario order by id) as n,
             count(*) over (partition by id_usuario) as total
      from notificaciones) as ranked
    where n <= total / 2)`);
}
