import * as z from 'zod/mini';
import { CAPS } from './caps';
import { lazySchema } from './lazy-schema';
import { idSchema, parseMany, parseOne } from './repair';
import { shownText } from './text-schemas';

/** A list of accounts whose posts form a timeline. */
export const listSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    title: shownText(CAPS.displayName),
    replies_policy: z.catch(z.enum(['followed', 'list', 'none']), 'list'),
    exclusive: z.catch(z.boolean(), false),
  }),
);

export type List = z.infer<typeof listSchema>;

/** Reads one list; null (logged) when it cannot be read. */
export function parseList(json: unknown): List | null {
  return parseOne(listSchema, json, 'list');
}

/** Reads the lists of `/api/v1/lists`. */
export function parseLists(json: unknown): List[] {
  return parseMany(listSchema, json, 'list');
}
