/// <reference types="vite/client" />

declare module 'virtual:i18n-catalogs' {
  /** URL (relative to the base) of each locale's compiled catalog, with a content hash. */
  export const catalogUrls: Record<string, string>;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
