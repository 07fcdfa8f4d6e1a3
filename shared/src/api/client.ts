import type * as z from 'zod/mini';
import { boundPage } from '../entities/caps';
import { ApiError, InvalidResponseError, isAbortError, NetworkError } from './errors';
import { MAX_ANSWER_BYTES } from './large-answer';
import type { PageLinks } from './link-header';
import { parseLinkHeader } from './link-header';
import { type BodyParts, readBody } from './read-body';

/** A Standard Schema's result, as a schema that validates synchronously (every entity schema) gives it. */
type StandardResult = Awaited<ReturnType<z.core.$ZodType['~standard']['validate']>>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A query or form value. Arrays are sent as `key[]`; null and undefined are left out. */
export type ParamValue = string | number | boolean | null | undefined;
export type ParamTree = ParamValue | readonly ParamTree[] | { readonly [key: string]: ParamTree };
export type Params = { readonly [key: string]: ParamTree };

export interface RequestOptions<T> {
  /** Query parameters; arrays become `key[]=a&key[]=b`. */
  query?: Params;
  /** A JSON body (application/json): the body of every API write, which every server reads. */
  json?: unknown;
  /**
   * A form body (application/x-www-form-urlencoded); arrays as `key[]`, objects as `key[sub]`.
   * Only for the OAuth endpoints, which RFC 6749 defines with form bodies: some Mastodon-API
   * servers refuse form bodies elsewhere (votes, lists).
   */
  form?: Params;
  /** A multipart body, sent as is (the browser sets the boundary). */
  body?: FormData;
  /** Reads the reply; a reply it rejects is an InvalidResponseError. Without it, data is the JSON. */
  schema?: z.core.$ZodType<T>;
  /** Sent as the `Idempotency-Key` header (posting statuses). */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Extra headers. */
  headers?: Record<string, string>;
  /** 'text' gives the body as a string (static HTML such as the terms of service); default 'json'. */
  responseType?: 'json' | 'text';
  /**
   * Gives up after this long with a NetworkError (the spec's connection error, with a Retry where
   * it is shown). Default REQUEST_TIMEOUT_MS; uploads (a multipart `body`) have none; 0 for none.
   */
  timeoutMs?: number;
  /**
   * The bearer token to send instead of the session's: checking a stored token before the session
   * holds it (verify_credentials at start-up). Sent only to the client's own origin, like the
   * session's token, and a GET with it takes an early answer sent with the same token.
   */
  token?: string;
}

/** A request that never answers fails after this long instead of spinning forever. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** How long an early answer (`prefetch`) waits for its taker: a first page older is not news. */
export const EARLY_REQUEST_TTL_MS = 15_000;

export interface ApiResponse<T> {
  data: T;
  status: number;
  /** The query parameters of the Link header's next and prev pages, e.g. `{ max_id: '123' }`. */
  links: PageLinks;
}

export type TokenGetter = () => string | null | undefined;

export interface ApiClientConfig {
  /** The server's address ('' means the page's own origin). */
  baseUrl: string;
  /** The bearer token to send, if any; asked on every request. */
  getToken: TokenGetter;
  /** For tests: the fetch to use (default: the global one, looked up on each request). */
  fetch?: typeof fetch;
}

export interface ApiClient {
  request<T = unknown>(
    method: HttpMethod,
    path: string,
    options?: RequestOptions<T>,
  ): Promise<ApiResponse<T>>;
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<ApiResponse<T>>;
  post<T = unknown>(path: string, options?: RequestOptions<T>): Promise<ApiResponse<T>>;
  put<T = unknown>(path: string, options?: RequestOptions<T>): Promise<ApiResponse<T>>;
  patch<T = unknown>(path: string, options?: RequestOptions<T>): Promise<ApiResponse<T>>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<ApiResponse<T>>;
  /** The address requests are resolved against (absolute). */
  readonly baseUrl: string;
  /**
   * Sends a GET now whose answer the first identical GET (same address, same token) takes over,
   * instead of asking again: start-up asks the route's first page before the screen that reads it
   * has loaded (decision 0016). An answer nobody takes within EARLY_REQUEST_TTL_MS is dropped; a
   * failed one is asked again by its taker. `token` is the one the taker will send (the stored
   * token is sent before the session is restored).
   */
  prefetch?(path: string, options?: { query?: Params; token?: string | null }): void;
  /**
   * As `prefetch`, for a GET already sent by other means (the shell's entry sends the start-up
   * requests before this client exists): `response` is handed to the first identical GET sent
   * with `token` (none by default). Ignored for another origin's address.
   */
  adopt?(path: string, response: Promise<Response>, token?: string | null): void;
  /**
   * Resolves once no request that carried the user's token is still on its way, or after
   * `maxMs`: logout revokes the token only then, so no request reaches the server with it dead.
   */
  tokenRequestsSettled?(maxMs: number): Promise<void>;
}

