import type { Prng } from '../util/prng';
import { makeAccount } from '../world/accounts';
import type { Account } from '../world/types';
import type { World } from '../world/world';
import { BIOS, FIRST_NAMES } from './corpus';
import { DEMO_PASSWORD, DEMO_RECOVERY_CODES, DEMO_TOTP_SECRET, REMOTE_DOMAINS } from './demo';
import { INJECTION_DISPLAY_NAME, INJECTION_FIELDS } from './injections';

const DAY = 86_400_000;

export interface SeededAccounts {
  alice: Account;
  mod: Account;
  admin: Account;
  locked: Account;
  totp: Account;
  mallory: Account;
  locals: Account[];
  remotes: Account[];
  all: Account[];
}

/**
 * Named demo accounts first (their ids are the smallest and stable), then the cast of local and
 * remote people. Ids come from creation times, which are drawn from the seeded generator.
 */
export function seedAccounts(world: World, rng: Prng, now: number, large: boolean): SeededAccounts {
  const all: Account[] = [];
  const add = (input: Parameters<typeof makeAccount>[0]): Account => {
    const account = makeAccount(input);
    world.addAccount(account);
    all.push(account);
    return account;
  };
  let created = now - 3 * 365 * DAY;
  const when = () => {
    created += rng.int(1, large ? 3 : 20) * DAY + rng.int(0, DAY);
    return created;
  };
  const local = (username: string, extra: Partial<Account> = {}) =>
    add({
      id: world.ids.next(when()),
      username,
      domain: null,
      createdAt: created,
      password: DEMO_PASSWORD,
      ...extra,
    });

  const admin = local('admin', {
    displayName: 'Murmur Admin',
    role: 'admin',
    note: 'I keep the lights on.',
    noteSource: 'I keep the lights on.',
  });
  const mod = local('mod', {
    displayName: 'Moderation Team :murmur:',
    role: 'moderator',
    emojiShortcodes: ['murmur'],
    note: 'Reports go here.',
    noteSource: 'Reports go here.',
  });
  const alice = local('alice', {
    displayName: 'Alice :blobcatheart:',
    emojiShortcodes: ['blobcatheart'],
    note: '<p>Testing Murmur every day. Tea, trains and #photography.</p>',
    noteSource: 'Testing Murmur every day. Tea, trains and #photography.',
    fields: [
      {
        name: 'Website',
        value:
          '<a href="https://alice.example" rel="me nofollow noopener noreferrer" target="_blank">alice.example</a>',
        source: 'https://alice.example',
        verifiedAt: null,
      },
      { name: 'Pronouns', value: 'she/her', verifiedAt: null },
    ],
  });
  const locked = local('locked', {
    displayName: 'Locked Lou',
    locked: true,
    note: 'Followers approved by hand.',
    noteSource: 'Followers approved by hand.',
  });
  const totp = local('totp', {
    displayName: 'Two-Factor Tess',
    totpSecret: DEMO_TOTP_SECRET,
    recoveryCodes: [...DEMO_RECOVERY_CODES],
    note: 'Has two-factor authentication turned on.',
    noteSource: 'Has two-factor authentication turned on.',
  });
  // "about" is on Pleroma's restricted nickname list; seeded directly so profile-link rules can be tested.
  local('about', { displayName: 'About (restricted name)', bot: true });

  const locals: Account[] = [alice, mod, admin, locked, totp];
  for (const name of FIRST_NAMES.slice(0, 6)) {
    const bio = rng.pick(BIOS);
    locals.push(
      local(name.toLowerCase(), {
        displayName: name,
        note: bio ? `<p>${bio}</p>` : '',
        noteSource: bio,
        bot: name === 'Frank',
      }),
    );
  }

  const remotes: Account[] = [];
  const remote = (username: string, domain: string, extra: Partial<Account> = {}) => {
    const bio = rng.pick(BIOS);
    const account = add({
      id: world.ids.next(when()),
      username,
      domain,
      createdAt: created,
      note: bio ? `<p>${bio}</p>` : '',
      noteSource: bio,
      ...extra,
    });
    remotes.push(account);
    return account;
  };
  const remoteNames = FIRST_NAMES.slice(6, 19).filter((n) => n !== 'Mallory');
  remoteNames.forEach((name, i) => {
    const domain = REMOTE_DOMAINS[i % REMOTE_DOMAINS.length] as string;
    remote(name.toLowerCase(), domain, {
      displayName: i % 3 === 0 ? `${name} :blobfox:` : name,
      emojiShortcodes: i % 3 === 0 ? ['blobfox'] : [],
    });
  });
  // Remote accounts whose nicknames collide with routes of the client.
  remote('main', 'remote.example', { displayName: 'Main Street Bakery' });
  remote('users', 'far.example', { displayName: 'Users Group' });
  const mallory = remote('mallory', 'far.example', {
    displayName: INJECTION_DISPLAY_NAME,
    emojiShortcodes: ['pwn_emoji'],
    note: '<p>I test sanitisers. <img src=x onerror="window.__pwned=1"></p>',
    fields: INJECTION_FIELDS,
  });
  remote('oldrupert', 'other.example', { displayName: 'Rupert (old account)' });

  if (large) {
    for (let i = 0; i < 200; i++) {
      const domain = i % 5 === 0 ? null : (REMOTE_DOMAINS[i % REMOTE_DOMAINS.length] as string);
      if (domain === null) locals.push(local(`user${i}`, { displayName: `User ${i}` }));
      else remote(`user${i}`, domain, { displayName: `User ${i}` });
    }
  }
  return { alice, mod, admin, locked, totp, mallory, locals, remotes, all };
}
