import { makeAccount } from '../world/accounts';
import type { Account } from '../world/types';
import type { World } from '../world/world';
import { DEMO_PASSWORD } from './demo';
import { PWN } from './injections';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Hostile text a staff member reads in the moderation screens: every payload sets window.__pwned. */
export const HOSTILE_REPORT_NOTE = `Checked. <img src=x onerror="${PWN}"> <script>${PWN}</script> <a href="javascript:${PWN}">proof</a>`;
export const HOSTILE_REPORT_COMMENT = `Reporting back <img src="http://tracker.example/pixel.png"> <svg onload="${PWN}"></svg>`;
export const HOSTILE_REGISTRATION_REASON = `Let me in <img src=x onerror="${PWN}"> <style>body{background:url(http://tracker.example/bg.png)}</style>`;
export const HOSTILE_ANNOUNCEMENTS = [
  `<p>Server news <img src=x onerror="${PWN}"> <script>${PWN}</script></p>`,
  `<p><a href="javascript:${PWN}">Read the rules</a> <img src="http://tracker.example/pixel.png"> <span style="background:url(http://tracker.example/css.png)">styled</span></p>`,
];

/**
 * The moderation world: a registration waiting for approval, a user under a moderation tag, a
 * report whose comment and staff note are hostile, and hostile announcements (each rendered by
 * the moderation screens, so the journeys check nothing of them runs or loads).
 */
export function seedModeration(world: World, now: number): void {
  const find = (username: string) => world.accountByAcct(username) as Account;
  const pending = makeAccount({
    id: world.ids.next(now - 2 * HOUR),
    username: 'newbie',
    domain: null,
    createdAt: now - 2 * HOUR,
    displayName: 'Pending Pat',
    password: DEMO_PASSWORD,
    approved: false,
    registrationReason: HOSTILE_REGISTRATION_REASON,
  });
  world.addAccount(pending);

  const tagged = find('dave');
  if (tagged) tagged.tags = ['mrf_tag:media-force-nsfw'];

  const mallory = world.accountByAcct('mallory@far.example');
  const alice = find('alice');
  const mod = find('mod');
  if (mallory && alice && mod) {
    const id = world.ids.next(now - 3 * HOUR);
    world.reports.set(id, {
      id,
      reporterId: mallory.id,
      targetId: alice.id,
      statusIds: [],
      comment: HOSTILE_REPORT_COMMENT,
      forward: false,
      state: 'open',
      createdAt: now - 3 * HOUR,
      notes: [
        {
          id: world.ids.next(now - 2 * HOUR),
          userId: mod.id,
          content: HOSTILE_REPORT_NOTE,
          createdAt: now - 2 * HOUR,
        },
      ],
      rules: [],
    });
  }

  HOSTILE_ANNOUNCEMENTS.forEach((content, k) => {
    const at = now - DAY + k * HOUR;
    const id = world.ids.next(at);
    world.announcements.set(id, {
      id,
      content,
      startsAt: null,
      endsAt: null,
      allDay: false,
      publishedAt: at,
      updatedAt: at,
      readBy: new Set(),
      reactions: new Map(),
    });
  });
}
