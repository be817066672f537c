import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import type { LinguiConfigNormalized } from '@lingui/conf';
import type { Plugin } from 'vite';

// Writes `shell/login.<locale>.html` into the build: /login as static HTML in each language, which
// the API serves in front of #root (apps/api/src/http/static.ts) so that a phone draws the sign-in
// page with the HTML instead of after the JavaScript, the catalog and the route's chunks. The
// template (login-shell.html) names its texts by their English source, `{{Sign in}}` (HTML-escaped); the catalogs
// give their translations, so the shell cannot say something the page does not.

const MESSAGE = /\{\{(.+?)\}\}/g;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const unescapeHtml = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** A catalog message as HTML: its one link placeholder (`<0>…</0>`) becomes the shell's link. */
const messageHtml = (message: string) =>
  escapeHtml(message).replace(/&lt;0&gt;(.*?)&lt;\/0&gt;/g, '<span class="link">$1</span>');

/** The template with every `{{source}}` replaced by its translation in `locale`; throws on a miss. */
export async function renderLoginShell(
  template: string,
  config: LinguiConfigNormalized,
  locale: string,
): Promise<string> {
  const translations = new Map<string, string>();
  for (const catalog of await getCatalogs(config)) {
    for (const entry of Object.values(await catalog.read(locale))) {
      if (entry.message) translations.set(entry.message, entry.translation || entry.message);
    }
  }
  return template.replace(MESSAGE, (_, escaped: string) => {
    const source = unescapeHtml(escaped);
    const translated = translations.get(source);
    if (translated === undefined) {
      throw new Error(`login-shell.html: "${source}" is not a message of the '${locale}' catalog`);
    }
    return messageHtml(translated);
  });
}

export function loginShell(config: LinguiConfigNormalized, webRoot: string): Plugin {
  return {
    name: 'extranet-login-shell',
    apply: 'build',
    async generateBundle() {
      const template = readFileSync(path.join(webRoot, 'login-shell.html'), 'utf8')
        // The leading comment is for whoever edits the template, not for every visitor.
        .replace(/^<!--[\s\S]*?-->\s*/, '');
      for (const locale of config.locales) {
        this.emitFile({
          type: 'asset',
          fileName: `shell/login.${locale}.html`,
          source: await renderLoginShell(template, config, locale),
        });
      }
    },
  };
}
