import { z } from 'zod';
import { sanitizeHtml } from '../html/sanitize';
import { nullableCount, nullableText, text } from './repair';

/** A link preview card. `html` (an oEmbed snippet) is sanitised here like all server HTML. */
export const cardSchema = z
  .object({
    url: z.string().min(1),
    title: text(),
    description: text(),
    type: z.enum(['link', 'photo', 'video', 'rich']).catch('link'),
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
  })
  .transform((card) => ({ ...card, html: card.html ? sanitizeHtml(card.html) : '' }));

export type Card = z.infer<typeof cardSchema>;
