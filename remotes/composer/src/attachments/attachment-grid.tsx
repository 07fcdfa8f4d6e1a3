import type { Attachment } from '@murmur/shared/core';
import { bus, GALLERY_ROW_MAX, usePreference } from '@murmur/shared/core';
import { EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AttachmentThumbnail } from './attachment-thumbnail';
import { isLongGallery } from './gallery-layout';
import { attachmentMessages } from './messages';

export interface AttachmentGridProps {
  attachments: readonly Attachment[];
  /** Sensitive (NSFW) media stay hidden until the toggle shows them (spec 3 section 4). */
  sensitive: boolean;
  /** The post they belong to: a click opens them in the media viewer. */
  statusId?: string;
}

/**
 * A post's media as a grid of thumbnails, at most 3 a row and `maxThumbnails` in all. Sensitive
 * media are hidden until shown (`hideNsfw`), or with `useOneClickNsfw` covered, the first click
 * opening the viewer. A long gallery (its layout score past 1) starts with its first row only.
 */
export function AttachmentGrid({ attachments, sensitive, statusId }: AttachmentGridProps) {
  const intl = useIntl();
  const gridId = useId();
  const maxThumbnails = usePreference('maxThumbnails');
  const hideNsfw = usePreference('hideNsfw');
  const oneClick = usePreference('useOneClickNsfw');
  const covered = sensitive && hideNsfw;
  const [shown, setShown] = useState(!covered);
  const long = isLongGallery(attachments);
  const [expanded, setExpanded] = useState(false);
  if (attachments.length === 0) return null;
  const all = attachments.slice(0, Math.max(1, maxThumbnails));
  const visible = long && !expanded ? all.slice(0, GALLERY_ROW_MAX) : all;
  const hiddenCount = attachments.length - all.length;
  const columns = Math.min(visible.length, GALLERY_ROW_MAX);
  // One-click mode: sensitive media show as covers whose click opens the viewer directly.
  const coversOnly = covered && oneClick && !shown;
  const openViewer = (index: number) =>
    statusId
      ? () => bus.emit({ type: 'modal/requested', modal: 'media-viewer', props: { statusId, index } })
      : undefined;
  return (
    <div className="status-attachments">
      {covered ? (
        <button
          type="button"
          className="status-sensitive-toggle"
          aria-expanded={shown}
          aria-controls={gridId}
          onClick={() => setShown((v) => !v)}
        >
          <FormattedMessage
            {...(shown ? attachmentMessages.hideAttachment : attachmentMessages.showSensitive)}
          />
        </button>
      ) : null}
      <ul
        id={gridId}
        className={`status-attachment-grid status-attachment-grid--cols-${columns}`}
        aria-label={intl.formatMessage(attachmentMessages.attachments)}
        hidden={!shown && !coversOnly}
      >
        {shown || coversOnly
          ? visible.map((attachment, index) => (
              <li key={attachment.id} className="status-attachment-cell">
                {coversOnly ? (
                  <button
                    type="button"
                    className="status-attachment status-attachment-cover"
                    onClick={openViewer(index)}
                    disabled={!statusId}
                  >
                    <EyeOff size={20} aria-hidden="true" />
                    <FormattedMessage {...attachmentMessages.openSensitive} />
                  </button>
                ) : (
                  <AttachmentThumbnail attachment={attachment} onOpen={openViewer(index)} />
                )}
              </li>
            ))
          : null}
      </ul>
      {(shown || coversOnly) && long ? (
        <button
          type="button"
          className="status-link-button status-gallery-toggle"
          aria-expanded={expanded}
          aria-controls={gridId}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? (
            <FormattedMessage {...attachmentMessages.collapseGallery} />
          ) : (
            <FormattedMessage {...attachmentMessages.expandGallery} values={{ count: all.length }} />
          )}
        </button>
      ) : null}
      {shown && hiddenCount > 0 ? (
        <p className="status-attachments-more">
          <FormattedMessage {...attachmentMessages.more} values={{ count: hiddenCount }} />
        </p>
      ) : null}
    </div>
  );
}
