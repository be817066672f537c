import { createHash } from 'node:crypto';
import { createCompiledCatalog, createMissingErrorMessage, getCatalogs } from '@lingui/cli/api';
import type { LinguiConfigNormalized } from '@lingui/conf';
import type { Plugin } from 'vite';

// Serves the compiled Lingui catalogs as `assets/i18n/<locale>.json`: emitted into the
// build, served by the dev server, and fetched by the app for the active language only
// (src/i18n/i18n.ts). The virtual module `virtual:i18n-catalogs` gives their URLs with a content
// hash as cache buster.

const VIRTUAL_ID = 'virtual:i18n-catalogs';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export interface I18nAssetsOptions {
  /** Fail when a locale misses a translation (the build uses it; dev shows the English fallback). */
  failOnMissing?: boolean;
}

export function i18nAssets(config: LinguiConfigNormalized, options: I18nAssetsOptions = {}): Plugin {
  let isBuild = false;

  async function compile(locale: string): Promise<string> {
    const catalogs = await getCatalogs(config);
    const merged: Record<string, string> = {};
    for (const catalog of catalogs) {
      const { messages, missing } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales || {},
        sourceLocale: config.sourceLocale || 'en',
      });
      if (options.failOnMissing && isBuild && missing.length > 0) {
        throw new Error(createMissingErrorMessage(locale, missing, 'loader'));
      }
      Object.assign(merged, messages);
    }
    const { source, errors } = createCompiledCatalog(locale, merged, { namespace: 'json' });
    if (errors.length > 0) {
      throw new Error(`Lingui: ${errors.length} message(s) of '${locale}' do not compile: ${errors[0]?.id}`);
    }
    return source;
  }

  const hash = (source: string) => createHash('sha256').update(source).digest('hex').slice(0, 10);

  return {
    name: 'extranet-i18n-assets',
    configResolved(resolved) {
      isBuild = resolved.command === 'build';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const urls: Record<string, string> = {};
      for (const locale of config.locales) {
        const source = await compile(locale);
        urls[locale] = `assets/i18n/${locale}.json?v=${hash(source)}`;
        if (isBuild) {
          this.emitFile({ type: 'asset', fileName: `assets/i18n/${locale}.json`, source });
        }
      }
      return `export const catalogUrls = ${JSON.stringify(urls)};`;
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const match = /\/assets\/i18n\/([a-z]{2})\.json(\?.*)?$/.exec(req.url ?? '');
        if (!match?.[1] || !config.locales.includes(match[1])) return next();
        try {
          const source = await compile(match[1]);
          res.setHeader('content-type', 'application/json');
          res.setHeader('cache-control', 'no-cache');
          res.end(source);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
