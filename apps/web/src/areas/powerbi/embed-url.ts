/**
 * The hosts the Content-Security-Policy lets the Power BI area frame (`frame-src` in
 * apps/api/src/http/security.ts). A configured report elsewhere would be blocked by the browser, so
 * the screen says so instead of showing an empty frame.
 */
export const POWER_BI_HOSTS = ['app.powerbi.com'] as const;

export type EmbedCheck =
  | { kind: 'missing' }
  | { kind: 'ok'; url: string }
  | { kind: 'refused'; host: string };

/** Whether the configured report URL can be embedded: https, on an allowed host. */
export function checkEmbedUrl(configured: string | null | undefined): EmbedCheck {
  if (!configured?.trim()) return { kind: 'missing' };
  let url: URL;
  try {
    url = new URL(configured.trim());
  } catch {
    return { kind: 'refused', host: configured.trim() };
  }
  if (url.protocol !== 'https:' || !(POWER_BI_HOSTS as readonly string[]).includes(url.hostname))
    return { kind: 'refused', host: url.host || configured.trim() };
  return { kind: 'ok', url: url.toString() };
}
