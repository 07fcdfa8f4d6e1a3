import type { Attachment } from '@murmur/shared/core';
import { mayBeAnimated, StillImage, safeMediaUrl, usePreference } from '@murmur/shared/core';
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
 * A video played in the post (spec 3 'playVideosInModal' off): the server's preview as its
 * poster, nothing downloaded but its header until asked. A 'gifv' (a GIF the server turned into a
 * silent video) plays by itself and loops, unless 'stopGifs' holds it until hovered or focused.
 */
function InlineVideo({ attachment, src, label }: { attachment: Attachment; src: string; label: string }) {
  const loopVideo = usePreference('loopVideo');
  const silentOnly = usePreference('loopVideoSilentOnly');
  const stopGifs = usePreference('stopGifs');
  const gifv = attachment.type === 'gifv';
  const poster = safeMediaUrl(attachment.preview_url);
  const play = (event: { currentTarget: HTMLVideoElement }) => {
    if (gifv && stopGifs) void event.currentTarget.play().catch(() => undefined);
  };
  const pause = (event: { currentTarget: HTMLVideoElement }) => {
    if (gifv && stopGifs) event.currentTarget.pause();
  };
  return (
    <video
      className="status-attachment status-attachment--inline-video"
      src={src}
      poster={poster && poster !== src ? poster : undefined}
      controls={!gifv}
      muted={gifv}
      playsInline
      autoPlay={gifv && !stopGifs}
      loop={gifv || (loopVideo && !silentOnly)}
      preload="metadata"
      aria-label={label}
      title={attachment.description?.trim() || undefined}
      tabIndex={gifv ? 0 : undefined}
      onMouseEnter={play}
      onMouseLeave={pause}
      onFocus={play}
      onBlur={pause}
    />
  );
}

/**
 * One attachment as a thumbnail linking to the full media (the media viewer takes over the
 * click). Images show their preview, a possibly animated one held still while 'stopGifs' is on;
 * videos play in the post unless 'playVideosInModal' sends them to the viewer; audio and other
 * files show a labelled link.
 */
export function AttachmentThumbnail({ attachment, onOpen }: { attachment: Attachment; onOpen?: () => void }) {
  const intl = useIntl();
  const href = safeMediaUrl(attachment.url);
  const inModal = usePreference('playVideosInModal');
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
  // A server that says no media type (Mastodon, Hollo, GoToSocial) and sends a preview of its own
  // (often a WebP thumbnail): whether it can move is read from the original's name, so a PNG's
  // thumbnail is shown as the still it is, not stopped as if it were a GIF.
  const mimeType = attachment.type === 'image' ? attachment.pleroma.mime_type : null;
  const previewMayMove = !mimeType && preview && href && preview !== href ? mayBeAnimated(href) : undefined;
  const blurhash = useBlurhash && !loaded && attachment.blurhash ? attachment.blurhash : null;
  if (href && !inModal && (attachment.type === 'video' || attachment.type === 'gifv')) {
    return (
      <InlineVideo
        attachment={attachment}
        src={href}
        label={description || intl.formatMessage(attachmentMessages.noDescription)}
      />
    );
  }
  const inner = preview ? (
    <>
      {blurhash ? <BlurhashPlaceholder hash={blurhash} /> : null}
      <StillImage
        wrapperClassName="status-attachment-still"
        mimeType={mimeType}
        mayMove={previewMayMove}
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
