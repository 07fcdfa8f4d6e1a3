import { z } from 'zod';
import { idSchema, text } from './repair';

/** A user mentioned in a status. */
export const mentionSchema = z
  .object({
    id: idSchema,
    username: text(),
    acct: text(),
    url: text(),
  })
  .transform((m) => ({ ...m, username: m.username || m.acct.split('@')[0] || '' }));

export type Mention = z.infer<typeof mentionSchema>;
