// The streams the one socket listens to besides the one it was opened with. Mastodon's
// multiplexing: `{"type":"subscribe","stream":"hashtag","tag":"cats"}` adds a stream to an open
// socket, `unsubscribe` removes it. The public streams are always wanted; a hashtag, list or
// bubble stream only while the store holds that timeline (someone is looking at it).

export interface StreamSubscription {
  stream: string;
  tag?: string;
  list?: string;
}

/** The stream a connection is opened with: the user stream when signed in, else the public one. */
export function primaryStream(signedIn: boolean): string {
  return signedIn ? 'user' : 'public';
}

/** One key per subscription, the way the server labels its events ('hashtag|cats'). */
export function subscriptionKey(subscription: StreamSubscription): string {
  return [subscription.stream, subscription.tag ?? subscription.list].filter(Boolean).join('|');
}

/** The subscriptions wanted on top of the primary stream, for the timelines the store holds. */
export function wantedSubscriptions(
  signedIn: boolean,
  timelineKeys: readonly string[],
): StreamSubscription[] {
  const wanted: StreamSubscription[] = signedIn
    ? [{ stream: 'public' }, { stream: 'public:local' }]
    : [{ stream: 'public:local' }];
  for (const key of timelineKeys) {
    if (key === 'bubble') wanted.push({ stream: 'public:bubble' });
    else if (key.startsWith('tag:') && key.length > 4) wanted.push({ stream: 'hashtag', tag: key.slice(4) });
    // Lists are private to their owner: only a signed-in socket may ask.
    else if (signedIn && key.startsWith('list:') && key.length > 5)
      wanted.push({ stream: 'list', list: key.slice(5) });
  }
  const unique = new Map(wanted.map((subscription) => [subscriptionKey(subscription), subscription]));
  return [...unique.values()];
}

export function subscriptionMessage(
  type: 'subscribe' | 'unsubscribe',
  subscription: StreamSubscription,
): string {
  return JSON.stringify({ type, ...subscription });
}
