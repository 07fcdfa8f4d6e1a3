import { z } from 'zod';
import { filteredArray, flag, parseOne, stringList, text } from './repair';

const nodeInfoMetadataSchema = z.object({
  nodeName: text(),
  features: stringList(),
  federation: z.record(z.string(), z.unknown()).catch({}),
  uploadLimits: z.record(z.string(), z.number()).catch({}),
  pollLimits: z.record(z.string(), z.number()).catch({}),
  fieldsLimits: z.record(z.string(), z.number()).catch({}),
  postFormats: stringList(),
  suggestions: z.object({ enabled: flag(), web: text() }).catch({ enabled: false, web: '' }),
  staffAccounts: stringList(),
  accountActivationRequired: flag(),
  mailerEnabled: flag(),
  private: flag(),
  restrictedNicknames: stringList(),
  /** Akkoma: instances in the bubble timeline. */
  localBubbleInstances: stringList(),
  publicTimelineVisibility: z
    .object({ local: flag(), federated: flag(), bubble: flag() })
    .nullable()
    .catch(null),
  skipThreadContainment: flag(),
  invitesEnabled: flag(),
  birthdayRequired: flag(),
  /** Pleroma: OAuth strategies other than password (e.g. 'keycloak'). */
  oauth_consumer_strategies: stringList(),
});

/** `GET /nodeinfo/2.0.json` (2.1 reads the same), with Pleroma/Akkoma `metadata`. */
export const nodeInfoSchema = z.object({
  version: text(),
  software: z
    .object({ name: z.string().catch(''), version: z.string().catch('') })
    .catch({ name: '', version: '' }),
  protocols: stringList(),
  openRegistrations: flag(),
  metadata: nodeInfoMetadataSchema.catch(() => nodeInfoMetadataSchema.parse({})),
  usage: z
    .object({
      users: z.object({ total: z.number().catch(0) }).catch({ total: 0 }),
      localPosts: z.number().catch(0),
    })
    .catch({ users: { total: 0 }, localPosts: 0 }),
  services: z.object({ inbound: stringList(), outbound: stringList() }).catch({ inbound: [], outbound: [] }),
});

export type NodeInfo = z.infer<typeof nodeInfoSchema>;

/** Reads nodeinfo; null (logged) when it cannot be read. */
export function parseNodeInfo(json: unknown): NodeInfo | null {
  return parseOne(nodeInfoSchema, json, 'nodeinfo');
}

/** `GET /.well-known/nodeinfo`: where the nodeinfo documents are. */
export const nodeInfoLinksSchema = z.object({
  links: filteredArray(z.object({ rel: z.string(), href: z.string() }), 'nodeinfo link'),
});
