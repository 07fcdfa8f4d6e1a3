import type { ImgHTMLAttributes } from 'react';
import { safeMediaUrl } from '../html/html-policy';
import { DefaultAvatar, DefaultHeader } from './default-pictures';
import { markPictureFailed, usePictureFailed } from './failed-pictures';
import { StillImage } from './still-image';

export interface AccountPictureProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError' | 'alt'> {
  /** The server's URL (avatar_static, header_static...): used only when it is http(s) or a local path. */
  src: string | null | undefined;
  /** 'avatar' (the default) or 'header': which default picture stands in. */
  kind?: 'avatar' | 'header';
  /** Decorative by default: the name beside the picture says who it is. */
  alt?: string;
  /**
   * The server's still version (`avatar_static`) when `src` is the one that may move: with
   * `stopGifs` on, it (or a first frame) shows until hovered or focused (`StillImage`).
   */
  stillSrc?: string | null | undefined;
  /** A class for the still picture's wrapper (where it must fill a box, as a cover does). */
  wrapperClassName?: string;
}

/**
 * An account's avatar or header. A URL that failed once anywhere on the page is not asked for
 * again (`failed-pictures.ts`); a missing or failed picture shows Murmur's default one.
 */
export function AccountPicture({
  src,
  kind = 'avatar',
  alt = '',
  stillSrc,
  wrapperClassName,
  ...rest
}: AccountPictureProps) {
  const url = safeMediaUrl(src);
  const failed = usePictureFailed(url);
  if (!url || failed) {
    const Default = kind === 'header' ? DefaultHeader : DefaultAvatar;
    return <Default className={rest.className} width={rest.width} height={rest.height} />;
  }
  if (stillSrc !== undefined) {
    return (
      <StillImage
        {...rest}
        src={url}
        stillSrc={stillSrc}
        wrapperClassName={wrapperClassName}
        alt={alt}
        onError={() => markPictureFailed(url)}
      />
    );
  }
  return <img {...rest} src={url} alt={alt} onError={() => markPictureFailed(url)} />;
}
