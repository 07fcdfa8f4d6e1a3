import { safeMediaUrl } from '@murmur/shared';
import { useState } from 'react';

/**
 * An account's picture. Decorative (alt ''): the name beside it says who it is. A picture that
 * fails to load gives way to a neutral placeholder (spec 2 section 8).
 */
export function Avatar({
  src,
  size = 'normal',
}: {
  src: string | null | undefined;
  size?: 'normal' | 'small';
}) {
  const [failed, setFailed] = useState(false);
  const url = safeMediaUrl(src);
  const className = size === 'small' ? 'status-avatar status-avatar--small' : 'status-avatar';
  if (!url || failed) return <span className={`${className} status-avatar--missing`} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
