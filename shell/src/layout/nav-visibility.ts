import type { Account, InstanceState } from '@murmur/shared/core';

export interface NavVisibility {
  /** The timelines menu at all (hidden from anonymous visitors of a private instance). */
  timelines: boolean;
  home: boolean;
  publicTimeline: boolean;
  federatedTimeline: boolean;
  bubbleTimeline: boolean;
  bookmarks: boolean;
  dms: boolean;
  lists: boolean;
  interactions: boolean;
  announcements: boolean;
  /** Follow requests: locked accounts only. */
  friendRequests: boolean;
  /** Search (hidden from anonymous visitors of a private instance). */
  search: boolean;
}

/**
 * Which navigation entries show (spec 1 sections 2 and 6). Signed-in users see every timeline the
 * server has; anonymous visitors see the local, federated and bubble timelines only as far as
 * publicTimelineVisibility allows, and nothing of the kind (nor search) on a private instance.
 * Federated needs a federating server; bubble needs at least one local bubble instance.
 */
export function navVisibility(instanceState: InstanceState, account: Account | null): NavVisibility {
  const loggedIn = account !== null;
  const { capabilities, instance, nodeinfo } = instanceState;
  const anonymousBlocked = !loggedIn && capabilities.privateInstance;
  const bubbleInstances = Math.max(
    instance.pleroma.metadata.local_bubble_instances.length,
    nodeinfo?.metadata.localBubbleInstances.length ?? 0,
  );
  const bubbleVisibleSignedOut = nodeinfo?.metadata.publicTimelineVisibility?.bubble ?? true;
  return {
    timelines: !anonymousBlocked,
    home: loggedIn,
    publicTimeline: !anonymousBlocked && (loggedIn || capabilities.publicTimelineVisibleSignedOut),
    federatedTimeline:
      !anonymousBlocked &&
      capabilities.federating &&
      (loggedIn || capabilities.federatedTimelineVisibleSignedOut),
    bubbleTimeline: !anonymousBlocked && bubbleInstances > 0 && (loggedIn || bubbleVisibleSignedOut),
    bookmarks: loggedIn,
    dms: loggedIn && capabilities.directMessages,
    lists: loggedIn,
    interactions: loggedIn,
    announcements: loggedIn,
    friendRequests: loggedIn && account.locked,
    search: !anonymousBlocked,
  };
}
