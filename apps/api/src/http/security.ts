import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { secureHeaders } from 'hono/secure-headers';
import { audit } from '../audit';
import { ApiError } from '../core/errors';
import { type AppEnv, requestOrigin } from './context';

/** Security headers on every response, errors and 404s included (the middleware runs outermost). */
export const securityHeaders = (): MiddlewareHandler<AppEnv> =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine sets style attributes at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The Power BI area embeds a report.
      frameSrc: ['https://app.powerbi.com'],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });

// Signed double-submit CSRF token (OWASP): the cookie holds `<random>.<HMAC(random)>`. Browsers
// echo it in X-XSRF-TOKEN on writes; a forged or planted cookie fails the HMAC, and a cross-site
// page can neither read the cookie nor set the header. Requests without the cookie (Node apps)
// carry a bearer token, which a browser never attaches by itself. Not hono/csrf: it only compares
// the Origin and Sec-Fetch-Site headers (of form posts), which proxies and old browsers may not send.

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The MAC key derived from the secret, once per secret (every cookie-less GET is handed a token). */
const csrfKeys = new WeakMap<Buffer, Buffer>();
function csrfKey(secret: Buffer): Buffer {
  let key = csrfKeys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('csrf-token-key').digest();
    csrfKeys.set(secret, key);
  }
  return key;
}
const mac = (key: Buffer, value: string): string =>
  createHmac('sha256', key).update(value).digest('base64url');

export function createCsrfToken(secret: Buffer): string {
  const value = randomBytes(32).toString('base64url');
  return `${value}.${mac(csrfKey(secret), value)}`;
}

export function isValidCsrfToken(token: string, secret: Buffer): boolean {
  const [value, signature, extra] = token.split('.');
  if (!value || !signature || extra !== undefined) return false;
  const expected = Buffer.from(mac(csrfKey(secret), value));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const sameToken = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Checks writes that carry the cookie; hands out a cookie to GETs that have no valid one. */
export const csrfProtection = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const { env } = c.get('deps');
  const cookie = getCookie(c, CSRF_COOKIE);
  const cookieValid = !!cookie && isValidCsrfToken(cookie, env.jwtSecret);
  if (!SAFE_METHODS.has(c.req.method) && cookie !== undefined) {
    const header = c.req.header(CSRF_HEADER);
    if (!cookieValid || !header || !sameToken(header, cookie)) {
      await audit({ ...requestOrigin(c), event: 'CSRF_REJECTED', detail: `${c.req.method} ${c.req.path}` });
      throw new ApiError(
        403,
        'CSRF',
        'The X-XSRF-TOKEN header is missing or does not match the XSRF-TOKEN cookie',
      );
    }
  }
  await next();
  if (c.req.method === 'GET' && !cookieValid) {
    const https =
      new URL(c.req.url).protocol === 'https:' ||
      (env.trustProxy && c.req.header('x-forwarded-proto') === 'https');
    setCookie(c, CSRF_COOKIE, createCsrfToken(env.jwtSecret), {
      path: '/',
      sameSite: 'Strict',
      secure: https,
      httpOnly: false, // the web app reads it to echo it in the header
    });
  }
};
