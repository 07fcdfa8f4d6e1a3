import { type CSSProperties, type ImgHTMLAttributes, type SyntheticEvent, useEffect, useState } from 'react';
import { safeMediaUrl } from '../html/html-policy';
import { usePreference } from '../preferences/preferences';

/** Formats that can move: GIF, APNG and WebP (a still WebP frozen looks the same). */
const MOVING_TYPES = /^image\/(gif|apng|webp)$/i;
const MOVING_EXTENSIONS = /\.(gif|apng|webp)$/i;

/**
 * Whether a picture may be animated, from its media type when the server gives one, else from its
 * address's file name. A PNG is not counted: most are still, and an animated one cannot be told
 * from the name (decision 0142).
 */
export function mayBeAnimated(url: string, mimeType?: string | null): boolean {
  if (mimeType) return MOVING_TYPES.test(mimeType);
  try {
    return MOVING_EXTENSIONS.test(new URL(url, 'http://localhost/').pathname);
  } catch {
    return false;
  }
}

/**
 * The first frame of a loaded picture as a `blob:` address, or null when the canvas is tainted (a
 * picture from another origin without CORS: its pixels may not be read, so no still is drawn).
 */
export async function drawStillFrame(image: HTMLImageElement): Promise<string | null> {
  const width = image.naturalWidth;
  const height = image.naturalHeight;
  if (!width || !height) return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  try {
    context.drawImage(image, 0, 0);
    // Throws a SecurityError on a tainted canvas: the check, before anything is shown.
    context.getImageData(0, 0, 1, 1);
  } catch {
    return null;
  }
  const blob = await new Promise<Blob | null>((resolve) => {
    try {
      canvas.toBlob(resolve, 'image/png');
    } catch {
      resolve(null);
    }
  });
  return blob ? URL.createObjectURL(blob) : null;
}

export interface StillImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The picture as the server gave it (checked: http(s) or a local path only). */
  src: string;
  /** The server's own still version (`avatar_static`, an emoji's `static_url`), if any. */
  stillSrc?: string | null | undefined;
  /** The server's media type, when it says one. */
  mimeType?: string | null | undefined;
  /**
   * Whether the picture can move, when the caller knows it better than the picture's own type and
   * name (an attachment's preview is judged by the original's name: a server's scaled WebP
   * thumbnail of a PNG is a still). Unset: judged from `mimeType`, else from `src`'s name.
   */
  mayMove?: boolean | undefined;
  /** A class for the wrapper (which takes the picture's place in the layout). */
  wrapperClassName?: string;
}

type Still = { kind: 'none' } | { kind: 'url'; url: string } | { kind: 'fallback' };

/** Over the moving picture, the same box: the still covers it until hovered or focused. */
const COVER_STYLE: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
};

/**
 * A picture that may be animated. With spec 3's `stopGifs` on, an animated one shows a still
 * frame until the pointer is over it or the link, button or post around it has the keyboard's
 * focus: the server's still version when it sends a distinct one, else the first frame drawn from
 * the already loaded picture on a canvas (same origin or CORS-clean only), else a plain box marked
 * 'GIF' (decision 0142). With the option off, or a picture that cannot move, a plain `<img>`.
 */
export function StillImage({
  src,
  stillSrc,
  mimeType,
  mayMove,
  wrapperClassName,
  onLoad,
  alt = '',
  ...rest
}: StillImageProps) {
  const stopGifs = usePreference('stopGifs');
  const serverStill = safeMediaUrl(stillSrc);
  const distinctStill = serverStill && serverStill !== src ? serverStill : null;
  const moving = stopGifs && (distinctStill !== null || (mayMove ?? mayBeAnimated(src, mimeType)));
  // The frame drawn for one picture: a new `src` starts over, and a drawn blob is let go with it.
  const [frame, setFrame] = useState<{ for: string; still: Still }>({ for: src, still: { kind: 'none' } });
  const drawn: Still = frame.for === src ? frame.still : { kind: 'none' };
  useEffect(() => {
    if (frame.still.kind !== 'url') return;
    const url = frame.still.url;
    return () => URL.revokeObjectURL(url);
  }, [frame]);
  if (!moving) return <img {...rest} alt={alt} src={src} onLoad={onLoad} />;
  const still: Still = distinctStill ? { kind: 'url', url: distinctStill } : drawn;
  const handleLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    onLoad?.(event);
    if (distinctStill || drawn.kind !== 'none') return;
    const image = event.currentTarget;
    void drawStillFrame(image).then((url) => {
      // The picture may have changed meanwhile: only its own frame is kept.
      if (image.getAttribute('src') !== src) {
        if (url) URL.revokeObjectURL(url);
        return;
      }
      setFrame({ for: src, still: url ? { kind: 'url', url } : { kind: 'fallback' } });
    });
  };
  return (
    <span
      className={`still-image${still.kind === 'none' ? '' : ' still-image--stopped'}${wrapperClassName ? ` ${wrapperClassName}` : ''}`}
      data-still={still.kind === 'none' ? 'drawing' : still.kind === 'url' ? 'frame' : 'fallback'}
    >
      <img
        {...rest}
        alt={alt}
        className={`${rest.className ?? ''} still-image__moving`.trim()}
        src={src}
        onLoad={handleLoad}
      />
      {still.kind === 'url' ? (
        <img
          className={`${rest.className ?? ''} still-image__cover`.trim()}
          style={COVER_STYLE}
          src={still.url}
          alt=""
          aria-hidden="true"
          draggable={false}
        />
      ) : still.kind === 'fallback' ? (
        <span className="still-image__cover still-image__fallback" style={COVER_STYLE} aria-hidden="true">
          GIF
        </span>
      ) : null}
    </span>
  );
}
