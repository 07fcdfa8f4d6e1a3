// The few service worker types Murmur uses. The project compiles against the DOM library, which
// cannot be combined with the WebWorker one, so the worker names what it touches here.

export interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown; text(): string } | null;
}

export interface NotificationEventLike extends ExtendableEventLike {
  notification: Notification;
}

export interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}

export interface ExtendableMessageEventLike extends ExtendableEventLike {
  data: unknown;
}

export interface WindowClientLike {
  url: string;
  focused?: boolean;
  visibilityState?: DocumentVisibilityState;
  focus(): Promise<WindowClientLike>;
  postMessage(message: unknown): void;
}

export interface WorkerScope {
  registration: ServiceWorkerRegistration;
  location: Location;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<WindowClientLike | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEventLike) => void): void;
}

/** The message a click on a notification sends an open Murmur tab: go to `url` in the page. */
export const NAVIGATE_MESSAGE = 'murmur/navigate';
