import type { EngineName } from './drivers';

/**
 * Ports of the cross-engine suite, apart from the Chromium journeys' (support/ports.ts) and
 * `npm start`'s. By default engine i (Firefox 0, WebKit 1) has the dev instance on the base + i, the
 * gateway on the base + i, and WebKitWebDriver (WebKit only) on the gateway base + 50 + i.
 * `E2E_ENGINES_FIREFOX_PORT` / `E2E_ENGINES_WEBKIT_PORT` give one engine a block of its own instead:
 * the dev instance on that port, the gateway on the next, WebKitWebDriver on the one after.
 */
const DEV_INSTANCE_BASE = Number(process.env.E2E_ENGINES_DEV_INSTANCE_PORT ?? 4160);
const GATEWAY_BASE = Number(process.env.E2E_ENGINES_GATEWAY_PORT ?? 8360);

const indexOf = (engine: EngineName) => (engine === 'firefox' ? 0 : 1);
const blockOf = (engine: EngineName): number | undefined => {
  const own = process.env[`E2E_ENGINES_${engine.toUpperCase()}_PORT`];
  return own ? Number(own) : undefined;
};

export const devInstancePortOf = (engine: EngineName) =>
  blockOf(engine) ?? DEV_INSTANCE_BASE + indexOf(engine);
export const gatewayPortOf = (engine: EngineName) => {
  const block = blockOf(engine);
  return block === undefined ? GATEWAY_BASE + indexOf(engine) : block + 1;
};
export const webDriverPortOf = (engine: EngineName) => {
  const block = blockOf(engine);
  return block === undefined ? GATEWAY_BASE + 50 + indexOf(engine) : block + 2;
};
export const devInstanceUrlOf = (engine: EngineName) => `http://127.0.0.1:${devInstancePortOf(engine)}`;
export const baseUrlOf = (engine: EngineName) => `http://localhost:${gatewayPortOf(engine)}`;
