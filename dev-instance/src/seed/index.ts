import { TimeHeap } from '../util/heap';
import { Prng } from '../util/prng';
import { editStatus } from '../world/editing';
import { favourite, react, reblog } from '../world/interactions';
import { generatedAttachment } from '../world/media';
import { finishPoll } from '../world/polls';
import { createStatus } from '../world/posting';
import type { Account, Status, Visibility } from '../world/types';
import { acctOf, type World } from '../world/world';
import { seedAccounts } from './accounts';
import { CARD_SITES, POLLS, SENTENCES } from './corpus';
import { instanceEmoji } from './emoji';
import { seedExtras } from './extras';
import { seedHostileServers } from './hostile-servers';
import { INJECTION_EMOJI, INJECTION_POSTS, PWN } from './injections';
import { seedModeration } from './moderation';
import { seedNotificationKinds } from './notification-kinds';
import {
  altText,
  IMAGE_SIZES,
  MFM_POSTS,
  pickVisibility,
  postText,
  REACTIONS,
  replyText,
  SPOILERS,
} from './posts';
import { seedSettingsInjections } from './settings-injections';
import { seedFollows } from './social';

export interface SeedOptions {
  seed: number;
  size: 'small' | 'large';
  /** The moment the seeded history ends. */
  now: number;
}

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/**
 * Builds the seeded world. Posts and interactions are produced in time order (pending
 * interactions wait in a heap), so every id encodes its creation time and all paging by id
 * matches paging by time.
 */
