// The pure parts of bench-events.mjs: which event belongs to which posted milestone, and the
// percentiles and duplicate count it reports. Kept apart so they are tested without a server.

/**
 * Whether `datos` (an event's data, as a notification or a webhook body carries it) was raised by
 * `post`: the same shipment, and the post's milestone time (SALIDA / LLEGADA / ENTREGA carry it as
 * `fechaHito`) or its new estimate (CAMBIO_ETA as `etaNueva`, RETRASO as `estimada`).
 */
export function raisedBy(datos, post) {
  if (!datos || datos.numeroPartida !== post.numeroPartida) return false;
  return (
    datos.fechaHito === post.fecha || datos.etaNueva === post.estimada || datos.estimada === post.estimada
  );
}

/** The nearest-rank percentile `p` (0–100) of `values`; null when there are none. */
export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** p50, p95 and max of the times in ms, rounded to the ms; `missing`: posts never seen. */
export function latencySummary(times) {
  const seen = times.filter((t) => t !== null);
  const round = (v) => (v === null ? null : Math.round(v));
  return {
    count: seen.length,
    missing: times.length - seen.length,
    p50Ms: round(percentile(seen, 50)),
    p95Ms: round(percentile(seen, 95)),
    maxMs: round(seen.length ? Math.max(...seen) : null),
  };
}

/** Deliveries received and how many repeated a `webhook-id` already received (at least once). */
export function deliveryCount(messageIds) {
  return { deliveries: messageIds.length, duplicates: messageIds.length - new Set(messageIds).size };
}

const ms = (value) => (value === null ? '—' : `${Math.round(value).toLocaleString('en-US')} ms`);

/** The rows of `pnpm bench`'s table for bench-events.mjs's figures (the columns of bench-table.mjs). */
export function eventsRows(events) {
  const row = (figure, measured, ok = null, target = '—') => ({
    figure,
    measured,
    reference: '—',
    ratio: '—',
    target,
    met: ok === null ? '—' : ok ? 'yes' : 'NO',
  });
  if (events.error) return [row('events: no figures', events.error)];
  const when = `${events.posts} milestones one at a time, warm API, PGlite`;
  const latency = (s) =>
    `p50 ${ms(s.p50Ms)}, p95 ${ms(s.p95Ms)}, max ${ms(s.maxMs)}${s.missing ? `, ${s.missing} not seen in 15 s` : ''}`;
  const met = (s) => s.missing === 0 && s.p95Ms !== null && s.p95Ms <= events.targetP95Ms;
  const target = `p95 ≤ ${ms(events.targetP95Ms)}`;
  return [
    row(
      `RegistrarHito → in-app notification visible (${when})`,
      latency(events.notification),
      met(events.notification),
      target,
    ),
    row(
      `RegistrarHito → webhook received and verified (${when})`,
      latency(events.webhook),
      met(events.webhook),
      target,
    ),
    row(
      'webhook requests after the start burst (2 events a milestone)',
      `deliveries: ${events.deliveries}, duplicates: ${events.duplicates}`,
      events.duplicates === 0 && events.invalidSignatures === 0,
      '0 duplicates',
    ),
  ];
}
