import { and, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eventos } from '../db/schema/index';
import {
  type Audience,
  type Candidate,
  type ScheduledEvent,
  timeDrivenEvents,
} from '../domain/attention-events';
import type { Logger } from '../log';
import { hasBaseline, recordBaselineIn } from './baseline';
import { DEFAULT_THRESHOLDS } from './preferences';

// The time-driven events: what becomes true because time passes, not because someone posted
// something. Every `intervalMs` the scheduler evaluates the attention rules over every customer
// (domain/attention-events.ts, the rules the monitor's list shows) and raises what holds: RETRASO
// (a planned milestone passed without an actual, an estimated arrival later than plan),
// FACTURA_VENCIDA, STOCK_CADUCA, and FACTURA_EMITIDA for invoices dated in the last days (invoices
// carry an issue date but no time they were stored: the days' window and the reason key
// `emitida:<date>` stand in for "since the last run", and survive restarts without any state).
//
// Once per record and reason: each event's reason key is unique with its record and type (the
// unique key of `eventos`, which `raise` inserts with ON CONFLICT DO NOTHING), so a second run, a
// restart, or a second API process on the same PostgreSQL raises nothing twice. The reasons
// already raised are read first, so a run that finds nothing new writes nothing (on PGlite any
// write drops the lists' read cache).
//
// The first run on a database raises nothing: it records what holds then as the backlog, told to
// nobody (events/baseline.ts), so a new install opens on what happens from then on.

export type { Audience, ScheduledEvent } from '../domain/attention-events';

export interface RaisedEvent {
  id: number;
  notified: number;
}

/** events/raise.ts `raiseIn`: stores the event once in transaction `tx` and fans it out; null when raised before. */
export type RaiseIn = (tx: Db, event: ScheduledEvent, audience?: Audience) => Promise<RaisedEvent | null>;

export interface SchedulerOptions {
  db: Db;
  /** The app's clock (AppDeps `clock`): tests freeze and move it. */
  clock: () => Date;
  log: Logger;
  raise: RaiseIn;
  /** After each event's commit: what goes out of the database (events/raise.ts `deliver`: immediate mail). */
  deliver?: (raised: readonly (RaisedEvent | null)[]) => Promise<void>;
  /** Between two runs; default 5 minutes. */
  intervalMs?: number;
  /** Before the first run after `startScheduler`; default 10 seconds (the server finishes starting first). */
  firstRunMs?: number;
  /** FACTURA_EMITIDA for invoices dated this many days before today, or today; default 2. */
  issuedWithinDays?: number;
}

export interface RunResult {
  /** Events the rules found, raised before or not. */
  found: number;
  /** Events this run raised (the others had been raised before, by a run or another process). */
  raised: number;
  /** Notifications those events made. */
  notified: number;
  /** On the first run on a database: the events recorded as the backlog (raised, told to nobody). */
  baseline?: number;
}

/** FACTURA_EMITIDA for invoices dated this many days before today, or today (the scheduler's default). */
export const ISSUED_WITHIN_DAYS = 2;

/** What the time-driven rules hold true at `now`, raised before or not: what a run evaluates. */
export function scheduledCandidates(
  db: Db,
  now: Date,
  issuedWithinDays = ISSUED_WITHIN_DAYS,
): Promise<Candidate[]> {
  return timeDrivenEvents(db, now, { defaults: DEFAULT_THRESHOLDS, issuedWithinDays });
}

const keyOf = (e: { tipo: string; tipoRegistro: string; idRegistro: number; motivo: string }) =>
  `${e.tipo}|${e.tipoRegistro}|${e.idRegistro}|${e.motivo}`;

/** The candidates whose reason has not been raised yet (read, not written: see the top). */
async function notRaisedYet(db: Db, candidates: Candidate[]): Promise<Candidate[]> {
  if (candidates.length === 0) return [];
  const ids = [...new Set(candidates.map((c) => c.event.idRegistro))];
  const tipos = [...new Set(candidates.map((c) => c.event.datos.tipo))];
  const known = new Set<string>();
  // In slices, so one statement never carries tens of thousands of parameters.
  for (let i = 0; i < ids.length; i += 5_000) {
    const rows = await db
      .select({
        tipo: eventos.tipo,
        tipoRegistro: eventos.tipoRegistro,
        idRegistro: eventos.idRegistro,
        motivo: eventos.motivo,
      })
      .from(eventos)
      .where(and(inArray(eventos.tipo, tipos), inArray(eventos.idRegistro, ids.slice(i, i + 5_000))));
    for (const row of rows) known.add(keyOf(row));
  }
  return candidates.filter((c) => !known.has(keyOf({ ...c.event, tipo: c.event.datos.tipo })));
}

/** One evaluation of the time-driven rules at the clock's now: raises what holds and was not raised. */
export async function runScheduledRules(options: SchedulerOptions): Promise<RunResult> {
  const { db, raise } = options;
  const now = options.clock();
  const found = await scheduledCandidates(db, now, options.issuedWithinDays);
  if (!(await hasBaseline(db))) {
    const stored = await db.transaction((tx) => recordBaselineIn(tx as unknown as Db, now, found));
    if (stored !== null) {
      options.log.info(`[events] first run on this database: ${stored} events recorded as the backlog`);
      return { found: found.length, raised: 0, notified: 0, baseline: stored };
    }
    // Another process recorded it meanwhile: what it stored is raised, the rest is new.
  }
  const result: RunResult = { found: found.length, raised: 0, notified: 0 };
  for (const { event, audience } of await notRaisedYet(db, found)) {
    // One transaction per event: one that fails does not hold back the others.
    const raised = await db.transaction((tx) => raise(tx as unknown as Db, event, audience));
    if (!raised) continue;
    result.raised += 1;
    result.notified += raised.notified;
    await options.deliver?.([raised]);
  }
  return result;
}

export interface Scheduler {
  /** Runs the rules now (after the run in progress, if any) and answers what it raised. */
  runNow(): Promise<RunResult>;
  /** No run starts after this; resolves once the one in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Runs the rules every `intervalMs`, the first time after `firstRunMs`; a run never overlaps the
 * previous one (a slow run delays the next instead). Errors are logged and the next run tries again.
 */
export function startScheduler(options: SchedulerOptions): Scheduler {
  const { log } = options;
  let running: Promise<RunResult> | null = null;
  let stopped = false;

  const run = (): Promise<RunResult> => {
    const previous = running ?? Promise.resolve(undefined);
    const next: Promise<RunResult> = previous
      .catch(() => undefined)
      .then(() => runScheduledRules(options))
      .then((result) => {
        if (result.raised > 0) log.info(`[events] the scheduler raised ${result.raised} events`, result);
        return result;
      })
      .finally(() => {
        if (running === next) running = null;
      });
    running = next;
    return next;
  };
  const tick = () => {
    if (stopped || running) return;
    run().catch((error: unknown) =>
      log.error('[events] the scheduler’s run failed; the next one retries', error),
    );
  };

  const first = setTimeout(tick, options.firstRunMs ?? 10_000);
  const timer = setInterval(tick, options.intervalMs ?? 5 * 60_000);
  first.unref();
  timer.unref();
  return {
    runNow: () => {
      if (stopped) return Promise.reject(new Error('the scheduler is stopped'));
      return run();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
