import {
  type ApiClient,
  ApiError,
  type AuthorizationServer,
  type Instance,
  isAbortError,
  type NodeInfo,
  parseAuthorizationServerAsync,
  parseInstanceAsync,
  parseInstanceV2Async,
  parseNodeInfoAsync,
} from '@murmur/shared/core';
import { initialResult } from './initial-results';
import { nodeInfoPath } from './nodeinfo-path';

// Discovery by the standards first (decision 0021): nodeinfo through /.well-known/nodeinfo, the
// instance through /api/v2/instance then /api/v1/instance, the OAuth server through RFC 8414.
// Pleroma's own files are asked only of Pleroma and Akkoma (see start-up.ts).

/** What a server does not have: recorded, never logged as an error. */
export function isAbsent(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}

/** Another 4xx (but 429) means 'not this call here'; busy or broken servers are start-up's to handle. */
function isRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/**
 * v2 failing in any way but 'busy' (a 500, a proxy's 502 page, a cut or unreadable body, no
 * answer) is asked of v1 instead, as a 404 always was (issue 39): the same faults on v1 alone
 * passed unseen, so v2's must not stop the start. A 429 or 503 (busy) is start-up's to wait out.
 */
function fallsBackToV1(error: unknown): boolean {
  if (isAbortError(error)) return false;
  return !(error instanceof ApiError && (error.status === 429 || error.status === 503));
}

/**
 * The instance: embedded in the page (Akkoma serves its v1 reply there), else v2, else v1. A
 * failure of v1 is start-up's fatal error, as before.
 */
export async function loadInstance(api: ApiClient): Promise<Instance> {
  const embedded = initialResult('/api/v1/instance');
  if (embedded !== undefined) {
    const instance = await parseInstanceAsync(embedded);
    if (instance) return instance;
  }
  try {
    const v2 = await parseInstanceV2Async((await api.get<unknown>('/api/v2/instance')).data);
    if (v2) return v2;
  } catch (error) {
    if (!isRefused(error) && !fallsBackToV1(error)) throw error;
  }
  const v1 = await parseInstanceAsync((await api.get<unknown>('/api/v1/instance')).data);
  if (!v1) throw new Error('/api/v1/instance did not describe an instance');
  return v1;
}

/** Nodeinfo: embedded, else the document /.well-known/nodeinfo links; null when there is none. */
export async function loadNodeInfo(api: ApiClient, absent: string[]): Promise<NodeInfo | null> {
  return (await discoverNodeInfo(api, absent, null)).nodeinfo;
}

/**
 * Nodeinfo as `loadNodeInfo` reads it, with the path the server linked. `rememberedPath`, the path
 * the last start found, is asked beside /.well-known/nodeinfo; its answer is used only when the
 * server still links that path, so a return visit saves a round trip and a moved document is read
 * where it now is.
 */
export async function discoverNodeInfo(
  api: ApiClient,
  absent: string[],
  rememberedPath: string | null,
): Promise<{ nodeinfo: NodeInfo | null; path: string | null }> {
  const embedded = initialResult('/nodeinfo/2.1.json') ?? initialResult('/nodeinfo/2.0.json');
  if (embedded !== undefined) return { nodeinfo: await parseNodeInfoAsync(embedded), path: null };
  const early = rememberedPath ? api.get<unknown>(rememberedPath) : null;
  // Not awaited when the server now links elsewhere: its failure is no one's concern then.
  early?.catch(() => undefined);
  let path: string | null = null;
  try {
    path = nodeInfoPath((await api.get<unknown>('/.well-known/nodeinfo')).data);
    if (path === null) return { nodeinfo: null, path };
    const document = path === rememberedPath && early ? early : api.get<unknown>(path);
    return { nodeinfo: await parseNodeInfoAsync((await document).data), path };
  } catch (error) {
    if (isAbsent(error)) {
      absent.push('nodeinfo');
      return { nodeinfo: null, path };
    }
    console.warn('[murmur] nodeinfo could not be loaded; continuing without it', error);
    return { nodeinfo: null, path };
  }
}

/** The OAuth authorization server metadata (RFC 8414), or null when the server publishes none. */
export async function loadAuthorizationServer(
  api: ApiClient,
  absent: string[],
): Promise<AuthorizationServer | null> {
  try {
    return await parseAuthorizationServerAsync(
      (await api.get<unknown>('/.well-known/oauth-authorization-server')).data,
    );
  } catch (error) {
    if (isAbsent(error)) absent.push('oauth-authorization-server');
    else console.warn('[murmur] the OAuth server metadata could not be loaded', error);
    return null;
  }
}
