import type { KeyboardEvent } from 'react';

/** What the feed element needs from the feed, plain or virtual. */
export interface FeedContext {
  loading: boolean;
  labelledBy: string;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** The feed pattern's attributes, given only while the list owns articles or awaits a page. */
export function feedAttributes({ loading, labelledBy, onKeyDown }: FeedContext) {
  return { role: 'feed', 'aria-busy': loading, 'aria-labelledby': labelledBy, onKeyDown } as const;
}
