/**
 * The federation policies an instance reports in nodeinfo (`metadata.federation`, Pleroma's and
 * Akkoma's MRF transparency), read defensively: whatever is not a list of strings is left out.
 */
export interface PolicyHost {
  host: string;
  reason: string | null;
}

export interface FederationPolicies {
  /** The MRF policies in force (SimplePolicy, TagPolicy...). */
  policies: string[];
  /** SimplePolicy actions with the instances they apply to, in a fixed order. */
  simple: { action: SimpleAction; hosts: PolicyHost[] }[];
  quarantined: PolicyHost[];
  /** HashtagPolicy: the tags each action applies to. */
  hashtags: { action: HashtagAction; tags: string[] }[];
}

export const SIMPLE_ACTIONS = [
  'accept',
  'reject',
  'federated_timeline_removal',
  'media_removal',
  'media_nsfw',
  'followers_only',
  'report_removal',
  'avatar_removal',
  'banner_removal',
  'reject_deletes',
] as const;
export type SimpleAction = (typeof SIMPLE_ACTIONS)[number];

export const HASHTAG_ACTIONS = ['reject', 'federated_timeline_removal', 'sensitive'] as const;
export type HashtagAction = (typeof HASHTAG_ACTIONS)[number];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];

/** Akkoma sends `[host, reason]` pairs in some versions and plain hosts in others. */
function hostsOf(value: unknown, reasons: unknown): PolicyHost[] {
  const info = isRecord(reasons) ? reasons : {};
  const hosts: PolicyHost[] = [];
  for (const item of Array.isArray(value) ? value : []) {
    const [host, inlineReason] = Array.isArray(item) ? item : [item, null];
    if (typeof host !== 'string' || host === '') continue;
    const entry = info[host];
    const listed = isRecord(entry) && typeof entry.reason === 'string' ? entry.reason : null;
    const reason = typeof inlineReason === 'string' && inlineReason !== '' ? inlineReason : listed;
    hosts.push({ host, reason: reason?.trim() ? reason.trim() : null });
  }
  return hosts;
}

export function federationPolicies(federation: Record<string, unknown>): FederationPolicies {
  const simple = isRecord(federation.mrf_simple) ? federation.mrf_simple : {};
  const simpleInfo = isRecord(federation.mrf_simple_info) ? federation.mrf_simple_info : {};
  const hashtag = isRecord(federation.mrf_hashtag) ? federation.mrf_hashtag : {};
  const quarantineInfo = isRecord(federation.quarantined_instances_info)
    ? federation.quarantined_instances_info.quarantined_instances
    : undefined;
  return {
    policies: strings(federation.mrf_policies),
    simple: SIMPLE_ACTIONS.map((action) => ({
      action,
      hosts: hostsOf(simple[action], simpleInfo[action]),
    })).filter((entry) => entry.hosts.length > 0),
    quarantined: hostsOf(federation.quarantined_instances, quarantineInfo),
    hashtags: HASHTAG_ACTIONS.map((action) => ({ action, tags: strings(hashtag[action]) })).filter(
      (entry) => entry.tags.length > 0,
    ),
  };
}
