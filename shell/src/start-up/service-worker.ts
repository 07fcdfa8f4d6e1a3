/** The service worker the shell serves from public/ (spec 1 section 7: /sw-{ext}.js). */
export const SERVICE_WORKER_PATH = '/sw-pleroma.js';

/**
 * Registers the service worker in production builds where the browser supports it. A failure is
 * logged and ignored: the worker only helps (push notifications later), nothing depends on it.
 */
export function registerServiceWorker(
  production = process.env.NODE_ENV === 'production',
  nav: Navigator = navigator,
): Promise<boolean> {
  if (!production || !('serviceWorker' in nav) || !window.isSecureContext) return Promise.resolve(false);
  return nav.serviceWorker.register(SERVICE_WORKER_PATH).then(
    () => true,
    (error: unknown) => {
      console.warn('[murmur] the service worker could not be registered', error);
      return false;
    },
  );
}
