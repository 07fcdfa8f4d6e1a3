import { FAVICON_BADGE_CANVAS_PX, useFrontendConfig, useInstance } from '@murmur/shared/core';
import { useEffect } from 'react';
import { useBadgeCount } from './unseen-counts';
import { useChosen } from './use-chosen';

/** The page title with the badge count in parentheses (spec 1 section 2). */
export function badgedTitle(base: string, count: number): string {
  return count > 0 ? `(${count}) ${base}` : base;
}

/**
 * Draws the favicon with a badge on a 128 px canvas (spec 1 section 9) and returns it as a data
 * URL, or null where canvas drawing is unavailable.
 */
export function drawFaviconBadge(image: CanvasImageSource, doc: Document = document): string | null {
  const canvas = doc.createElement('canvas');
  canvas.width = FAVICON_BADGE_CANVAS_PX;
  canvas.height = FAVICON_BADGE_CANVAS_PX;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const size = FAVICON_BADGE_CANVAS_PX;
  context.clearRect(0, 0, size, size);
  context.drawImage(image, 0, 0, size, size);
  context.fillStyle = '#e0312b';
  context.beginPath();
  context.arc(size * 0.75, size * 0.25, size * 0.22, 0, 2 * Math.PI);
  context.fill();
  try {
    return canvas.toDataURL('image/png');
  } catch {
    return null;
  }
}

function faviconLink(): HTMLLinkElement | null {
  return document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
}

/** Keeps the page title and the favicon badge in step with the unseen count. */
export function TitleBadge() {
  const count = useBadgeCount();
  const { instance } = useInstance();
  const config = useFrontendConfig();
  const base = config.name || instance.title || 'Murmur';
  const hideFavicon = useChosen('hideSiteFavicon', config.hideSiteFavicon);

  useEffect(() => {
    document.title = badgedTitle(base, count);
  }, [base, count]);

  useEffect(() => {
    const link = faviconLink();
    if (!link || hideFavicon) return;
    const original = link.dataset.original ?? link.href;
    link.dataset.original = original;
    if (count === 0) {
      link.href = original;
      return;
    }
    let cancelled = false;
    const image = new Image();
    image.onload = () => {
      if (cancelled) return;
      const badged = drawFaviconBadge(image);
      if (badged) link.href = badged;
    };
    image.src = original;
    return () => {
      cancelled = true;
    };
  }, [count, hideFavicon]);

  return null;
}
