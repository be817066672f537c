// Debian's Chromium for the browser benches, and the flags that keep it off a network this machine
// does not have; the browser tests' global setup (apps/web/e2e/global-setup.ts) launches the same.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
