/**
 * Ports of the test servers, apart from the ones `npm start` uses, so both can run at once.
 *
 * Each Playwright worker has its own dev instance and gateway (journeys change the dev instance's
 * world and reset it), so workers never meet. Worker i (Playwright's TEST_PARALLEL_INDEX, also set
 * in the worker's process) uses the dev instance on the base port + i and the gateway on the base
 * port + 20 i; the extra servers some journeys start themselves use the ten ports after its gateway.
 */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1)));

const DEV_INSTANCE_BASE = Number(process.env.E2E_DEV_INSTANCE_PORT ?? 4100);
const GATEWAY_BASE = Number(process.env.E2E_GATEWAY_PORT ?? 8180);
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const devInstancePortOf = (index: number) => DEV_INSTANCE_BASE + index;
export const gatewayPortOf = (index: number) => GATEWAY_BASE + 20 * index;

export const DEV_INSTANCE_PORT = devInstancePortOf(worker);
export const GATEWAY_PORT = gatewayPortOf(worker);
export const DEV_INSTANCE_URL = `http://127.0.0.1:${DEV_INSTANCE_PORT}`;
export const BASE_URL = `http://localhost:${GATEWAY_PORT}`;

/** First port of the extra servers some journeys start themselves (the Akkoma layout server...). */
export const EXTRA_PORT = Number(process.env.E2E_EXTRA_PORT ?? GATEWAY_PORT + 10) + 20 * worker;
