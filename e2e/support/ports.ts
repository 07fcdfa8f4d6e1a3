/** Ports of the test servers, apart from the ones `npm start` uses, so both can run at once. */
export const DEV_INSTANCE_PORT = Number(process.env.E2E_DEV_INSTANCE_PORT ?? 4100);
export const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 8180);
export const DEV_INSTANCE_URL = `http://127.0.0.1:${DEV_INSTANCE_PORT}`;
export const BASE_URL = `http://localhost:${GATEWAY_PORT}`;

/** First port of the extra servers some journeys start themselves (the Akkoma layout server...). */
export const EXTRA_PORT = Number(process.env.E2E_EXTRA_PORT ?? GATEWAY_PORT + 10);
