import { type Card, safeMediaUrl } from '@murmur/shared/core';
import { Link2 } from 'lucide-react';
import './link-card.css';

/** http(s) only: a card is a link to a web page, never to mail or a script. */
function webUrl(raw: string): string | null {
  const safe = safeMediaUrl(raw);
  return safe && /^https?:\/\//i.test(safe) ? safe : null;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/**
 * The link preview under a post (spec 3 section 3 'card'): image, title, description and provider,
 * all as text. A card whose address is not http(s) is shown without a link.
 */
export function LinkCard({ card }: { card: Card }) {
  const href = webUrl(card.url);
  const image = card.image ? safeMediaUrl(card.image) : null;
  const title = card.title.trim();
  const description = card.description.trim();
  const provider = card.provider_name.trim() || (href ? hostOf(href) : '');
  if (!title && !description && !image) return null;
  const body = (
    <>
      {image ? (
        <img className="link-card__image" src={image} alt={card.image_description || ''} loading="lazy" />
      ) : (
        <span className="link-card__icon" aria-hidden="true">
          <Link2 size={24} />
        </span>
      )}
      <span className="link-card__text">
        {provider ? (
          <span className="link-card__provider" dir="auto">
            {provider}
          </span>
        ) : null}
        {title ? (
          <span className="link-card__title" dir="auto">
            {title}
          </span>
        ) : null}
        {description ? (
          <span className="link-card__description" dir="auto">
            {description}
          </span>
        ) : null}
      </span>
    </>
  );
  if (!href) return <div className="link-card">{body}</div>;
  return (
    <a className="link-card" href={href} target="_blank" rel="noopener noreferrer nofollow">
      {body}
    </a>
  );
}
