import type { EngineName } from './drivers';

/**
 * Ports of the cross-engine suite, apart from the Chromium journeys' (support/ports.ts) and
 * `npm start`'s: engine i (Firefox 0, WebKit 1) has the dev instance on the base + i, the gateway on
 * the base + i, and WebKitWebDriver (WebKit only) on the gateway base + 50 + i.
 */
const DEV_INSTANCE_BASE = Number(process.env.E2E_ENGINES_DEV_INSTANCE_PORT ?? 4160);
const GATEWAY_BASE = Number(process.env.E2E_ENGINES_GATEWAY_PORT ?? 8360);

const indexOf = (engine: EngineName) => (engine === 'firefox' ? 0 : 1);

export const devInstancePortOf = (engine: EngineName) => DEV_INSTANCE_BASE + indexOf(engine);
export const gatewayPortOf = (engine: EngineName) => GATEWAY_BASE + indexOf(engine);
export const webDriverPortOf = (engine: EngineName) => GATEWAY_BASE + 50 + indexOf(engine);
export const devInstanceUrlOf = (engine: EngineName) => `http://127.0.0.1:${devInstancePortOf(engine)}`;
export const baseUrlOf = (engine: EngineName) => `http://localhost:${gatewayPortOf(engine)}`;
