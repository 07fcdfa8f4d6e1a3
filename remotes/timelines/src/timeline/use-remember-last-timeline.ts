import { getPreferences, setPreference, type TimelinePageProps } from '@murmur/shared/core';
import { useEffect } from 'react';
import { isRememberedAsLast } from './timeline-key';

/**
 * Spec 2 section 4: the last visited among home, bookmarks, dms, public, whole network and bubble
 * is stored as the last timeline (the `lastTimeline` preference, the path it was seen at).
 */
export function useRememberLastTimeline(props: TimelinePageProps): void {
  const remembered = isRememberedAsLast(props);
  useEffect(() => {
    if (!remembered) return;
    const path = window.location.pathname;
    if (getPreferences().lastTimeline !== path) setPreference('lastTimeline', path);
  }, [remembered]);
}
