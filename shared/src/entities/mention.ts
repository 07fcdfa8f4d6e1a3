import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { idSchema, map, text } from './repair';

/** A user mentioned in a status. */
export const mentionSchema = lazySchema(() =>
  map(
    z.object({
      id: idSchema,
      username: text(),
      acct: text(),
      url: text(),
    }),
    (m) => ({ ...m, username: m.username || m.acct.split('@')[0] || '' }),
  ),
);

export type Mention = z.infer<typeof mentionSchema>;