export function seedWorld(world: World, options: SeedOptions): void {
  const rng = new Prng(options.seed);
  const now = options.now;
  world.seededAt = now;
  for (const e of [...instanceEmoji(), ...INJECTION_EMOJI]) world.emoji.set(e.shortcode, e);

  const cast = seedAccounts(world, rng, now, options.size === 'large');
  const socialEvents = seedFollows(world, rng, cast, now);

  const total = options.size === 'large' ? 10_500 : 560;
  const start = now - 30 * DAY;
  const times: number[] = [];
  for (let i = 0; i < total; i++) times.push(start + Math.floor(rng.next() * (30 * DAY - 5 * MIN)));
  times.sort((a, b) => a - b);

  const pending = new TimeHeap<() => void>();
  // The time of the event being applied; interactions read it so their ids match their time.
  let pendingTime = start;
  const timedFlush = (until: number) => {
    while ((pending.peekTime() ?? Number.POSITIVE_INFINITY) <= until) {
      const item = pending.pop();
      if (!item) break;
      pendingTime = item.at;
      item.value();
    }
  };
  for (const event of socialEvents) pending.push(event.at, () => event.run(pendingTime));
  const later = (from: number, min: number, max: number) => Math.min(from + rng.int(min, max), now - MIN);

  const authors = cast.all.filter(
    (a) => a !== cast.mallory && a.username !== 'about' && a.username !== 'oldrupert',
  );
  const weighted: Account[] = authors.flatMap((a) => (a.domain === null ? [a, a] : [a]));
  const recent: Status[] = [];
  const depth = new Map<string, number>();

  const at = (fraction: number) => Math.min(total - 1, Math.floor(total * fraction));
  const special = new Map<number, string>();
  // Posts with a special role sit at fixed places in the history (injections among the newest).
  [0.2, 0.5, 0.8, 0.95, 0.985].forEach((f, k) => {
    special.set(at(f), `poll:${k}`);
  });
  [0.3, 0.6, 0.85, 0.97].forEach((f, k) => {
    special.set(at(f), `card:${k}`);
  });
  [0.4, 0.7, 0.9, 0.975].forEach((f, k) => {
    special.set(at(f), `quote:${k}`);
  });
  for (let k = 0; k < 6; k++) special.set(at(0.93) + k, `thread:${k}`);
  [0.75, 0.96].forEach((f, k) => {
    special.set(at(f), `edit:${k}`);
  });
  special.set(at(0.91), 'dm:0');
  special.set(at(0.91) + 1, 'dm:1');
  special.set(at(0.88), 'gallery');
  // The injections last, each on the first free place at or below its own: in the small world the
  // threads and an edit sit among the newest too, and a hostile post they took would never be seeded.
  INJECTION_POSTS.forEach((_, k) => {
    let place = total - 3 - 4 * k;
    while (special.has(place)) place--;
    special.set(place, `inject:${k}`);
  });

  let mfmNext = 0;
  let threadTip: Status | null = null;
  // The hostile posts by index: the newest quotes the second newest, which was edited once, so the
  // quote card, the edit history and its earlier version carry payloads too.
  const injected = new Map<number, Status>();
  let dmRoot: Status | null = null;

  const scheduleInteractions = (status: Status) => {
    if (status.visibility !== 'public' && status.visibility !== 'unlisted') return;
    const others = authors.filter((a) => a.id !== status.accountId);
    const favs = Math.floor(rng.next() ** 2 * 9);
    for (const fan of rng.sample(others, favs)) {
      pending.push(later(status.createdAt, MIN, 2 * DAY), () =>
        favourite(world, fan.id, status.id, pendingTime),
      );
    }
    if (rng.chance(0.12)) {
      for (const booster of rng.sample(others, rng.int(1, 2))) {
        pending.push(later(status.createdAt, MIN, DAY), () => {
          if (world.statuses.has(status.id)) reblog(world, booster.id, status, pendingTime);
        });
      }
    }
    if (rng.chance(0.12)) {
      for (const reactor of rng.sample(others, rng.int(1, 3))) {
        const emoji = rng.pick(REACTIONS);
        pending.push(later(status.createdAt, MIN, DAY), () =>
          react(world, reactor.id, status.id, emoji, pendingTime),
        );
      }
    }
  };

  const attach = (owner: Account, t: number, count: number, description?: string | null) => {
    const ids: string[] = [];
    for (let m = 0; m < count; m++) {
      const [w, h] = rng.pick(IMAGE_SIZES);
      const desc = description === undefined ? altText(rng) : description;
      ids.push(generatedAttachment(world, owner.id, `att-${options.seed}-${t}-${m}`, w, h, desc, t).id);
    }
    return ids;
  };

  for (let i = 0; i < total; i++) {
    const t = times[i] as number;
    timedFlush(t);
    const kind = special.get(i);
    let author = rng.pick(weighted);
    let status: Status | null = null;

    if (kind?.startsWith('inject:')) {
      const index = Number(kind.slice(7));
      const sample = INJECTION_POSTS[index];
      if (!sample) continue;
      const mediaIds = sample.mediaDescription ? attach(cast.mallory, t, 1, sample.mediaDescription) : [];
      status = createStatus(world, {
        accountId: cast.mallory.id,
        source: `${sample.html} #xsstest`,
        contentType: 'text/html',
        spoilerText: sample.spoilerText ?? '',
        sensitive: Boolean(sample.spoilerText),
        mediaIds,
        card: sample.card ?? null,
        poll: sample.pollOptions
          ? { options: sample.pollOptions, multiple: false, expiresInSec: 7 * 86400 }
          : null,
        language: sample.language ?? 'en',
        quoteId: index === 0 ? (injected.get(1)?.id ?? null) : null,
        at: t,
      });
      if (sample.emoji) status.emojiShortcodes = [...sample.emoji];
      injected.set(index, status);
      const edit = index === 1 ? INJECTION_POSTS[2] : undefined;
      if (edit) {
        editStatus(world, status, {
          source: `${edit.html} #xsstest`,
          contentType: 'text/html',
          spoilerText: `edited <img src=x onerror="${PWN}">`,
          at: t + 1,
        });
        if (sample.emoji) status.emojiShortcodes = [...sample.emoji];
      }
    } else if (kind?.startsWith('poll:')) {
      const def = POLLS[Number(kind.slice(5))];
      if (!def) continue;
      if (kind === 'poll:3') author = cast.alice;
      const expiresInSec = kind === 'poll:4' || kind === 'poll:3' ? 3 * 86400 : 86400;
      status = createStatus(world, {
        accountId: author.id,
        source: def.q,
        poll: { options: def.options, multiple: def.multiple ?? false, expiresInSec },
        language: 'en',
        at: t,
      });
      const poll = world.polls.get(status.pollId ?? '');
      if (poll) {
        poll.baseCounts = poll.options.map(() => rng.int(0, 12));
        poll.baseVoters = poll.baseCounts.reduce((a, b) => a + b, 0);
        if (kind === 'poll:0' || kind === 'poll:1') poll.votes.set(cast.alice.id, [0]);
        if (poll.expiresAt !== null && poll.expiresAt < now) {
          const p = poll;
          pending.push(poll.expiresAt, () => finishPoll(world, p, pendingTime));
        }
      }
    } else if (kind?.startsWith('card:')) {
      const site = CARD_SITES[Number(kind.slice(5))];
      if (!site) continue;
      status = createStatus(world, {
        accountId: author.id,
        source: `${rng.pick(SENTENCES)} ${site.url}`,
        card: {
          url: site.url,
          title: site.title,
          description: site.description,
          image: `@@BASE@@/media/g/card-${Number(kind.slice(5))}/800x418.png`,
          type: 'link',
          providerName: site.provider,
          providerUrl: new URL(site.url).origin,
        },
        language: 'en',
        at: t,
      });
    } else if (kind?.startsWith('quote:')) {
      const candidates = recent.filter((s) => s.visibility === 'public' && s.accountId !== author.id);
      const quoted = candidates.length > 0 ? rng.pick(candidates) : undefined;
      status = createStatus(world, {
        accountId: author.id,
        source: `Worth reading: ${rng.pick(SENTENCES)}`,
        quoteId: quoted?.id ?? null,
        language: 'en',
        at: t,
      });
    } else if (kind?.startsWith('thread:')) {
      const k = Number(kind.slice(7));
      const voices = [cast.alice, authors[7] ?? cast.mod, authors[12] ?? cast.admin];
      author = voices[k % voices.length] as Account;
      if (k === 0 || !threadTip) {
        status = createStatus(world, {
          accountId: author.id,
          source: `A thread about ${rng.pick(['trains', 'bread', 'moderation', 'gardens'])}, 1/6. ${rng.pick(SENTENCES)} #murmur`,
          at: t,
          language: 'en',
        });
      } else {
        const parentAuthor = world.accounts.get(threadTip.accountId) as Account;
        status = createStatus(world, {
          accountId: author.id,
          source: `@${acctOf(parentAuthor)} ${k + 1}/6. ${rng.pick(SENTENCES)}`,
          inReplyToId: threadTip.id,
          at: t,
          language: 'en',
        });
      }
      threadTip = status;
    } else if (kind?.startsWith('edit:')) {
      const own = recent.filter((s) => world.accounts.get(s.accountId)?.domain === null && !s.pollId);
      const target = own[own.length - 1];
      if (target) editStatus(world, target, { source: `${target.source} (edited: fixed a typo)`, at: t });
      continue;
    } else if (kind === 'dm:0' || kind === 'dm:1') {
      const bob = cast.locals.find((a) => a.username === 'bob') as Account;
      if (kind === 'dm:0') {
        dmRoot = createStatus(world, {
          accountId: bob.id,
          source: `@${acctOf(cast.alice)} Are you coming to the meetup on Friday?`,
          visibility: 'direct',
          at: t,
          language: 'en',
        });
        status = dmRoot;
      } else if (dmRoot) {
        status = createStatus(world, {
          accountId: cast.alice.id,
          source: `@${acctOf(bob)} Yes! I will bring the stickers.`,
          visibility: 'direct',
          inReplyToId: dmRoot.id,
          at: t,
          language: 'en',
        });
      }
    } else if (kind === 'gallery') {
      status = createStatus(world, {
        accountId: cast.alice.id,
        source: 'A few pictures from the weekend walk #photography',
        mediaIds: attach(cast.alice, t, 4),
        at: t,
        language: 'en',
      });
    } else {
      const replyCandidates = recent.filter(
        (s) =>
          (depth.get(s.id) ?? 0) < 5 &&
          s.accountId !== author.id &&
          (s.visibility === 'public' || s.visibility === 'unlisted'),
      );
      if (rng.chance(0.28) && replyCandidates.length > 0) {
        const parent = rng.pick(replyCandidates.slice(-40));
        const parentAuthor = world.accounts.get(parent.accountId) as Account;
        status = createStatus(world, {
          accountId: author.id,
          source: replyText(rng, parentAuthor),
          inReplyToId: parent.id,
          visibility: parent.visibility,
          language: 'en',
          at: t,
        });
        depth.set(status.id, (depth.get(parent.id) ?? 0) + 1);
      } else if (rng.chance(0.1) && recent.length > 0) {
        const boostable = recent
          .slice(-60)
          .filter((s) => s.visibility === 'public' && s.accountId !== author.id);
        if (boostable.length > 0) reblog(world, author.id, rng.pick(boostable), t);
        continue;
      } else {
        const others = authors.filter((a) => a.id !== author.id);
        const { text, mentioned } = postText(rng, others);
        let visibility: Visibility = pickVisibility(rng);
        if (visibility === 'direct' && !mentioned) visibility = 'private';
        const cw = rng.chance(0.08) ? rng.pick(SPOILERS) : '';
        const mediaIds = rng.chance(0.12) ? attach(author, t, rng.int(1, 4)) : [];
        // Only the text changes (MFM_POSTS): every random draw above was made as usual.
        const mfm =
          i >= at(0.5) && visibility === 'public' && cw === '' && !mentioned ? MFM_POSTS[mfmNext] : undefined;
        if (mfm) mfmNext++;
        status = createStatus(world, {
          accountId: author.id,
          source: mfm ?? text,
          ...(mfm ? { contentType: 'text/x.misskeymarkdown' } : {}),
          visibility,
          spoilerText: cw,
          sensitive: cw !== '' || (mediaIds.length > 0 && rng.chance(0.15)),
          mediaIds,
          language: rng.chance(0.9) ? 'en' : null,
          at: t,
        });
      }
    }
    if (!status) continue;
    recent.push(status);
    if (recent.length > 200) recent.shift();
    scheduleInteractions(status);
  }
  timedFlush(now - MIN);

  seedExtras(world, rng, cast, now);
  seedModeration(world, now);
  seedNotificationKinds(world, cast, now);

  // Older notifications count as seen; the recent ones give the demo accounts something to read.
  for (const n of world.notifications.values()) if (n.createdAt < now - 3 * DAY) n.read = true;

  const bob = world.accountByAcct('bob');
  if (bob) seedSettingsInjections(world, bob, now);
  seedHostileServers(world, now);
}
