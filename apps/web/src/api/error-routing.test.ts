import { ApiError, ConnectionError } from '@extranet/sdk';
import { describe, expect, it } from 'vitest';
import { endsSession, errorPageFor } from './error-routing';

const http = (status: number, call = 'tracking.obtenerPartida') =>
  new ApiError(call, { status, code: `HTTP_${status}`, message: 'x' });

describe('where an API failure sends the user', () => {
  it('403 → access denied, 5xx → error, network loss → no connection', () => {
    expect(errorPageFor(http(403))).toBe('/access-denied');
    expect(errorPageFor(http(500))).toBe('/error');
    expect(errorPageFor(http(503))).toBe('/error');
    expect(errorPageFor(new ConnectionError('tracking.obtenerPartida', 'down'))).toBe('/no-connection');
  });
  it('leaves 4xx input errors and 401 (handled by onUnauthorized) to the screen', () => {
    expect(errorPageFor(http(400))).toBeNull();
    expect(errorPageFor(http(404))).toBeNull();
    expect(errorPageFor(http(401))).toBeNull();
    expect(errorPageFor(new Error('bug'))).toBeNull();
  });
  it('ends the session on 401, except where 401 means wrong credentials', () => {
    expect(endsSession(http(401))).toBe(true);
    expect(endsSession(http(401, 'validacion.login'))).toBe(false);
    expect(endsSession(http(401, 'validacion.cambiarContrasena'))).toBe(false);
    expect(errorPageFor(http(500, 'validacion.login'))).toBeNull();
  });
});
