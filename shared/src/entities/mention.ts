import * as z from 'zod/mini';
import { idSchema, map, text } from './repair';

/** A user mentioned in a status. */
export const mentionSchema = map(
  z.object({
    id: idSchema,
    username: text(),
    acct: text(),
    url: text(),
  }),
  finishMention,
);

/** The mention's transform (also used by the fast reader, fast-read.ts). */
export function finishMention<M extends { username: string; acct: string }>(m: M): M {
  return { ...m, username: m.username || m.acct.split('@')[0] || '' };
}

export type Mention = z.infer<typeof mentionSchema>;
