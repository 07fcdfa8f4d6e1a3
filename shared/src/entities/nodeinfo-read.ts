import * as fast from './fast-read';
import type { NodeInfo } from './nodeinfo';

// The fast reader of nodeinfo (fast-read.ts), read on every start: the schema's result without
// the schema library, or a give-up and the schema reads (decision 0301). Every field has a
// fallback, so a key present with `undefined` reads as a missing one.

const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const numberOr = (v: unknown, fallback: number) => (isNumber(v) ? (v as number) : fallback);

function fastMetadata(o: fast.Json): NodeInfo['metadata'] {
  return {
    nodeName: fast.text(o.nodeName),
    features: fast.stringList(o.features),
    federation: fast.record(o.federation),
    uploadLimits: fast.record(o.uploadLimits, isNumber) as Record<string, number>,
    pollLimits: fast.record(o.pollLimits, isNumber) as Record<string, number>,
    fieldsLimits: fast.record(o.fieldsLimits, isNumber) as Record<string, number>,
    postFormats: fast.stringList(o.postFormats),
    suggestions: fast.caught(
      o.suggestions,
      (t) => ({ enabled: fast.flag(t.enabled), web: fast.text(t.web) }),
      () => ({ enabled: false, web: '' }),
    ),
    staffAccounts: fast.stringList(o.staffAccounts),
    accountActivationRequired: fast.flag(o.accountActivationRequired),
    mailerEnabled: fast.flag(o.mailerEnabled),
    private: fast.flag(o.private),
    restrictedNicknames: fast.stringList(o.restrictedNicknames),
    localBubbleInstances: fast.stringList(o.localBubbleInstances),
    publicTimelineVisibility: fast.caught<NodeInfo['metadata']['publicTimelineVisibility']>(
      o.publicTimelineVisibility,
      (t) => ({ local: fast.flag(t.local), federated: fast.flag(t.federated), bubble: fast.flag(t.bubble) }),
      () => null,
    ),
    skipThreadContainment: fast.flag(o.skipThreadContainment),
    invitesEnabled: fast.flag(o.invitesEnabled),
    birthdayRequired: fast.flag(o.birthdayRequired),
    oauth_consumer_strategies: fast.stringList(o.oauth_consumer_strategies),
  };
}

/** `z.catch(z.string(), '')` (not cut) */
const anyString = (v: unknown) => (typeof v === 'string' ? v : '');

/** `nodeInfoSchema`'s result by the fast reader; throws where the schema must read. */
export function fastNodeInfo(json: unknown): NodeInfo {
  const o = fast.object(json);
  return {
    version: fast.text(o.version),
    software: fast.caught(
      o.software,
      (t) => ({ name: anyString(t.name), version: anyString(t.version) }),
      () => ({ name: '', version: '' }),
    ),
    protocols: fast.stringList(o.protocols),
    openRegistrations: fast.flag(o.openRegistrations),
    metadata: fast.caught(o.metadata, fastMetadata, () => fastMetadata({})),
    usage: fast.caught(
      o.usage,
      (t) => ({
        users: fast.caught(
          t.users,
          (u) => ({ total: numberOr(u.total, 0) }),
          () => ({ total: 0 }),
        ),
        localPosts: numberOr(t.localPosts, 0),
      }),
      () => ({ users: { total: 0 }, localPosts: 0 }),
    ),
    services: fast.caught(
      o.services,
      (t) => ({ inbound: fast.stringList(t.inbound), outbound: fast.stringList(t.outbound) }),
      () => ({ inbound: [], outbound: [] }),
    ),
  };
}
