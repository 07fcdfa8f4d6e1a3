import { PUSH_TEXTS_EN, type PushTextKey } from '@murmur/shared';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The texts the service worker shows for a push, in the interface language: the page hands them
 * to the worker (`PushLink`), which fills in `{name}`, `{emoji}`, `{target}` and `{cw}` itself. So
 * each translation uses those arguments plainly (no plural or select forms).
 */
const defined = defineMessages({
  mention: { id: 'push.mention', defaultMessage: '{name} mentioned you' },
  status: { id: 'push.status', defaultMessage: '{name} posted' },
  favourite: { id: 'push.favourite', defaultMessage: '{name} favourited your post' },
  reblog: { id: 'push.reblog', defaultMessage: '{name} repeated your post' },
  follow: { id: 'push.follow', defaultMessage: '{name} followed you' },
  follow_request: { id: 'push.follow_request', defaultMessage: '{name} wants to follow you' },
  move: { id: 'push.move', defaultMessage: '{name} moved to {target}' },
  poll: { id: 'push.poll', defaultMessage: 'A poll has ended' },
  update: { id: 'push.update', defaultMessage: '{name} edited a post' },
  reaction: { id: 'push.reaction', defaultMessage: '{name} reacted {emoji} to your post' },
  other: { id: 'push.other', defaultMessage: 'New notification' },
  contentWarning: { id: 'push.content_warning', defaultMessage: 'Content warning: {cw}' },
});

export const pushTexts = defined as Record<PushTextKey, MessageDescriptor>;

/** The raw template of each text in the loaded catalogue, English where it has none. */
export function pushTemplates(messages: Record<string, unknown>): Record<PushTextKey, string> {
  const out = { ...PUSH_TEXTS_EN };
  for (const key of Object.keys(pushTexts) as PushTextKey[]) {
    const id = pushTexts[key].id;
    const value = id ? messages[id] : undefined;
    if (typeof value === 'string' && value.trim()) out[key] = value;
  }
  return out;
}
