import '../testing/setup-dom';
import { parseStatus, store } from '@murmur/shared';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountJson, putStatus, statusJson } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render-with-providers';
import { Status } from './status';

const blob = { shortcode: 'blob', url: 'https://local.example/emoji/blob.png', static_url: null };

beforeEach(() => store.reset());
afterEach(() => cleanup());

function show(statusId: string, posInSet?: number, setSize?: number) {
  renderWithProviders(<Status statusId={statusId} posInSet={posInSet} setSize={setSize} />);
  return screen.getByRole('article');
}

describe('Status', () => {
  it('renders a post from the store as an article with its place in the feed', () => {
    putStatus(statusJson({ id: 'p1', content: '<p>Hello world</p>' }));
    const article = show('p1', 3, 20);
    expect(article.getAttribute('aria-posinset')).toBe('3');
    expect(article.getAttribute('aria-setsize')).toBe('20');
    expect(article.tabIndex).toBe(0);
    expect(article.textContent).toContain('Hello world');
  });

  it('leaves out the feed position outside a feed', () => {
    putStatus(statusJson({ id: 'p2' }));
    const article = show('p2');
    expect(article.hasAttribute('aria-posinset')).toBe(false);
    expect(article.hasAttribute('aria-setsize')).toBe(false);
    expect(article.hasAttribute('tabindex')).toBe(false);
  });

  it('is named by its author and time', () => {
    putStatus(statusJson({ id: 'p3' }));
    show('p3');
    expect(screen.getByRole('article', { name: /^Alice 5 minutes ago$/ })).toBeTruthy();
  });

  it('shows the avatar as a decorative image and the screen name as @acct', () => {
    putStatus(statusJson({ id: 'p4' }));
    const article = show('p4');
    const avatar = article.querySelector('img.status-avatar');
    expect(avatar?.getAttribute('alt')).toBe('');
    expect(avatar?.getAttribute('src')).toBe('https://local.example/avatars/author.png');
    expect(within(article).getByText('@alice')).toBeTruthy();
  });

  it('links the author to the profile by screen name, or by id for remote users', () => {
    putStatus(statusJson({ id: 'p5' }));
    putStatus(
      statusJson({
        id: 'p6',
        account: accountJson({ id: 'r1', username: 'bob', acct: 'bob@remote.example', display_name: 'Bob' }),
      }),
    );
    renderWithProviders(
      <>
        <Status statusId="p5" />
        <Status statusId="p6" />
      </>,
    );
    const [local, remote] = screen.getAllByRole('article');
    expect(local?.querySelector('a.status-author')?.getAttribute('href')).toBe('/alice');
    expect(remote?.querySelector('a.status-author')?.getAttribute('href')).toBe('/users/r1');
  });

  it('turns custom emoji in display names into images', () => {
    putStatus(
      statusJson({
        id: 'p7',
        account: accountJson({ id: 'e1', username: 'eve', display_name: 'Eve :blob:', emojis: [blob] }),
      }),
    );
    const article = show('p7');
    const emoji = article.querySelector('.status-display-name img.emoji');
    expect(emoji?.getAttribute('src')).toBe(blob.url);
    // A name's emoji is drawn and titled, but not read out: the name is 'Eve'.
    expect(emoji?.getAttribute('alt')).toBe('');
    expect(emoji?.getAttribute('aria-hidden')).toBe('true');
    expect(emoji?.getAttribute('title')).toBe(':blob:');
    expect(article.querySelector('.status-display-name')?.textContent).toBe('Eve ');
  });

  it('links the timestamp to /notice/{id} and shows it as relative time', () => {
    const createdAt = new Date(Date.now() - 3 * 3600_000).toISOString();
    putStatus(statusJson({ id: 'p8', created_at: createdAt }));
    const article = show('p8');
    const link = article.querySelector('a[href="/notice/p8"]');
    const time = link?.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe(createdAt);
    expect(time?.textContent).toBe('3 hours ago');
  });

  it("reads 'just now' for a post under a second old", () => {
    putStatus(statusJson({ id: 'p9', created_at: new Date().toISOString() }));
    expect(show('p9').querySelector('time')?.textContent).toBe('just now');
  });

  it('links hashtags to /tag/x and mentions to the profile', () => {
    putStatus(
      statusJson({
        id: 'p10',
        content:
          '<p><span class="h-card"><a class="u-url mention" data-user="m1" href="https://local.example/users/carol">@<span>carol</span></a></span> look <a class="hashtag" data-tag="cats" href="https://local.example/tag/cats" rel="tag">#cats</a></p>',
        mentions: [{ id: 'm1', username: 'carol', acct: 'carol', url: 'https://local.example/users/carol' }],
        tags: [{ name: 'cats', url: 'https://local.example/tag/cats' }],
      }),
    );
    const article = show('p10');
    expect(within(article).getByRole('link', { name: '#cats' }).getAttribute('href')).toBe('/tag/cats');
    expect(article.querySelector('a.mention')?.getAttribute('href')).toBe('/carol');
    expect(article.querySelector('a.mention')?.textContent).toBe('@carol');
  });

  describe('content warning', () => {
    function withWarning() {
      putStatus(
        statusJson({
          id: 'cw1',
          spoiler_text: 'spoilers :blob:',
          sensitive: true,
          emojis: [blob],
          content: '<p>the butler did it</p>',
          media_attachments: [
            {
              id: 'm1',
              type: 'image',
              url: 'https://local.example/m/1.png',
              preview_url: 'https://local.example/m/1s.png',
              description: 'a butler',
            },
          ],
        }),
      );
      return show('cw1');
    }

    it('hides the content and attachments until toggled', () => {
      const article = withWarning();
      const toggle = within(article).getByRole('button', { name: 'Show content' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      const body = article.querySelector(`[id="${toggle.getAttribute('aria-controls')}"]`);
      expect(body?.hasAttribute('hidden')).toBe(true);
      expect(article.textContent).not.toContain('the butler did it');
      expect(article.querySelector('.status-attachment-grid')).toBeNull();
    });

    it('shows them after the toggle and hides them again', () => {
      const article = withWarning();
      const toggle = within(article).getByRole('button', { name: 'Show content' });
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(toggle.textContent).toBe('Hide content');
      expect(article.textContent).toContain('the butler did it');
      expect(article.querySelector('.status-attachment-grid')).not.toBeNull();
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(article.textContent).not.toContain('the butler did it');
    });

    it('shows the warning text with its custom emoji', () => {
      const article = withWarning();
      const text = article.querySelector('.status-cw-text');
      expect(text?.textContent).toBe('spoilers ');
      expect(text?.querySelector('img.emoji')?.getAttribute('alt')).toBe(':blob:');
    });

    it('folds a warning longer than 240 characters', () => {
      putStatus(statusJson({ id: 'cw2', spoiler_text: 'x'.repeat(300) }));
      const article = show('cw2');
      const text = article.querySelector('.status-cw-text');
      expect(text?.textContent).toContain(`${'x'.repeat(240)}…`);
      fireEvent.click(within(article).getByRole('button', { name: 'Show whole subject' }));
      expect(text?.textContent).toContain('x'.repeat(300));
    });
  });

  describe('repeats', () => {
    function repeat() {
      const original = statusJson({ id: 'orig', content: '<p>original words</p>' });
      putStatus(
        statusJson({
          id: 'rb1',
          content: '',
          account: accountJson({ id: 'b1', username: 'bob', display_name: 'Bob :blob:', emojis: [blob] }),
          reblog: original,
        }),
      );
      return show('rb1', 1, 5);
    }

    it('says who repeated, linking to their profile, above the original post', () => {
      const article = repeat();
      const header = article.querySelector('.status-repeat-header');
      expect(header?.textContent).toContain('Bob');
      expect(header?.textContent).toContain('repeated');
      expect(header?.querySelector('a.status-repeater')?.getAttribute('href')).toBe('/bob');
      expect(header?.querySelector('img.emoji')?.getAttribute('title')).toBe(':blob:');
      expect(article.textContent).toContain('original words');
      expect(article.querySelector('a.status-author')?.getAttribute('href')).toBe('/alice');
    });

    it("links the original's timestamp to the original post", () => {
      const article = repeat();
      expect(article.querySelector('.status-header a[href="/notice/orig"] time')).not.toBeNull();
      expect(article.querySelector('.status-repeat-header a[href="/notice/rb1"]')).not.toBeNull();
    });

    it('is named by the repeat and the original author', () => {
      repeat();
      expect(screen.getByRole('article', { name: /^Bob repeated Alice 5 minutes ago$/ })).toBeTruthy();
    });
  });

  it('shows a reply indicator linking to the post replied to and its author', () => {
    putStatus(
      statusJson({
        id: 'rp1',
        in_reply_to_id: 'parent1',
        in_reply_to_account_id: 'd1',
        mentions: [
          { id: 'd1', username: 'dave', acct: 'dave@remote.example', url: 'https://remote.example/@dave' },
        ],
      }),
    );
    const article = show('rp1');
    const line = article.querySelector('.status-reply-to');
    expect(line?.textContent).toContain('Reply to');
    expect(
      within(line as HTMLElement)
        .getByRole('link', { name: 'Reply to' })
        .getAttribute('href'),
    ).toBe('/notice/parent1');
    expect(
      within(line as HTMLElement)
        .getByRole('link', { name: '@dave@remote.example' })
        .getAttribute('href'),
    ).toBe('/users/d1');
  });

  it('has no reply indicator on a post that replies to nothing', () => {
    putStatus(statusJson({ id: 'rp2' }));
    expect(show('rp2').querySelector('.status-reply-to')).toBeNull();
  });

  it('shows the counts of replies, repeats and favourites', () => {
    putStatus(statusJson({ id: 'c1', replies_count: 1, reblogs_count: 2, favourites_count: 3 }));
    const actions = within(show('c1')).getByRole('list', { name: 'Post statistics' });
    expect(actions.textContent).toContain('1 reply');
    expect(actions.textContent).toContain('2 repeats');
    expect(actions.textContent).toContain('3 favorites');
  });

  it('follows the store: a change to the status re-renders it', () => {
    putStatus(statusJson({ id: 'c2', favourites_count: 1 }));
    const article = show('c2');
    expect(article.textContent).toContain('1 favorite');
    const updated = parseStatus(statusJson({ id: 'c2', favourites_count: 7 }));
    act(() => {
      if (updated) store.statuses.upsert(updated);
    });
    expect(article.textContent).toContain('7 favorites');
  });

  it('says the status is unavailable when the store does not hold it', () => {
    const article = show('missing', 2, 4);
    expect(article.textContent).toBe('Status unavailable');
    expect(article.getAttribute('aria-posinset')).toBe('2');
  });
});

describe('tall posts and the edited mark (spec 3 sections 4 and 9)', () => {
  it('folds a tall post behind Show more and unfolds it', () => {
    putStatus(statusJson({ id: 'tall', content: '<p>line</p>'.repeat(30) }));
    renderWithProviders(<Status statusId="tall" />);
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('leaves a short post unfolded and marks an edited one', () => {
    putStatus(statusJson({ id: 'short', content: '<p>hi</p>', edited_at: '2026-11-20T10:00:00.000Z' }));
    renderWithProviders(<Status statusId="short" />);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    // A visible word, with the time it was edited in its title.
    const edited = screen.getByText('Edited');
    expect(edited.closest('.status-edited')?.getAttribute('title')).toMatch(/^Edited /);
  });
});
