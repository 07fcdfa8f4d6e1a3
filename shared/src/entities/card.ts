import * as z from 'zod/mini';
import { sanitizeHtml } from '../html/sanitize';
import { CAPS } from './caps';
import { lazySchema } from './lazy-schema';
import { map, nonEmpty, nullableCount, nullableText, text } from './repair';
import { htmlText, shownText } from './text-schemas';

/** A link preview card. `html` (an oEmbed snippet) is sanitised here like all server HTML. */
export const cardSchema = lazySchema(() =>
  map(
    z.object({
      url: nonEmpty(),
      title: shownText(CAPS.cardTitle),
      description: shownText(CAPS.cardDescription),
      type: z.catch(z.enum(['link', 'photo', 'video', 'rich']), 'link'),
      author_name: shownText(CAPS.displayName),
      author_url: text(),
      provider_name: shownText(CAPS.displayName),
      provider_url: text(),
      html: htmlText(CAPS.content),
      width: nullableCount(),
      height: nullableCount(),
      image: nullableText(),
      image_description: shownText(CAPS.mediaDescription),
      embed_url: text(),
      blurhash: nullableText(),
    }),
    (card) => ({ ...card, html: card.html ? sanitizeHtml(card.html) : '' }),
  ),
);

export type Card = z.infer<typeof cardSchema>;
