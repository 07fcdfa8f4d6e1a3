import type { Attachment } from '@murmur/shared';
import { bus, GALLERY_ROW_MAX, MAX_THUMBNAILS } from '@murmur/shared';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AttachmentThumbnail } from './attachment-thumbnail';
import { attachmentMessages } from './messages';

export interface AttachmentGridProps {
  attachments: readonly Attachment[];
  /** Sensitive (NSFW) media stay hidden until the toggle shows them (spec 3 section 4). */
  sensitive: boolean;
  /** The post they belong to: a click opens them in the media viewer. */
  statusId?: string;
}

/** A post's media as a grid of thumbnails, at most 3 a row and 16 in all. */
export function AttachmentGrid({ attachments, sensitive, statusId }: AttachmentGridProps) {
  const intl = useIntl();
  const gridId = useId();
  const [shown, setShown] = useState(!sensitive);
  if (attachments.length === 0) return null;
  const visible = attachments.slice(0, MAX_THUMBNAILS);
  const hiddenCount = attachments.length - visible.length;
  const columns = Math.min(visible.length, GALLERY_ROW_MAX);
  return (
    <div className="status-attachments">
      {sensitive ? (
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
        hidden={!shown}
      >
        {shown
          ? visible.map((attachment, index) => (
              <li key={attachment.id} className="status-attachment-cell">
                <AttachmentThumbnail
                  attachment={attachment}
                  onOpen={
                    statusId
                      ? () =>
                          bus.emit({
                            type: 'modal/requested',
                            modal: 'media-viewer',
                            props: { statusId, index },
                          })
                      : undefined
                  }
                />
              </li>
            ))
          : null}
      </ul>
      {shown && hiddenCount > 0 ? (
        <p className="status-attachments-more">
          <FormattedMessage {...attachmentMessages.more} values={{ count: hiddenCount }} />
        </p>
      ) : null}
    </div>
  );
}
