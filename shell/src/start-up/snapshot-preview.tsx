import {
  AccountName,
  routePaths,
  type Status,
  type TimelineSnapshot,
  usableTimelineSnapshot,
} from '@murmur/shared/core';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { earlySnapshotNow, readEarlySnapshot } from './early-snapshot';
import { statusPreviewText } from './status-preview-text';

/** Where each snapshotted timeline lives: the preview shows only on its own address (or /). */
export const TIMELINE_PATHS: Record<string, string> = {
  friends: routePaths.friends(),
  public: routePaths.publicTimeline(),
  publicAndExternal: routePaths.publicExternalTimeline(),
  bubble: routePaths.bubbleTimeline(),
};

/** `raw` as the snapshot to show on `pathname` (its own address, or /), else null. */
function shownOn(raw: unknown, pathname: string): TimelineSnapshot | null {
  const found = usableTimelineSnapshot(raw);
  if (!found) return null;
  return pathname === '/' || pathname === TIMELINE_PATHS[found.timelineKey] ? found : null;
}

/**
 * The last visit's timeline when the page opens on it (or on /), else null. The record is the one
 * the shell's entry read (`early-snapshot.ts`): when that read has ended, the first render already
 * shows it, so the posts the entry drew stay in place.
 */
export function useStartSnapshot(pathname: string = location.pathname): TimelineSnapshot | null {
  const [snapshot, setSnapshot] = useState<TimelineSnapshot | null>(() => {
    const early = earlySnapshotNow();
    return early.settled ? shownOn(early.raw, pathname) : null;
  });
  useEffect(() => {
    let current = true;
    void readEarlySnapshot().then((raw) => {
      if (current) setSnapshot(shownOn(raw, pathname));
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  return snapshot;
}

function PreviewPost({ status }: { status: Status }) {
  const shown = status.reblog ?? status;
  const nameId = useId();
  const account = shown.account;
  // A content warning is respected: its text stands in for the post.
  const text = shown.spoiler_text ? shown.spoiler_text : statusPreviewText(shown.content);
  return (
    <article className="start-snapshot__post" aria-labelledby={nameId}>
      {/* No picture: twenty avatars would hold the connections the remotes' files need (HTTP/1.1). */}
      <span className="start-snapshot__avatar" aria-hidden="true" />
      <div className="start-snapshot__body">
        <p className="start-snapshot__author">
          <AccountName id={nameId} text={account.display_name || account.username} emojis={account.emojis} />
        </p>
        <p className="start-snapshot__text">{text}</p>
      </div>
    </article>
  );
}

/**
 * The last timeline from this browser's snapshot, shown by the start-up screen while a slow
 * server answers (issue 27, point 5): read-only, marked as the last visit's, replaced by the
 * real page once start-up is done.
 */
export function SnapshotPreview({ snapshot }: { snapshot: TimelineSnapshot }) {
  const headingId = useId();
  return (
    <section className="start-snapshot" aria-labelledby={headingId}>
      <h2 id={headingId} className="start-snapshot__heading">
        <FormattedMessage id="startup.snapshot" defaultMessage="Shown from your last visit" />
      </h2>
      <p className="start-snapshot__note">
        <FormattedMessage
          id="startup.snapshot_note"
          defaultMessage="These are the posts you saw last time. They are replaced once the server answers."
        />
      </p>
      <div className="start-snapshot__posts">
        {snapshot.statuses.map((status) => (
          <PreviewPost key={status.id} status={status} />
        ))}
      </div>
    </section>
  );
}
