import type { Card } from '../world/types';
import { type Ctx, url } from './context';

/** Mastodon's PreviewCard; Pleroma sends fewer fields, the rest are filled like Mastodon does. */
export function serializeCard(ctx: Ctx, card: Card) {
  const image = card.image ? url(ctx, card.image) : null;
  return {
    url: card.url,
    title: card.title,
    description: card.description,
    type: card.type,
    image,
    author_name: '',
    author_url: card.providerUrl,
    authors: [],
    provider_name: card.providerName,
    provider_url: card.providerUrl,
    html: '',
    width: image ? 800 : 0,
    height: image ? 418 : 0,
    embed_url: card.url,
    blurhash: null,
    pleroma: { opengraph: { title: card.title, description: card.description, image, url: card.url } },
  };
}
