import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
// http_ece has no types of its own (dev-instance/src/push/http-ece.d.ts declares its decrypt).
import { decrypt } from 'http_ece';

/**
 * A push service on loopback, standing in for the browser's (Chromium's cannot be reached from
 * here, and headless Chromium refuses `PushManager.subscribe`). It keeps what the dev instance
 * sends, RFC 8291-encrypted and VAPID-signed, and decrypts it with the subscriber's keys, which
 * the journey made: what a real push service hands the browser, which then decrypts it itself.
 */
export class FakePushService {
  readonly received: { path: string; authorization: string; payload: string }[] = [];
  private server: Server | null = null;
  /** The subscriber's keys (RFC 8291): a P-256 pair and a 16-byte auth secret. */
  private readonly ecdh = createECDH('prime256v1');
  readonly auth = randomBytes(16).toString('base64url');

  constructor(readonly port: number) {
    this.ecdh.generateKeys();
  }

  get p256dh(): string {
    return this.ecdh.getPublicKey().toString('base64url');
  }

  endpoint(path: string): string {
    return `http://127.0.0.1:${this.port}/${path}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const plain = decrypt(body, {
          version: 'aes128gcm',
          privateKey: this.ecdh,
          authSecret: this.auth,
        }) as Buffer;
        this.received.push({
          path: req.url ?? '',
          authorization: String(req.headers.authorization ?? ''),
          payload: plain.toString('utf8'),
        });
        res.statusCode = 201;
        res.end();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /**
   * Makes the page's PushManager hand out a subscription to this service with the journey's
   * keys (the browser's own subscribe is refused in headless Chromium). Everything around it is
   * the real thing: the permission, the service worker, the POST to the server, the server's
   * encrypted delivery, and the worker's push event.
   */
  async stubBrowserSubscription(context: BrowserContext, path: string): Promise<void> {
    await context.addInitScript(
      ({ endpoint, p256dh, auth }) => {
        let current: unknown = null;
        const make = (key: null) => ({
          endpoint,
          expirationTime: null,
          options: { applicationServerKey: key, userVisibleOnly: true },
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        });
        // The key is not kept: a subscription without one is taken as made with the server's.
        PushManager.prototype.subscribe = async () => {
          current = make(null);
          return current as PushSubscription;
        };
        PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
      },
      { endpoint: this.endpoint(path), p256dh: this.p256dh, auth: this.auth },
    );
  }
}

/** The service worker's registration id for the page's origin, through the DevTools protocol. */
export async function serviceWorkerRegistration(
  page: Page,
): Promise<{ cdp: CDPSession; registrationId: string }> {
  const cdp = await page.context().newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      const origin = new URL(page.url()).origin;
      const ours = event.registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(origin));
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await found };
}

/** Hands a push message to the page's service worker, as the browser does when one arrives. */
export async function deliverPush(page: Page, data: string): Promise<void> {
  const { cdp, registrationId } = await serviceWorkerRegistration(page);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId,
    data,
  });
  await cdp.detach();
}

/** The notifications the service worker shows now. */
export function shownNotifications(page: Page): Promise<{ title: string; body: string; tag: string }[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
  });
}
