import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

// The plugins the app and its unit tests share: React with the Lingui macro (Babel, TOOLCHAIN trap 4)
// and the Lingui loader for `.po` imports. Paths are absolute so the configs also work from the root.
const require = createRequire(import.meta.url);
export const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const linguiConfigPath = path.join(webRoot, 'lingui.config.ts');
export const linguiConfig = getConfig({ cwd: webRoot, configPath: linguiConfigPath });

export function reactWithLingui(): PluginOption[] {
  return [
    react({
      babel: {
        plugins: [[require.resolve('@lingui/babel-plugin-lingui-macro'), { linguiConfig }]],
      },
    }),
    lingui({ cwd: webRoot, configPath: linguiConfigPath }),
  ];
}
