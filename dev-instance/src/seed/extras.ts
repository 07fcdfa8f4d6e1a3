import type { Prng } from '../util/prng';
import { makeAccount } from '../world/accounts';
import type { Account } from '../world/types';
import { pairKey, type World } from '../world/world';
import type { SeededAccounts } from './accounts';
import { DEMO_PASSWORD } from './demo';

const DAY = 86_400_000;

/** State that has no notifications attached: lists, bookmarks, pins, announcements, reports. */
export function seedExtras(world: World, rng: Prng, cast: SeededAccounts, now: number): void {
  const { alice } = cast;
  // Made last so that adding it did not change the rest of the seeded world.
  const resetme = makeAccount({
    id: world.ids.next(now - DAY),
    username: 'resetme',
    domain: null,
    createdAt: now - 400 * DAY,
    password: DEMO_PASSWORD,
    displayName: 'Must Reset Password',
    passwordResetRequired: true,
  });
  world.addAccount(resetme);
  const find = (username: string) => cast.all.find((a) => a.username === username) as Account;

  const list = (owner: Account, title: string, members: string[]) => {
    const id = world.ids.next(now - DAY);
    world.lists.set(id, {
      id,
      ownerId: owner.id,
      title,
      repliesPolicy: 'list',
      exclusive: false,
      accountIds: new Set(members.map((m) => find(m)?.id).filter((x): x is string => Boolean(x))),
    });
  };
  list(alice, 'Friends', ['bob', 'carol', 'heidi']);
  list(alice, 'Bubble folks', ['niaj', 'olivia']);

  world.followedTags.set(alice.id, new Set(['photography']));

  // Bookmarks and pins from alice's own view of the world.
  const publicIds = world.statusOrder.filter((id) => {
    const s = world.statuses.get(id);
    return s && !s.reblogOfId && s.visibility === 'public';
  });
  const marks = new Map<string, string>();
  for (const id of rng.sample(publicIds.slice(-200), 6).sort()) marks.set(id, world.ids.next(now - DAY));
  world.bookmarks.set(alice.id, marks);

  const pin = (owner: Account, count: number) => {
    const own = (world.statusesByAccount.get(owner.id) ?? [])
      .map((id) => world.statuses.get(id))
      .filter((s) => s && !s.reblogOfId && !s.inReplyToId && s.visibility === 'public');
    const pins = new Map<string, number>();
    own.slice(-count).forEach((s, i) => {
      if (s) pins.set(s.id, now - DAY + i * 1000);
    });
    world.pins.set(owner.id, pins);
  };
  pin(alice, 2);
  pin(find('bob'), 1);

  const trent = cast.remotes.find((a) => a.username === 'trent');
  if (trent) world.mutes.set(pairKey(alice.id, trent.id), { notifications: true, expiresAt: null });
  world.notes.set(pairKey(alice.id, find('bob').id), 'Met at the 2023 meetup.');

  const announce = (content: string, startsAt: number | null, endsAt: number | null, allDay: boolean) => {
    const id = world.ids.next(now - 2 * DAY);
    world.announcements.set(id, {
      id,
      content,
      startsAt,
      endsAt,
      allDay,
      publishedAt: now - 2 * DAY,
      updatedAt: now - 2 * DAY,
      readBy: new Set(),
      reactions: new Map(),
    });
    return world.announcements.get(id) as NonNullable<ReturnType<typeof world.announcements.get>>;
  };
  const welcome = announce(
    '<p>Welcome to the Murmur development instance! Everything here is made up.</p>',
    null,
    null,
    false,
  );
  // Reactions as a reader shows them: a Unicode one, a custom emoji with its image, and one whose
  // name breaks out of an attribute and whose image address is `javascript:`.
  welcome.reactions.set('🎉', new Set([find('bob').id, find('carol').id]));
  welcome.reactions.set('blobcatheart', new Set([find('dave').id]));
  welcome.reactions.set('pwn_emoji', new Set([cast.mallory.id]));
  announce(
    '<p>Scheduled maintenance this weekend. Expect short outages.</p>',
    now + DAY,
    now + 2 * DAY,
    true,
  );

  const mallory = cast.mallory;
  const malloryStatuses = (world.statusesByAccount.get(mallory.id) ?? []).slice(-2);
  const report = (
    reporter: Account,
    target: Account,
    statusIds: string[],
    comment: string,
    state: 'open' | 'closed' | 'resolved',
  ) => {
    const id = world.ids.next(now - DAY);
    world.reports.set(id, {
      id,
      reporterId: reporter.id,
      targetId: target.id,
      statusIds,
      comment,
      forward: false,
      state,
      createdAt: now - DAY,
      notes: [],
      rules: [],
    });
  };
  report(alice, mallory, malloryStatuses, 'These posts try to run scripts.', 'open');
  if (trent) report(find('bob'), trent, [], 'Spam replies.', 'open');
  report(find('carol'), find('dave'), [], 'Misunderstanding, sorted out.', 'resolved');
}
