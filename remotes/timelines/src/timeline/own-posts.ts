import { bus, normalizeTag, type Status, session$, store, type TimelineState } from '@murmur/shared/core';

/**
 * A post the user just wrote goes to the top of the timelines it belongs to at once (not behind
 * 'show new', where the stream would put it), as long as that timeline is loaded. The stream
 * delivering it later adds nothing: the timeline holds it already.
 */
export function placeOwnPost(state: TimelineState, statusId: string): TimelineState {
  if (state.ids.includes(statusId)) return state;
  // A timeline never asked for gets the post from the server when it is. One whose first page is
  // on its way takes it now: that page may have been asked before the post existed, and it goes
  // under the post when it lands (receiveNewestPage).
  if (state.ids.length === 0 && !state.bottomedOut && !state.loading) return state;
  return { ...state, ids: [statusId, ...state.ids], newIds: state.newIds.filter((id) => id !== statusId) };
}

/**
 * The store timelines (keys of timeline-key.ts) where the author's own new post shows, by what the
 * server would put there: home always; their profile's posts unless it is a reply to someone else
 * (the tab asks with exclude_replies, which keeps replies to oneself), with replies always, media
 * with files; the public timelines and its hashtags when public; a direct message only home and
 * the direct messages.
 */
export function timelinesForOwnPost(status: Status, selfId: string): string[] {
  // A direct message is no profile post (Mastodon leaves them out of an account's statuses).
  if (status.visibility === 'direct') return ['friends', 'dms'];
  const keys = ['friends', `replies:${selfId}`];
  const replyToOther = status.in_reply_to_id !== null && status.in_reply_to_account_id !== selfId;
  if (!replyToOther) keys.push(`user:${selfId}`);
  if (status.media_attachments.length > 0) keys.push(`media:${selfId}`);
  if (status.visibility === 'public') {
    keys.push('public', 'publicAndExternal');
    for (const tag of status.tags) keys.push(`tag:${normalizeTag(tag.name)}`);
  }
  return keys;
}

let started = false;

/** Listens once per page for 'status/posted' (the composer remote announces new posts). */
export function showOwnPostsAtOnce(): void {
  if (started) return;
  started = true;
  bus.on('status/posted').subscribe((event) => {
    if (event.edited) return;
    const session = session$.getValue();
    const status = store.statuses.get(event.statusId);
    if (session.kind !== 'user' || !status) {
      store.timelines.update('friends', (state) => placeOwnPost(state, event.statusId));
      return;
    }
    // A hashtag's timeline is keyed as the route wrote it ('tag:Cats'), the server names it 'cats'.
    const wanted = new Set(timelinesForOwnPost(status, session.accountId).map((key) => key.toLowerCase()));
    for (const key of store.timelines.keys()) {
      if (wanted.has(key.toLowerCase()))
        store.timelines.update(key, (state) => placeOwnPost(state, event.statusId));
    }
  });
}
