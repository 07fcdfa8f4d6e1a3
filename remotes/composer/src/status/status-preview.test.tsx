import '../testing/setup-dom';
import { POST_ACTION_ATTRIBUTE, store } from '@murmur/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { putStatus, statusJson } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render-with-providers';
import { Status } from './status';
import { HUGE_CONTENT_CHARACTERS } from './tall';

beforeEach(() => store.reset());
afterEach(() => cleanup());

const poll = {
  id: 'poll1',
  expired: true,
  expires_at: null,
  multiple: false,
  votes_count: 3,
  voters_count: null,
  voted: false,
  own_votes: [],
  emojis: [],
  options: [
    { title: 'tea', votes_count: 2 },
    { title: 'coffee', votes_count: 1 },
  ],
};
const image = {
  id: 'm1',
  type: 'image',
  url: 'https://local.example/m/1.png',
  preview_url: 'https://local.example/m/1s.png',
  description: 'a butler',
};

function preview(json: Record<string, unknown>): HTMLElement {
  putStatus(statusJson(json));
  const { container } = renderWithProviders(<Status statusId={String(json.id)} preview />);
  const box = container.querySelector<HTMLElement>('.status--preview');
  if (!box) throw new Error('no preview drawn');
  return box;
}

describe('Status preview (a notification about the reader’s own post, decision 0275)', () => {
  it('draws the content, not as an article, without header or action bar', () => {
    const box = preview({ id: 'v1', content: '<p>Hello <a href="https://x.example/">world</a></p>' });
    expect(box.textContent).toContain('Hello world');
    expect(box.tagName).toBe('DIV');
    expect(screen.queryByRole('article')).toBeNull();
    expect(box.querySelector('header, .status-header, .status-author, .status-avatar')).toBeNull();
    expect(box.querySelector('.status-actions, [role="toolbar"]')).toBeNull();
    expect(within(box).queryByRole('button')).toBeNull();
    expect(box.hasAttribute('aria-label') || box.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('links to the thread, marked as the keyboard loop’s open action', () => {
    const box = preview({ id: 'v2', content: '<p>mine</p>' });
    const link = box.querySelector('a.status-time-link');
    expect(link?.getAttribute('href')).toBe('/notice/v2');
    expect(link?.querySelector('time')).not.toBeNull();
    expect(link?.getAttribute(POST_ACTION_ATTRIBUTE)).toBe('open');
  });

  it('sanitises the server’s HTML as the full post does', () => {
    const box = preview({
      id: 'v3',
      content:
        '<p>safe<script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1"><a href="javascript:alert(1)">bad</a></p>',
    });
    expect(box.textContent).toContain('safe');
    expect(box.querySelector('script')).toBeNull();
    expect(box.innerHTML).not.toContain('onerror');
    expect(box.innerHTML).not.toContain('javascript:');
  });

  it('keeps the content warning with its toggle', () => {
    const box = preview({ id: 'v4', spoiler_text: 'spoilers', content: '<p>the butler did it</p>' });
    expect(box.textContent).toContain('spoilers');
    expect(box.textContent).not.toContain('the butler did it');
    const toggle = within(box).getByRole('button', { name: 'Show content' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(box.textContent).toContain('the butler did it');
  });

  it('says the post has media and a poll in words, drawing neither', () => {
    const box = preview({ id: 'v5', content: '<p>look</p>', media_attachments: [image], poll });
    expect(box.querySelector('.status-preview__note')?.textContent).toBe('Attachments · Poll');
    expect(box.querySelector('img:not(.emoji), video, audio, .status-attachment-grid')).toBeNull();
    expect(box.textContent).not.toContain('coffee');
    expect(within(box).queryByRole('radio')).toBeNull();
  });

  it('says nothing of media when the post has none', () => {
    const box = preview({ id: 'v6', content: '<p>plain</p>' });
    expect(box.querySelector('.status-preview__note')).toBeNull();
  });

  it('keeps the cap on huge content: a plain-text preview, not parsed', () => {
    const box = preview({
      id: 'v7',
      content: `<p>${'<b>x</b>'.repeat(HUGE_CONTENT_CHARACTERS / 8 + 10)}</p>`,
    });
    expect(box.querySelector('.status-content--preview')).not.toBeNull();
    expect(box.querySelector('b')).toBeNull();
  });

  it('says a post it cannot find is unavailable in a plain box, not an article', () => {
    const { container } = renderWithProviders(<Status statusId="gone" preview />);
    expect(screen.queryByRole('article')).toBeNull();
    expect(container.querySelector('.status--preview')?.textContent).toContain('Status unavailable');
  });

  it('draws the whole post without the prop', () => {
    putStatus(statusJson({ id: 'v8', content: '<p>full</p>' }));
    renderWithProviders(<Status statusId="v8" />);
    expect(screen.getByRole('article').querySelector('.status--preview')).toBeNull();
  });
});
