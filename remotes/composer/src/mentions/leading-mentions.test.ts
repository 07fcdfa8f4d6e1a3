import { describe, expect, it } from 'vitest';
import { leadingMentions } from './leading-mentions';

const mention = (id: string, username: string, host = 'local.example') => ({
  id,
  username,
  acct: host === 'local.example' ? username : `${username}@${host}`,
  url: `https://${host}/users/${username}`,
});
const link = (m: ReturnType<typeof mention>) =>
  `<span class="h-card"><a class="u-url mention" data-user="${m.id}" href="${m.url}">@<span>${m.username}</span></a></span>`;

describe('leadingMentions', () => {
  const a = mention('1', 'ann');
  const b = mention('2', 'bob', 'far.example');
  it('takes the mentions a post starts with out of its text, in order', () => {
    const head = leadingMentions(`<p>${link(a)} ${link(b)} hello ${link(a)}</p>`, [a, b]);
    expect(head?.mentioned.map((m) => m.id)).toEqual(['1', '2']);
    expect(head?.rest).toBe(`<p>hello ${link(a)}</p>`);
  });
  it('leaves a post that does not start with a mention, or mentions no one it lists', () => {
    expect(leadingMentions(`<p>hi ${link(a)}</p>`, [a])).toBeNull();
    expect(leadingMentions(`<p>${link(a)} hi</p>`, [])).toBeNull();
    expect(leadingMentions(`<p><a href="https://x.example/">@nobody</a> hi</p>`, [a])).toBeNull();
  });
  it('drops a first paragraph that held only mentions', () => {
    expect(leadingMentions(`<p>${link(a)}</p><p>second</p>`, [a])?.rest).toBe('<p>second</p>');
  });
  it('runs nothing and keeps the rest for the sanitiser', () => {
    const head = leadingMentions(`<p>${link(a)} <img src=x onerror="window.__pwned=1"></p>`, [a]);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(head?.rest).toContain('<img');
  });
});
