import type { Attachment } from '@murmur/shared';
import { safeMediaUrl, usePreference } from '@murmur/shared';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { BlurhashPlaceholder } from './blurhash-placeholder';
import { attachmentMessages } from './messages';

function fileName(url: string): string {
  try {
    const last = new URL(url, location.href).pathname.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : url;
  } catch {
    return url;
  }
}

/**
 * One attachment as a thumbnail linking to the full media (the media viewer will take over the
 * click). Images and videos show their preview; audio and other files show a labelled link.
 */
export function AttachmentThumbnail({ attachment, onOpen }: { attachment: Attachment; onOpen?: () => void }) {
  const intl = useIntl();
  const href = safeMediaUrl(attachment.url);
  const visual = attachment.type === 'image' || attachment.type === 'gifv' || attachment.type === 'video';
  const preview = visual ? safeMediaUrl(attachment.preview_url) : null;
  const description = attachment.description?.trim() || '';
  const kind =
    attachment.type === 'video' || attachment.type === 'gifv'
      ? attachmentMessages.video
      : attachment.type === 'audio'
        ? attachmentMessages.audio
        : attachmentMessages.file;
  const size = attachment.meta.small;
  const useBlurhash = usePreference('useBlurhash');
  // Spec 3 'useContainFit': the whole picture in its box, not cropped to fill it.
  const containFit = usePreference('useContainFit');
  const [loaded, setLoaded] = useState(false);
  const blurhash = useBlurhash && !loaded && attachment.blurhash ? attachment.blurhash : null;
  const inner = preview ? (
    <>
      {blurhash ? <BlurhashPlaceholder hash={blurhash} /> : null}
      <img
        onLoad={() => setLoaded(true)}
        className={
          containFit
            ? 'status-attachment-preview status-attachment-preview--contain'
            : 'status-attachment-preview'
        }
        src={preview}
        alt={description || intl.formatMessage(attachmentMessages.noDescription)}
        title={description || undefined}
        width={size?.width}
        height={size?.height}
        loading="lazy"
        decoding="async"
      />
      {attachment.type !== 'image' ? (
        <span className="status-attachment-badge" aria-hidden="true">
          <Play size={16} />
        </span>
      ) : null}
    </>
  ) : (
    <span className="status-attachment-file">
      <span className="status-attachment-kind">{intl.formatMessage(kind)}</span>{' '}
      {description || (href ? fileName(href) : '')}
    </span>
  );
  const className = `status-attachment status-attachment--${attachment.type}`;
  if (!href) return <span className={className}>{inner}</span>;
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        // A plain click opens the media viewer; a modified click still opens the file itself.
        if (!onOpen || attachment.type === 'unknown' || event.ctrlKey || event.metaKey || event.shiftKey)
          return;
        event.preventDefault();
        onOpen();
      }}
    >
      {inner}
    </a>
  );
}
