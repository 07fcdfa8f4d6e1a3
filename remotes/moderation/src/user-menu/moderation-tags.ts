import type { Capabilities } from '@murmur/shared';

/** The moderation tags of spec 2 section 7, as the MRF TagPolicy names them. */
export const MODERATION_TAGS = [
  'mrf_tag:media-force-nsfw',
  'mrf_tag:media-strip',
  'mrf_tag:force-unlisted',
  'mrf_tag:sandbox',
  'mrf_tag:disable-remote-subscription',
  'mrf_tag:disable-any-subscription',
  'mrf_tag:quarantine',
] as const;

export type ModerationTag = (typeof MODERATION_TAGS)[number];

/** Spec 2 section 6: these three only make sense for (and show only for) local accounts. */
const LOCAL_ONLY: ReadonlySet<ModerationTag> = new Set([
  'mrf_tag:disable-remote-subscription',
  'mrf_tag:disable-any-subscription',
  'mrf_tag:quarantine',
]);

/**
 * The tags offered for a target: none unless the server runs the tag policy (without it a tag
 * does nothing), and the local-only ones only for a local target (decision 0060).
 */
export function offeredTags(
  capabilities: Pick<Capabilities, 'tagPolicy'>,
  targetIsLocal: boolean,
): ModerationTag[] {
  if (!capabilities.tagPolicy) return [];
  return MODERATION_TAGS.filter((tag) => targetIsLocal || !LOCAL_ONLY.has(tag));
}
