import {
  configureApiClient,
  getApiClient,
  parseInstance,
  parseNodeInfo,
  sessionToken,
  setInstance,
} from '@murmur/shared';
import { registerRemotesFromManifest } from './register-remotes';

/**
 * Start-up in the spec's order of concerns (spec 1 section 4). What a failure means differs: the
 * remotes manifest and the instance are fatal (nothing can be shown without them); nodeinfo is
 * logged and ignored.
 */
export async function startUp(): Promise<void> {
  // Same origin: the gateway (or the operator's proxy) puts the server behind the client's origin.
  configureApiClient({ baseUrl: window.location.origin, getToken: sessionToken });
  const api = getApiClient();

  const [, instanceReply] = await Promise.all([registerRemotesFromManifest(), api.get('/api/v1/instance')]);
  const instance = parseInstance(instanceReply.data);
  if (!instance) throw new Error('/api/v1/instance did not describe an instance');

  const nodeinfo = await api
    .get('/nodeinfo/2.0.json')
    .then((reply) => parseNodeInfo(reply.data))
    .catch((error: unknown) => {
      console.warn('[murmur] nodeinfo could not be loaded; continuing without it', error);
      return null;
    });
  setInstance(instance, nodeinfo);
  document.title = instance.title || 'Murmur';
}
