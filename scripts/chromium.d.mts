// Types of chromium.mjs for the TypeScript that imports it (the browser tests' global setup).
/** Path of the Chromium binary (CHROMIUM_PATH, else Debian's /usr/bin/chromium). */
export declare const CHROMIUM: string;
/** Flags that keep Chromium off a network this machine does not have. */
export declare const CHROMIUM_FLAGS: readonly string[];
