import { matchRoute } from '@murmur/shared/core';
import { Component } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * What a navigation does to the scroll position (spec 1 section 2): the no-scroll routes
 * (conversation, user profiles) keep it; going back or forward restores where the reader was;
 * any other navigation goes to the top.
 */
export function scrollTargetFor(
  pathname: string,
  navigationType: 'POP' | 'PUSH' | 'REPLACE',
  saved: number | undefined,
): number | null {
  if (matchRoute(pathname)?.route.noScrollReset) return null;
  if (navigationType === 'POP' && saved !== undefined) return saved;
  return 0;
}

/** History entries whose scroll offset is kept. */
export const SCROLL_POSITIONS_KEPT = 200;

/** Where the reader was on each history entry, the oldest entries going past a cap. */
export class ScrollPositions {
  private readonly positions = new Map<string, number>();

  record(key: string, offset: number): void {
    this.positions.delete(key);
    this.positions.set(key, offset);
    if (this.positions.size > SCROLL_POSITIONS_KEPT) {
      this.positions.delete(this.positions.keys().next().value as string);
    }
  }

  get(key: string): number | undefined {
    return this.positions.get(key);
  }
}

interface ScrollKeeperProps {
  entry: string;
  pathname: string;
  navigationType: 'POP' | 'PUSH' | 'REPLACE';
}

/**
 * A class for `getSnapshotBeforeUpdate`: the entry being left is measured in the commit that shows
 * the next one, before that commit changes the page. Read any later, the offset is already the next
 * screen's (a thread shorter than the window is at 0), and going back scrolled the feed to the top
 * until the browser's own restoration caught up; read on every scroll, it would cost a layout.
 */
class ScrollKeeper extends Component<ScrollKeeperProps> {
  private readonly positions = new ScrollPositions();

  override shouldComponentUpdate(next: ScrollKeeperProps): boolean {
    const now = this.props;
    return (
      next.entry !== now.entry || next.pathname !== now.pathname || next.navigationType !== now.navigationType
    );
  }

  override getSnapshotBeforeUpdate(previous: ScrollKeeperProps): null {
    if (previous.entry !== this.props.entry) this.positions.record(previous.entry, window.scrollY);
    return null;
  }

  override componentDidUpdate(): void {
    const { entry, pathname, navigationType } = this.props;
    const target = scrollTargetFor(pathname, navigationType, this.positions.get(entry));
    if (target !== null) window.scrollTo?.(0, target);
  }

  override render(): null {
    return null;
  }
}

/** Applies the scroll rules to the router's navigations (not to the page's first location). */
export function ScrollRules() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return <ScrollKeeper entry={location.key} pathname={location.pathname} navigationType={navigationType} />;
}