/** Flattens nested params into `[key, value]` pairs with Rails-style brackets. */
export function flattenParams(params: Params, prefix = ''): [string, string][] {
  const pairs: [string, string][] = [];
  const add = (key: string, value: ParamTree): void => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) {
      for (const item of value as readonly ParamTree[]) add(`${key}[]`, item);
    } else if (typeof value === 'object') {
      for (const [sub, subValue] of Object.entries(value as Params)) add(`${key}[${sub}]`, subValue);
    } else {
      pairs.push([key, String(value)]);
    }
  };
  for (const [key, value] of Object.entries(params)) add(prefix ? `${prefix}[${key}]` : key, value);
  return pairs;
}

function pageOrigin(): string {
  const location = (globalThis as { location?: { origin?: string } }).location;
  return location?.origin && location.origin !== 'null' ? location.origin : 'http://localhost';
}

/** The absolute base address: `baseUrl`, or the page's origin when it is ''. */
function resolveBase(baseUrl: string): URL {
  return new URL(baseUrl || pageOrigin(), pageOrigin());
}

/**
 * An absolute URL (or a protocol-relative `//host/...`) is used as is; a path is put under the
 * base's own path prefix, so a server living under `/social` gets `/social/api/v1/...`.
 */
function resolveUrl(path: string, base: URL): URL {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return new URL(path, base);
  const prefix = base.pathname.replace(/\/+$/, '');
  return new URL(`${prefix}${path.startsWith('/') ? '' : '/'}${path}`, base.origin);
}

