import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { type EarlyChunks, earlyCallKey, startEarlyCalls } from '../src/areas/monitor/early-calls.ts';

// Builds `assets/early-calls-<hash>.js`, a classic script (about 2 KB brotli, mostly its list of chunks) that index.html
// loads `async` before everything else: it starts a signed-in visit's first calls while the app's
// code downloads, and on `/` the modulepreload of the route's lazy chunks (src/areas/monitor/
// early-calls.ts). A file, not an inline script: the API's Content-Security-Policy allows 'self' only.

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = NonNullable<IndexHtmlTransformContext['chunk']>;

/** The lazy modules `/` renders with: the guarded layout, the monitor screen, and the SDK chunk. */
const ROUTE_MODULES = [
  '/src/routes/_app.tsx?tsr-split=component',
  '/src/areas/monitor/screen.tsx?tsr-split=component',
  '/src/api/api.ts',
];

const cssOf = (chunk: Chunk): string[] => [
  ...((chunk as Chunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []),
];

/** The chunks (and their stylesheets) these modules load that the entry does not already preload. */
export function routeChunks(bundle: Bundle, entry: Chunk, base = '/'): EarlyChunks {
  const chunks = new Map<string, Chunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  const closure = (roots: Chunk[]) => {
    const seen = new Set<string>();
    const visit = (chunk: Chunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const name of chunk.imports) {
        const imported = chunks.get(name);
        if (imported) visit(imported);
      }
    };
    roots.forEach(visit);
    return seen;
  };
  const loaded = closure([entry]);
  const roots = [...chunks.values()].filter((chunk) =>
    ROUTE_MODULES.some((id) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(id)),
  );
  if (roots.length !== ROUTE_MODULES.length) {
    throw new Error(`early-calls: found ${roots.length} of the route's chunks (${ROUTE_MODULES.join(', ')})`);
  }
  // The catalogs' URLs (`assets/i18n/<locale>.json?v=<hash>`), as the entry's code names them.
  const catalogs: Record<string, string> = {};
  for (const name of loaded) {
    for (const match of chunks.get(name)!.code.matchAll(/assets\/i18n\/([a-z]{2})\.json\?v=[\w-]+/g))
      catalogs[match[1]!] = `${base}${match[0]}`;
  }
  if (!catalogs.en) throw new Error('early-calls: the entry names no catalog URL (assets/i18n/en.json?v=…)');
  const loadedCss = new Set([...loaded].flatMap((name) => cssOf(chunks.get(name)!)));
  const needed = [...closure(roots)].filter((name) => !loaded.has(name));
  return {
    js: needed.map((name) => `${base}${name}`),
    css: [...new Set(needed.flatMap((name) => cssOf(chunks.get(name)!)))]
      .filter((name) => !loadedCss.has(name))
      .map((name) => `${base}${name}`),
    catalogs,
  };
}

/** The script's text: the function's own source, called with the chunks and the key function. */
export const earlyCallsScript = (chunks: EarlyChunks): string =>
  `(${startEarlyCalls.toString()})(window, ${JSON.stringify(chunks)}, ${earlyCallKey.toString()});\n`;

export function earlyCalls(): Plugin {
  let outDir = '';
  let base = '/';
  let script: { fileName: string; source: string } | undefined;
  return {
    name: 'extranet-early-calls',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const source = earlyCallsScript(routeChunks(bundle, chunk, base));
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        script = { fileName: `assets/early-calls-${hash}.js`, source };
        // First in <head>: requested before the entry's chunks and stylesheets, run when it arrives.
        return [
          {
            tag: 'script',
            attrs: { async: true, src: `${base}${script.fileName}`, fetchpriority: 'high' },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
    writeBundle() {
      if (!script) throw new Error('early-calls: index.html was not transformed');
      mkdirSync(path.join(outDir, 'assets'), { recursive: true });
      writeFileSync(path.join(outDir, script.fileName), script.source);
    },
  };
}
