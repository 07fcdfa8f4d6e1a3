import {
  type Attachment,
  arrowStep,
  attachmentSchema,
  safeMediaUrl,
  usePreference,
  useStatus,
} from '@murmur/shared';
import { ChevronLeft, ChevronRight, ExternalLink, Loader } from 'lucide-react';
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { CLOSE_DELAY_MS, MIN_ZOOM, pinchZoom, releaseOf, settledZoom } from './gestures';
import { viewerMessages } from './messages';
import { wrapIndex } from './wrap-index';
import './media-viewer.css';

export interface MediaViewerProps {
  statusId: string;
  index: number;
  /** One picture that belongs to no post (an avatar zoomed from the profile card), instead. */
  single?: { url: string; description: string } | undefined;
  /** Closes the viewer (a tap that was not a swipe, the browser's back button). */
  onClose?: () => void;
}

interface MediaProps {
  attachment: Attachment;
  alt: string;
  zoom: number;
  onLoaded: () => void;
}

function Media({ attachment, alt, zoom, onLoaded }: MediaProps) {
  // Spec 3 'loopVideo' and 'loopVideoSilentOnly': a video loops when asked, unless only silent
  // ones should, and the server does not say a video is silent (a 'gifv' is, and always loops).
  const loopVideo = usePreference('loopVideo');
  const silentOnly = usePreference('loopVideoSilentOnly');
  const loop = loopVideo && !silentOnly;
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
        loop={attachment.type === 'gifv' || loop}
        aria-label={alt}
      />
    );
  }
  if (attachment.type === 'audio') {
    // biome-ignore lint/a11y/useMediaCaption: captions are not something the servers send
    return <audio className="media-viewer__audio" src={src} controls aria-label={alt} />;
  }
  return (
    <img
      className="media-viewer__media"
      src={src}
      alt={alt}
      onLoad={onLoaded}
      onError={onLoaded}
      draggable={false}
      style={zoom === MIN_ZOOM ? undefined : { transform: `scale(${zoom})` }}
    />
  );
}

/** Where a finger or the mouse went down, by pointer id. */
type Pointers = Map<number, { x: number; y: number }>;

function distance(pointers: Pointers): number {
  const [a, b] = [...pointers.values()];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}

/**
 * A post's media one at a time: arrow keys, the buttons and a swipe of more than a quarter of the
 * window move through them, wrapping around at both ends; pinch zooms a picture; Esc (the modal
 * host's dialog), the browser's back button and a tap that was not a swipe close it.
 */
export function MediaViewer({ statusId, index: start, single, onClose }: MediaViewerProps) {
  const intl = useIntl();
  const status = useStatus(statusId);
  const attachments = single
    ? [
        attachmentSchema.parse({
          id: 'single',
          type: 'image',
          url: single.url,
          preview_url: single.url,
          description: single.description,
        }),
      ]
    : ((status?.reblog ?? status)?.media_attachments ?? []);
  const count = attachments.length;
  const [index, setIndex] = useState(Math.min(Math.max(0, start), Math.max(0, count - 1)));

  useEffect(() => {
    if (count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      // Forward follows the reading direction (the left arrow in Arabic and Hebrew).
      const step = arrowStep(event.key);
      if (step !== 0) setIndex((i) => wrapIndex(i, step, count));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);

  // The back button closes the viewer (spec 3 section 2); the page goes back as asked.
  useEffect(() => {
    if (!onClose) return;
    window.addEventListener('popstate', onClose);
    return () => window.removeEventListener('popstate', onClose);
  }, [onClose]);

  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [loading, setLoading] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item starts unzoomed and loading
  useEffect(() => {
    setZoom(MIN_ZOOM);
    setLoading(true);
  }, [index]);

  const down = useRef<Pointers>(new Map());
  const moved = useRef<Pointers>(new Map());
  const pinch = useRef<{ startZoom: number; startDistance: number } | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onPointerDown = (event: ReactPointerEvent) => {
    down.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    moved.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (down.current.size === 2) pinch.current = { startZoom: zoom, startDistance: distance(down.current) };
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    if (!moved.current.has(event.pointerId)) return;
    moved.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch.current && moved.current.size === 2) {
      setZoom(pinchZoom(pinch.current.startZoom, pinch.current.startDistance, distance(moved.current)));
    }
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const start = down.current.get(event.pointerId);
    const wasPinch = pinch.current !== null;
    down.current.delete(event.pointerId);
    moved.current.delete(event.pointerId);
    if (wasPinch) {
      if (down.current.size === 0) pinch.current = null;
      setZoom(settledZoom);
      return;
    }
    if (!start || zoom !== MIN_ZOOM) return;
    const target = event.target as HTMLElement;
    // Controls keep their own clicks.
    if (target.closest('button, a, video, audio')) return;
    const release = releaseOf(event.clientX - start.x, event.clientY - start.y, window.innerWidth);
    if (release === 'next' && count > 1) setIndex((i) => wrapIndex(i, 1, count));
    else if (release === 'previous' && count > 1) setIndex((i) => wrapIndex(i, -1, count));
    else if (release === 'tap' && onClose) {
      window.clearTimeout(closeTimer.current);
      closeTimer.current = window.setTimeout(onClose, CLOSE_DELAY_MS);
    }
  };
  const onPointerCancel = (event: ReactPointerEvent) => {
    down.current.delete(event.pointerId);
    moved.current.delete(event.pointerId);
    if (down.current.size === 0) pinch.current = null;
  };

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
      <div
        className="media-viewer__stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        {count > 1 ? (
          <button
            type="button"
            className="media-viewer__nav media-viewer__nav--previous"
            aria-label={intl.formatMessage(viewerMessages.previous)}
            title={intl.formatMessage(viewerMessages.previous)}
            onClick={() => setIndex((i) => wrapIndex(i, -1, count))}
          >
            <ChevronLeft className="icon-directional" size={28} aria-hidden="true" />
          </button>
        ) : null}
        <Media
          key={attachment.id}
          attachment={attachment}
          alt={description || intl.formatMessage(viewerMessages.noDescription)}
          zoom={zoom}
          onLoaded={() => setLoading(false)}
        />
        {loading && attachment.type === 'image' ? (
          <span className="media-viewer__loading" role="status">
            <Loader size={28} aria-hidden="true" />
            <span className="visually-hidden">{intl.formatMessage(viewerMessages.loading)}</span>
          </span>
        ) : null}
        {count > 1 ? (
          <button
            type="button"
            className="media-viewer__nav media-viewer__nav--next"
            aria-label={intl.formatMessage(viewerMessages.next)}
            title={intl.formatMessage(viewerMessages.next)}
            onClick={() => setIndex((i) => wrapIndex(i, 1, count))}
          >
            <ChevronRight className="icon-directional" size={28} aria-hidden="true" />
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
