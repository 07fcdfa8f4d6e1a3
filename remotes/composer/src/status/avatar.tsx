import { AccountPicture } from '@murmur/shared';

/**
 * An account's picture. Decorative (alt ''): the name beside it says who it is. A picture that
 * failed anywhere on the page is not asked for again and gives way to Murmur's default one
 * (spec 2 section 8; `shared/src/pictures`).
 */
export function Avatar({
  src,
  size = 'normal',
}: {
  src: string | null | undefined;
  size?: 'normal' | 'small';
}) {
  const className = size === 'small' ? 'status-avatar status-avatar--small' : 'status-avatar';
  return <AccountPicture className={className} src={src} loading="lazy" decoding="async" />;
}
