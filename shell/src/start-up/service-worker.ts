/** The service worker the shell serves from public/ (spec 1 section 7: /sw-{ext}.js). */
export const SERVICE_WORKER_PATH = '/sw-pleroma.js';
/** service-worker/offline-files.ts: the files a page loaded before the worker controlled it. */
const KEEP_FILES_MESSAGE = 'murmur/keep-files';
const LATE_HAND_OVER_MS = 10_000;

/** Every address of this origin the page has loaded so far (scripts, styles, start-up answers). */
function loadedAddresses(): string[] {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return [];
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${window.location.origin}/`));
}

/**
 * Once the worker controls this page, hands it what the page loaded before (a first visit loads
 * everything so), so that the next start works offline too (decision 0121).
 */
function handOverLoadedFiles(container: ServiceWorkerContainer): void {
  const send = () => container.controller?.postMessage({ type: KEEP_FILES_MESSAGE, urls: loadedAddresses() });
  if (container.controller) send();
  else
    container.addEventListener(
      'controllerchange',
      () => {
        send();
        // What was on its way when the worker took over arrives through no worker: once more later
        // (the worker skips what it holds).
        setTimeout(send, LATE_HAND_OVER_MS);
      },
      { once: true },
    );
}

/**
 * Registers the service worker in production builds where the browser supports it. A failure is
 * logged and ignored: the worker helps (push notifications, reading offline), nothing depends on it.
 */
export function registerServiceWorker(
  production = process.env.NODE_ENV === 'production',
  nav: Navigator = navigator,
): Promise<boolean> {
  if (!production || !('serviceWorker' in nav) || !window.isSecureContext) return Promise.resolve(false);
  return nav.serviceWorker.register(SERVICE_WORKER_PATH).then(
    () => {
      handOverLoadedFiles(nav.serviceWorker);
      return true;
    },
    (error: unknown) => {
      console.warn('[murmur] the service worker could not be registered', error);
      return false;
    },
  );
}
