import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { fastNodeInfo } from './nodeinfo-read';
import { filteredArray, flag, parseOneWith, stringList, text } from './repair';

const nodeInfoMetadataSchema = lazySchema(() =>
  z.object({
    nodeName: text(),
    features: stringList(),
    federation: z.catch(z.record(z.string(), z.unknown()), {}),
    uploadLimits: z.catch(z.record(z.string(), z.number()), {}),
    pollLimits: z.catch(z.record(z.string(), z.number()), {}),
    fieldsLimits: z.catch(z.record(z.string(), z.number()), {}),
    postFormats: stringList(),
    suggestions: z.catch(z.object({ enabled: flag(), web: text() }), { enabled: false, web: '' }),
    staffAccounts: stringList(),
    accountActivationRequired: flag(),
    mailerEnabled: flag(),
    private: flag(),
    restrictedNicknames: stringList(),
    /** Akkoma: instances in the bubble timeline. */
    localBubbleInstances: stringList(),
    publicTimelineVisibility: z.catch(
      z.nullable(z.object({ local: flag(), federated: flag(), bubble: flag() })),
      null,
    ),
    skipThreadContainment: flag(),
    invitesEnabled: flag(),
    birthdayRequired: flag(),
    /** Pleroma: OAuth strategies other than password (e.g. 'keycloak'). */
    oauth_consumer_strategies: stringList(),
  }),
);

/** `GET /nodeinfo/2.0.json` (2.1 reads the same), with Pleroma/Akkoma `metadata`. */
export const nodeInfoSchema = lazySchema(() =>
  z.object({
    version: text(),
    software: z.catch(z.object({ name: z.catch(z.string(), ''), version: z.catch(z.string(), '') }), {
      name: '',
      version: '',
    }),
    protocols: stringList(),
    openRegistrations: flag(),
    metadata: z.catch(nodeInfoMetadataSchema, () => nodeInfoMetadataSchema.parse({})),
    usage: z.catch(
      z.object({
        users: z.catch(z.object({ total: z.catch(z.number(), 0) }), { total: 0 }),
        localPosts: z.catch(z.number(), 0),
      }),
      { users: { total: 0 }, localPosts: 0 },
    ),
    services: z.catch(z.object({ inbound: stringList(), outbound: stringList() }), {
      inbound: [],
      outbound: [],
    }),
  }),
);

export type NodeInfo = z.infer<typeof nodeInfoSchema>;

export { fastNodeInfo } from './nodeinfo-read';

/** Reads nodeinfo; null (logged) when it cannot be read. */
export function parseNodeInfo(json: unknown): NodeInfo | null {
  return parseOneWith(nodeInfoSchema, fastNodeInfo, json, 'nodeinfo');
}

/** `GET /.well-known/nodeinfo`: where the nodeinfo documents are. */
export const nodeInfoLinksSchema = lazySchema(() =>
  z.object({
    links: filteredArray(z.object({ rel: z.string(), href: z.string() }), 'nodeinfo link'),
  }),
);
