import type { Prng } from '../util/prng';
import type { Account, Visibility } from '../world/types';
import { acctOf } from '../world/world';
import { ALT_TEXTS, REPLIES, SENTENCES, TAGS } from './corpus';
import { EMOJI_NAMES } from './emoji';

/** Text of an ordinary seeded post: a few sentences, sometimes tags, a mention or emoji. */
export function postText(rng: Prng, others: Account[]): { text: string; mentioned: Account | null } {
  const parts: string[] = [];
  const n = rng.int(1, 3);
  for (let i = 0; i < n; i++) parts.push(rng.pick(SENTENCES));
  let mentioned: Account | null = null;
  if (rng.chance(0.15) && others.length > 0) {
    mentioned = rng.pick(others);
    parts.unshift(`@${acctOf(mentioned)}`);
  }
  if (rng.chance(0.12)) parts.push(`:${rng.pick(EMOJI_NAMES).shortcode}:`);
  if (rng.chance(0.28)) {
    const tags = rng.sample(TAGS, rng.int(1, 2));
    parts.push(tags.map((t) => `#${t}`).join(' '));
  }
  if (rng.chance(0.05)) parts.push('\nSecond paragraph, because some thoughts need room.');
  return { text: parts.join(' '), mentioned };
}

export function replyText(rng: Prng, parentAuthor: Account): string {
  const extra = rng.chance(0.3) ? ` ${rng.pick(SENTENCES)}` : '';
  return `@${acctOf(parentAuthor)} ${rng.pick(REPLIES)}${extra}`;
}

export function pickVisibility(rng: Prng): Visibility {
  const r = rng.next();
  if (r < 0.8) return 'public';
  if (r < 0.88) return 'unlisted';
  if (r < 0.95) return 'private';
  return 'direct';
}

export function altText(rng: Prng): string | null {
  return rng.chance(0.12) ? null : rng.pick(ALT_TEXTS);
}

export const SPOILERS = [
  'spoilers for the book',
  'food',
  'long post',
  'politics (mild)',
  'eye contact',
  'mental health',
];

export const REACTIONS = ['👍', '❤️', '😂', '🎉', '👀', 'blobcat', 'murmur'];

export const IMAGE_SIZES: [number, number][] = [
  [1200, 800],
  [800, 1200],
  [1024, 1024],
  [1600, 900],
  [640, 480],
];

/**
 * Posts written in MFM (text/x.misskeymarkdown), rendered by the server as Akkoma renders them.
 * They take the text of the first ordinary public posts from the middle of the history on, so
 * the random sequence, and with it the rest of the world, stays as it was; they are found through
 * #mfm, and kept off the newest pages, where their animations would slow every journey's trace.
 */
export const MFM_POSTS = [
  '$[tada Murmur speaks MFM] $[x2 big] $[flip flipped] $[spin.speed=3s round] $[rainbow colours] $[blur a secret] #mfm',
  '$[jelly.speed=2s wobbly] $[font.serif serif] $[rotate.deg=30 tilted] $[jump hop] $[bounce boing] $[sparkle shiny] $[shake shaky] $[twitch twitchy] $[x3 $[x4 nested]] #mfm',
];