/**
 * Creates an API client: a thin typed layer over fetch. The bearer token goes only to the
 * origin of `baseUrl`, never to another server a caller may name with an absolute URL.
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  let tokenRequests = 0;
  const idle: Array<() => void> = [];
  // In-flight early GETs by address and token: a hand-off of one request, never a cache of data.
  const early = new Map<string, Promise<Response>>();
  const earlyKey = (href: string, token: string | null) => `${token ?? ''} ${href}`;

  function prefetch(path: string, options: { query?: Params; token?: string | null } = {}): void {
    const base = resolveBase(config.baseUrl);
    const url = resolveUrl(path, base);
    if (url.origin !== base.origin) return;
    if (options.query) for (const [k, v] of flattenParams(options.query)) url.searchParams.append(k, v);
    const token = options.token ?? null;
    const key = earlyKey(url.href, token);
    if (early.has(key)) return;
    const headers = new Headers({ Accept: 'application/json' });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const doFetch = config.fetch ?? globalThis.fetch;
    const response = doFetch(url.href, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    response.catch(() => undefined);
    early.set(key, response);
    setTimeout(() => {
      if (early.get(key) === response) early.delete(key);
    }, EARLY_REQUEST_TTL_MS);
  }

  function adopt(path: string, response: Promise<Response>, token: string | null = null): void {
    const base = resolveBase(config.baseUrl);
    const url = resolveUrl(path, base);
    if (url.origin !== base.origin) return;
    const key = earlyKey(url.href, token);
    if (early.has(key)) return;
    response.catch(() => undefined);
    early.set(key, response);
    setTimeout(() => {
      if (early.get(key) === response) early.delete(key);
    }, EARLY_REQUEST_TTL_MS);
  }

  /** The early answer for this GET, once; null when there is none or it failed (ask again). */
  async function takeEarly(
    href: string,
    token: string | null,
    signal: AbortSignal,
  ): Promise<Response | null> {
    const key = earlyKey(href, token);
    const pending = early.get(key);
    if (!pending) return null;
    early.delete(key);
    const aborted = new Promise<never>((_, reject) => {
      const abort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      if (signal.aborted) abort();
      else signal.addEventListener('abort', abort, { once: true });
    });
    return Promise.race([pending.catch(() => null), aborted]);
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions<T> = {},
  ): Promise<ApiResponse<T>> {
    const base = resolveBase(config.baseUrl);
    const url = resolveUrl(path, base);
    if (options.query) for (const [k, v] of flattenParams(options.query)) url.searchParams.append(k, v);

    const headers = new Headers(options.headers);
    const wantsText = options.responseType === 'text';
    if (!headers.has('Accept')) headers.set('Accept', wantsText ? '*/*' : 'application/json');
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      body = options.body;
    } else if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    } else if (options.form !== undefined) {
      headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
      body = new URLSearchParams(flattenParams(options.form)).toString();
    }
    if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
    const token = options.token ?? config.getToken();
    const carriesToken = Boolean(token && url.origin === base.origin);
    if (carriesToken) headers.set('Authorization', `Bearer ${token}`);

    const doFetch = config.fetch ?? globalThis.fetch;
    const timeoutMs = options.timeoutMs ?? (options.body !== undefined ? 0 : REQUEST_TIMEOUT_MS);
    // The deadline aborts the request through its own controller, so a caller's abort still reads
    // as an abort and a deadline as a connection error.
    const deadline = new AbortController();
    let timedOut = false;
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            deadline.abort();
          }, timeoutMs)
        : undefined;
    const onCallerAbort = () => deadline.abort();
    options.signal?.addEventListener('abort', onCallerAbort);
    if (options.signal?.aborted) deadline.abort();
    let response: Response;
    let parts: BodyParts;
    if (carriesToken) tokenRequests++;
    try {
      const init: RequestInit = { method, headers, signal: deadline.signal };
      if (body !== undefined) init.body = body;
      const handedOver =
        method === 'GET' && early.size > 0 && !wantsText && !options.headers
          ? await takeEarly(url.href, carriesToken ? (token ?? null) : null, deadline.signal)
          : null;
      response = handedOver ?? (await doFetch(url.href, init));
      parts = await readBody(response, { query: options.query, wantsText });
    } catch (error) {
      if (timedOut)
        throw new NetworkError(`No answer within ${Math.round(timeoutMs / 1000)} s`, { cause: error });
      if (isAbortError(error)) throw error;
      throw new NetworkError(error instanceof Error ? error.message : 'Network error', { cause: error });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
      if (carriesToken && --tokenRequests === 0) for (const done of idle.splice(0)) done();
    }

    const { json, text, isJson } = parts;
    if (parts.tooLarge)
      throw new InvalidResponseError(
        response.status,
        '',
        `the answer is larger than ${MAX_ANSWER_BYTES >> 20} MB`,
      );
    if (!response.ok) throw new ApiError(response.status, isJson ? json : text);

    const links = parseLinkHeader(response.headers.get('Link'));
    if (wantsText) return { data: text as T, status: response.status, links };
    if (!isJson && text.trim() !== '') {
      throw new InvalidResponseError(response.status, text, 'the body is not JSON');
    }
    // A list answer is bounded where it enters: at most the page asked for, repeats dropped (caps.ts).
    let data: unknown = method === 'GET' ? boundPage(json, options.query) : json;
    if (options.schema) {
      // Through the schema's Standard Schema interface, so that the client itself needs no schema
      // library (@murmur/shared/core): a caller that passes a schema has it loaded.
      const parsed = options.schema['~standard'].validate(data) as StandardResult;
      if (parsed.issues) {
        const issue = parsed.issues[0];
        const path = issue?.path?.map((part) => (typeof part === 'object' ? part.key : part)).join('.');
        const where = issue ? `${path || '(root)'}: ${issue.message}` : 'schema mismatch';
        throw new InvalidResponseError(response.status, json, where);
      }
      data = parsed.value;
    }
    return { data: data as T, status: response.status, links };
  }

  const tokenRequestsSettled = (maxMs: number): Promise<void> =>
    tokenRequests === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          idle.push(resolve);
          setTimeout(resolve, maxMs);
        });

  return {
    prefetch,
    adopt,
    tokenRequestsSettled,
    get baseUrl() {
      return resolveBase(config.baseUrl).href;
    },
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options),
    put: (path, options) => request('PUT', path, options),
    patch: (path, options) => request('PATCH', path, options),
    delete: (path, options) => request('DELETE', path, options),
  };
}

// The page-wide client. Its configuration is mutable so that a module which took the client at
// load time keeps working after the shell configures the server and signs in.
const pageConfig: ApiClientConfig = { baseUrl: '', getToken: () => null };
const pageClient = createApiClient({
  get baseUrl() {
    return pageConfig.baseUrl;
  },
  getToken: () => pageConfig.getToken(),
  get fetch() {
    return pageConfig.fetch;
  },
});

/** The page-wide API client (same origin and no token until the shell configures it). */
export function getApiClient(): ApiClient {
  return pageClient;
}

/** Sets the server and token source of the page-wide client (the shell does this at start-up). */
export function configureApiClient(config: ApiClientConfig): void {
  pageConfig.baseUrl = config.baseUrl;
  pageConfig.getToken = config.getToken;
  if (config.fetch) pageConfig.fetch = config.fetch;
  else delete pageConfig.fetch;
}
