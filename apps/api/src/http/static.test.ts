import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { mountWebApp, shellLocale } from './static';

// The web app's files as the API serves them: the precompressed copies of the build, and /login's
// static sign-in page in the visitor's language in front of #root.

const webDist = mkdtempSync(join(tmpdir(), 'extranet-static-'));
mkdirSync(join(webDist, 'assets'));
mkdirSync(join(webDist, 'shell'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><title>Extranet</title><link rel="stylesheet" crossorigin href="/assets/index-1.css"><div id="root"></div></html>',
);
writeFileSync(join(webDist, 'shell', 'login.en.html'), '<div id="shell">Sign in</div>');
writeFileSync(join(webDist, 'shell', 'login.es.html'), '<div id="shell">Iniciar sesión</div>');
const script = 'console.log("app");'.repeat(100);
writeFileSync(join(webDist, 'assets', 'index-4f9a2c1b.js'), script);
writeFileSync(join(webDist, 'assets', 'index-4f9a2c1b.js.gz'), gzipSync(script));
writeFileSync(join(webDist, 'assets', 'index-4f9a2c1b.js.br'), brotliCompressSync(script));

const app = new Hono<AppEnv>();
mountWebApp(app, webDist);

describe('shellLocale', () => {
  it("takes the most preferred language the app has, by q-value, else English (the app's rule)", () => {
    expect(shellLocale('es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(shellLocale('fr-FR, es;q=0.5, en;q=0.7')).toBe('en');
    expect(shellLocale('de-DE,de;q=0.9')).toBe('en');
    expect(shellLocale('ES-mx')).toBe('es');
    expect(shellLocale('es;q=0, en')).toBe('en');
    expect(shellLocale(undefined)).toBe('en');
  });
});

describe('the web app', () => {
  it("puts the static sign-in page in the visitor's language in front of #root on /login only", async () => {
    const spanish = await app.request('/login?redirect=%2F', {
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    });
    const html = await spanish.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<div id="shell">Iniciar sesión</div><div id="root"></div>');
    expect(spanish.headers.get('vary')).toMatch(/accept-language/i);
    const english = await (await app.request('/login')).text();
    expect(english).toContain('<div id="shell">Sign in</div><div id="root">');
    const elsewhere = await (await app.request('/signup', { headers: { 'accept-language': 'es' } })).text();
    expect(elsewhere).not.toContain('id="shell"');
    expect(elsewhere).toContain('<html lang="en">');
  });

  it("preloads the app's stylesheets on /login (the sign-in page styles itself), and links them elsewhere", async () => {
    const login = await (await app.request('/login')).text();
    expect(login).toContain(
      '<link rel="preload" as="style" data-deferred-style crossorigin href="/assets/index-1.css">',
    );
    expect(login).not.toContain('rel="stylesheet"');
    const elsewhere = await (await app.request('/tracking')).text();
    expect(elsewhere).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it('serves the brotli copy of a file when the browser takes it, else the gzip one, else the file', async () => {
    const brotli = await app.request('/assets/index-4f9a2c1b.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(brotli.headers.get('content-length'))).toBeLessThan(script.length);
    const gzipped = await app.request('/assets/index-4f9a2c1b.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const plain = await app.request('/assets/index-4f9a2c1b.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('has the HTML revalidated (it names the hashed files of the current build)', async () => {
    const page = await app.request('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });
});
