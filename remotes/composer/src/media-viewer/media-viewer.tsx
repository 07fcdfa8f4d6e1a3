import { type Attachment, safeMediaUrl, useStatus } from '@murmur/shared';
import { ChevronLeft, ChevronRight, ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { viewerMessages } from './messages';
import { wrapIndex } from './wrap-index';
import './media-viewer.css';

export interface MediaViewerProps {
  statusId: string;
  index: number;
}

function Media({ attachment, alt }: { attachment: Attachment; alt: string }) {
  const src = safeMediaUrl(attachment.url);
  if (!src) return null;
  if (attachment.type === 'video' || attachment.type === 'gifv') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: captions are not something the servers send
      <video
        className="media-viewer__media"
        src={src}
        controls
        autoPlay={attachment.type === 'gifv'}
        loop={attachment.type === 'gifv'}
        aria-label={alt}
      />
    );
  }
  if (attachment.type === 'audio') {
    // biome-ignore lint/a11y/useMediaCaption: captions are not something the servers send
    return <audio className="media-viewer__audio" src={src} controls aria-label={alt} />;
  }
  return <img className="media-viewer__media" src={src} alt={alt} />;
}

/**
 * A post's media one at a time: arrow keys and the buttons move through them, wrapping around at
 * both ends; Esc closes (the modal host's dialog handles it).
 */
export function MediaViewer({ statusId, index: start }: MediaViewerProps) {
  const intl = useIntl();
  const status = useStatus(statusId);
  const attachments = (status?.reblog ?? status)?.media_attachments ?? [];
  const count = attachments.length;
  const [index, setIndex] = useState(Math.min(Math.max(0, start), Math.max(0, count - 1)));

  useEffect(() => {
    if (count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') setIndex((i) => wrapIndex(i, -1, count));
      else if (event.key === 'ArrowRight') setIndex((i) => wrapIndex(i, 1, count));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);

  const attachment = attachments[index];
  if (!attachment) {
    return (
      <p className="media-viewer__missing" role="alert">
        {intl.formatMessage(viewerMessages.missing)}
      </p>
    );
  }
  const description = attachment.description?.trim() ?? '';
  const original = safeMediaUrl(attachment.url);
  return (
    <figure className="media-viewer">
      <div className="media-viewer__stage">
        {count > 1 ? (
          <button
            type="button"
            className="media-viewer__nav media-viewer__nav--previous"
            aria-label={intl.formatMessage(viewerMessages.previous)}
            title={intl.formatMessage(viewerMessages.previous)}
            onClick={() => setIndex((i) => wrapIndex(i, -1, count))}
          >
            <ChevronLeft size={28} aria-hidden="true" />
          </button>
        ) : null}
        <Media
          key={attachment.id}
          attachment={attachment}
          alt={description || intl.formatMessage(viewerMessages.noDescription)}
        />
        {count > 1 ? (
          <button
            type="button"
            className="media-viewer__nav media-viewer__nav--next"
            aria-label={intl.formatMessage(viewerMessages.next)}
            title={intl.formatMessage(viewerMessages.next)}
            onClick={() => setIndex((i) => wrapIndex(i, 1, count))}
          >
            <ChevronRight size={28} aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <figcaption className="media-viewer__caption">
        {count > 1 ? (
          <span className="media-viewer__position" aria-live="polite">
            {intl.formatMessage(viewerMessages.position, { index: index + 1, count })}
          </span>
        ) : null}
        {description ? <span className="media-viewer__description">{description}</span> : null}
        {original ? (
          <a className="media-viewer__original" href={original} target="_blank" rel="noopener noreferrer">
            <ExternalLink size={14} aria-hidden="true" />
            {intl.formatMessage(viewerMessages.openOriginal)}
          </a>
        ) : null}
      </figcaption>
    </figure>
  );
}
