import { eq } from 'drizzle-orm';
import type { AppDeps } from '../core/deps';
import { usuarios, webhooks } from '../db/schema/index';
import { linkBase } from '../mail/invitations';
import { sendMail } from '../mail/outbox';
import { type Resolver, resolveTarget, WebhookTargetError } from './webhooks-address';
import { type ClaimedDelivery, claimDue, recordAttempt, releaseClaim } from './webhooks-queue';
import { deliveryBody, type SendResult, sendSigned } from './webhooks-send';

// The worker every API process runs (server.ts starts and stops it): it polls the outbox, claims a
// batch of due deliveries, checks each URL again (SSRF, DNS rebinding), sends it signed, and records
// the attempt. Polling keeps it on plain SQL that PGlite and PostgreSQL share (no LISTEN/NOTIFY on
// PGlite across processes); a second's poll keeps a new event's delivery within the 2 s target.

export type WorkerDeps = Pick<AppDeps, 'db' | 'env' | 'mailer' | 'log' | 'clock'>;

export interface WorkerOptions {
  /** Pause between polls when the last one found nothing. */
  pollMs?: number;
  /** Deliveries claimed, and sent concurrently, per poll. */
  batch?: number;
  /** Host name resolution (tests inject one). */
  resolve?: Resolver;
}

export interface WebhookWorker {
  /** One poll: claims, sends and records a batch; answers how many were claimed. */
  runOnce(): Promise<number>;
  /** Stops polling, aborts sends in flight (their claims are given back) and waits for them. */
  stop(): Promise<void>;
}

/** Sends one claimed delivery and records the attempt; tells the owner when it disabled the webhook. */
async function deliverOne(
  deps: WorkerDeps,
  delivery: ClaimedDelivery,
  options: WorkerOptions,
  signal: AbortSignal,
): Promise<void> {
  const now = deps.clock();
  let outcome: SendResult;
  try {
    const target = await resolveTarget(delivery.url, {
      allowPrivate: deps.env.webhookAllowPrivate,
      resolve: options.resolve,
    });
    const body = deliveryBody(delivery.datos.tipo, delivery.datos.fecha, delivery.datos);
    outcome = await sendSigned(
      target,
      { id: delivery.idMensaje, secret: delivery.secreto, body },
      now,
      signal,
    );
  } catch (error) {
    if (!(error instanceof WebhookTargetError)) throw error;
    outcome = { status: null, durationMs: 0, error: `url ${error.message}` };
  }
  if (signal.aborted) {
    await releaseClaim(deps.db, delivery);
    return;
  }
  const result = await recordAttempt(deps.db, delivery, outcome, deps.clock());
  if (!result.recorded) {
    deps.log.warn(`[webhooks] delivery ${delivery.id}: claim lapsed before its attempt was recorded`);
  }
  if (result.disabled) await tellOwnerDisabled(deps, delivery.idWebhook);
}

/**
 * Mails the webhook's owner that it was disabled, in their language (there is no in-app event type
 * for it: a notification is about a customer's record).
 */
async function tellOwnerDisabled(deps: WorkerDeps, idWebhook: number): Promise<void> {
  const [owner] = await deps.db
    .select({ correo: usuarios.correo, nombre: usuarios.nombre, idioma: usuarios.idioma, url: webhooks.url })
    .from(webhooks)
    .innerJoin(usuarios, eq(usuarios.id, webhooks.idUsuario))
    .where(eq(webhooks.id, idWebhook));
  if (!owner) return;
  const settings = `${linkBase(deps as AppDeps)}/?preferencias=notificaciones`;
  const message =
    owner.idioma === 'es'
      ? {
          subject: 'Webhook desactivado',
          text: [
            `Hola, ${owner.nombre}:`,
            '',
            `El webhook ${owner.url} ha fallado durante 3 días seguidos y se ha desactivado: ya no recibe avisos.`,
            `Cuando el punto de destino vuelva a responder, regístrelo de nuevo: ${settings}`,
          ].join('\n'),
        }
      : {
          subject: 'Webhook disabled',
          text: [
            `Hello ${owner.nombre},`,
            '',
            `The webhook ${owner.url} failed for 3 days in a row and was disabled: it receives nothing more.`,
            `Once the endpoint answers again, register it anew: ${settings}`,
          ].join('\n'),
        };
  await sendMail(deps, { to: owner.correo, ...message });
}

/** Starts polling (unless `pollMs` is 0: then only `runOnce` moves it, as tests do). */
export function startWebhookWorker(deps: WorkerDeps, options: WorkerOptions = {}): WebhookWorker {
  const pollMs = options.pollMs ?? 1_000;
  const batch = options.batch ?? 8;
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  const runOnce = async (): Promise<number> => {
    const claimed = await claimDue(deps.db, deps.clock(), batch);
    await Promise.all(
      claimed.map((delivery) =>
        deliverOne(deps, delivery, options, abort.signal).catch((error: unknown) =>
          deps.log.error(`[webhooks] delivery ${delivery.id} failed unexpectedly`, error),
        ),
      ),
    );
    return claimed.length;
  };

  const tick = () => {
    running = runOnce().catch((error: unknown) => {
      deps.log.error('[webhooks] polling the delivery queue failed', error);
      return 0;
    });
    void running.then((claimed) => {
      running = undefined;
      // A full batch suggests more are due: poll again at once.
      if (!abort.signal.aborted) timer = setTimeout(tick, claimed >= batch ? 0 : pollMs);
    });
  };
  if (pollMs > 0) timer = setTimeout(tick, pollMs);

  return {
    runOnce,
    async stop() {
      abort.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
