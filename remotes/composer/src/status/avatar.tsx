import { AccountPicture } from '@murmur/shared/core';

/**
 * An account's picture. Decorative (alt ''): the name beside it says who it is. A picture that
 * failed anywhere on the page is not asked for again and gives way to Murmur's default one
 * (spec 2 section 8; `shared/src/pictures`).
 */
export function Avatar({
  src,
  size = 'normal',
  still,
}: {
  src: string | null | undefined;
  size?: 'normal' | 'small';
  /** The server's still version (`avatar_static`): shown while `stopGifs` holds an animated one. */
  still?: string | null | undefined;
}) {
  const className = size === 'small' ? 'status-avatar status-avatar--small' : 'status-avatar';
  return (
    <AccountPicture
      className={className}
      src={src}
      stillSrc={still ?? null}
      loading="lazy"
      decoding="async"
    />
  );
}
