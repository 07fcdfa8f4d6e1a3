import * as z from 'zod/mini';
import { sanitizeHtml } from '../html/sanitize';
import { map, nonEmpty, nullableCount, nullableText, text } from './repair';

/** A link preview card. `html` (an oEmbed snippet) is sanitised here like all server HTML. */
export const cardSchema = map(
  z.object({
    url: nonEmpty(),
    title: text(),
    description: text(),
    type: z.catch(z.enum(['link', 'photo', 'video', 'rich']), 'link'),
    author_name: text(),
    author_url: text(),
    provider_name: text(),
    provider_url: text(),
    html: text(),
    width: nullableCount(),
    height: nullableCount(),
    image: nullableText(),
    image_description: text(),
    embed_url: text(),
    blurhash: nullableText(),
  }),
  (card) => ({ ...card, html: card.html ? sanitizeHtml(card.html) : '' }),
);

export type Card = z.infer<typeof cardSchema>;
