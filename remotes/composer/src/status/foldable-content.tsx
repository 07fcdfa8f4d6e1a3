import type { Status as StatusData } from '@murmur/shared/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { statusMessages } from './messages';
import { StatusContent } from './status-content';
import { contentPreview, isHugeContent, isTallContent } from './tall';

/**
 * A post's text with the caps against hostile content: huge text shows a plain-text preview and is
 * not parsed until asked for, tall text is folded with a Show more toggle. The full post and its
 * preview (a notification about the reader's own post) both draw it, so the caps hold in both.
 */
export function FoldableContent({
  status,
  restrictedNicknames,
  unfolded,
  onToggle,
}: {
  status: StatusData;
  restrictedNicknames: readonly string[];
  /** Kept by the post, so the text stays unfolded while a content warning hides and shows it. */
  unfolded: boolean;
  onToggle: () => void;
}) {
  const intl = useIntl();
  const huge = isHugeContent(status.content);
  const tall = useMemo(() => huge || isTallContent(status.content), [huge, status.content]);
  return (
    <>
      <div className={tall && !unfolded ? 'status-tall status-tall--folded' : 'status-tall'}>
        {huge && !unfolded ? (
          // Not parsed until asked for: see HUGE_CONTENT_CHARACTERS.
          <p className="status-content status-content--preview" dir="auto">
            {contentPreview(status.content)}
          </p>
        ) : (
          <StatusContent status={status} restrictedNicknames={restrictedNicknames} />
        )}
      </div>
      {tall ? (
        <button type="button" className="status-tall-toggle" aria-expanded={unfolded} onClick={onToggle}>
          {intl.formatMessage(unfolded ? statusMessages.showLess : statusMessages.showMore)}
        </button>
      ) : null}
    </>
  );
}
