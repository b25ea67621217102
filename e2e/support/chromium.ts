/**
 * Debian's Chromium as the e2e suite and the web bench launch it (../shared/STACK-NOTES.md):
 * headless, no sandbox (root in a container), and nothing that reaches for the network.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
