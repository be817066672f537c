import { sendDailyDigests } from './mail';
import type { EventDeps } from './raise';

// When the daily digests go out: from DIGEST_HOUR_UTC on, each process looks every few minutes;
// the first to claim a user's day (resumenes_correo) sends it, the others and later looks find it
// sent. A process started after that hour sends the day's digests at its first look.

export const DIGEST_HOUR_UTC = 7;
const LOOK_EVERY_MS = 5 * 60_000;

/** Whether digests are due at `now`. */
export const digestsDue = (now: Date): boolean => now.getUTCHours() >= DIGEST_HOUR_UTC;

/** Starts looking; returns the function that stops it (on shutdown). */
export function startDigestTimer(deps: EventDeps): () => void {
  let running = false;
  const look = async () => {
    if (running || !digestsDue(deps.clock())) return;
    running = true;
    try {
      const sent = await sendDailyDigests(deps);
      if (sent > 0) deps.log.info(`[events] sent ${sent} daily digest(s)`);
    } catch (error) {
      deps.log.error('[events] sending the daily digests failed; the next look tries again', error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void look(), LOOK_EVERY_MS);
  timer.unref();
  void look();
  return () => clearInterval(timer);
}
