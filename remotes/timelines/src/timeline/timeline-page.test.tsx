import type { BusEvent, TimelinePageProps } from '@murmur/shared';
import {
  EMPTY_TIMELINE,
  instance$,
  NO_CAPABILITIES,
  replaceUserPreferences,
  setModuleLoader,
  setPreferences,
  store,
} from '@murmur/shared';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { FIRST_DRAW_POSTS, resetFirstDraw } from './first-draw';
import { TimelinePage } from './timeline-page';
import {
  type FakeServer,
  fakeServer,
  installStatusStub,
  nextLink,
  recordBus,
  statusesFrom,
  WithIntl,
} from './timeline-test-kit';

const PUBLIC = '/api/v1/timelines/public';

let server: FakeServer;
let bus: { events: BusEvent[]; stop: () => void };

beforeEach(() => {
  store.reset();
  server = fakeServer();
  installStatusStub();
  bus = recordBus();
});

afterEach(() => {
  cleanup();
  bus.stop();
  setModuleLoader(() => Promise.reject(new Error('no loader in tests')));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(props: TimelinePageProps) {
  const view = render(
    <WithIntl>
      <TimelinePage {...props} />
    </WithIntl>,
  );
  return {
    ...view,
    rerenderPage: (next: TimelinePageProps) =>
      view.rerender(
        <WithIntl>
          <TimelinePage {...next} />
        </WithIntl>,
      ),
  };
}

function articles(): HTMLElement[] {
  return within(screen.getByRole('feed')).queryAllByRole('article');
}

async function waitForArticles(count: number): Promise<HTMLElement[]> {
  await waitFor(() => expect(articles()).toHaveLength(count));
  await waitFor(() => expect(screen.getByRole('feed').getAttribute('aria-busy')).toBe('false'));
  // Until the post display's module arrives each place holds an empty placeholder article.
  await waitFor(() =>
    expect(articles().filter((a) => a.classList.contains('timeline-placeholder'))).toHaveLength(0),
  );
  return articles();
}

describe('the timeline screen', () => {
  it('shows the first page of 20 statuses as a feed of articles numbered 1 to 20', async () => {
    server.reply(PUBLIC, { body: statusesFrom(100, 20), link: nextLink(PUBLIC, '81') });
    renderPage({ timeline: 'publicAndExternal' });

    const feed = screen.getByRole('feed', { name: 'Whole known network' });
    expect(feed.getAttribute('aria-busy')).toBe('true');
    const shown = await waitForArticles(20);
    expect(shown.map((a) => a.getAttribute('aria-posinset'))).toEqual(
      Array.from({ length: 20 }, (_, i) => String(i + 1)),
    );
    // More may load: the set size is unknown.
    expect(shown.every((a) => a.getAttribute('aria-setsize') === '-1')).toBe(true);
    expect(shown[0]?.textContent).toBe('post 100');
    expect(screen.getByRole('heading', { name: 'Whole known network' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load older statuses' })).toBeTruthy();

    const [request] = server.requests;
    expect(request?.pathname).toBe(PUBLIC);
    expect(request?.searchParams.get('limit')).toBe('20');
    expect(request?.searchParams.has('local')).toBe(false);
    expect(request?.searchParams.has('max_id')).toBe(false);
  });

  it('the page’s first feed draws a screenful first and the rest once that has painted, numbered as the whole', async () => {
    resetFirstDraw(true);
    onTestFinished(() => resetFirstDraw(false));
    server.reply(PUBLIC, { body: statusesFrom(100, 20), link: nextLink(PUBLIC, '81') });
    renderPage({ timeline: 'publicAndExternal' });
    await waitFor(() => expect(articles().length).toBeGreaterThan(0));
    const first = articles();
    expect(first).toHaveLength(FIRST_DRAW_POSTS);
    expect(first.map((a) => a.getAttribute('aria-posinset'))).toEqual(
      Array.from({ length: FIRST_DRAW_POSTS }, (_, i) => String(i + 1)),
    );
    await waitForArticles(20);
    // Only the page's first feed: the next one draws everything at once.
    cleanup();
    store.reset();
    server.reply(PUBLIC, { body: statusesFrom(100, 20), link: nextLink(PUBLIC, '81') });
    renderPage({ timeline: 'publicAndExternal' });
    await waitFor(() => expect(articles().length).toBeGreaterThan(0));
    expect(articles()).toHaveLength(20);
  });

  it('a key pressed before the rest of the first page is drawn finds every post', async () => {
    resetFirstDraw(true);
    onTestFinished(() => resetFirstDraw(false));
    server.reply(PUBLIC, { body: statusesFrom(100, 20), link: nextLink(PUBLIC, '81') });
    renderPage({ timeline: 'publicAndExternal' });
    await waitFor(() => expect(articles()).toHaveLength(FIRST_DRAW_POSTS));
    fireEvent.keyDown(articles()[0] as HTMLElement, { key: 'j' });
    expect(articles()).toHaveLength(20);
  });

  it('shows a spinner with accessible text while the first page loads', async () => {
    server.reply(PUBLIC, { body: statusesFrom(100, 20) });
    renderPage({ timeline: 'publicAndExternal' });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await waitForArticles(20);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks for the local timeline with local=true and names it Local timeline', async () => {
    server.reply(PUBLIC, { body: statusesFrom(100, 20) });
    renderPage({ timeline: 'public' });
    await waitForArticles(20);
    expect(server.requests[0]?.searchParams.get('local')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Local timeline' })).toBeTruthy();
  });

  it('names the bubble timeline and asks its endpoint', async () => {
    server.reply('/api/v1/timelines/bubble', { body: statusesFrom(100, 3) });
    renderPage({ timeline: 'bubble' });
    await waitForArticles(3);
    expect(screen.getByRole('heading', { name: 'Bubble timeline' })).toBeTruthy();
  });

  it("'load older' asks for the Link header's max_id and appends the page", async () => {
    server.reply(PUBLIC, { body: statusesFrom(100, 20), link: nextLink(PUBLIC, '77') });
    server.reply(PUBLIC, { body: statusesFrom(76, 20), link: nextLink(PUBLIC, '57') });
    renderPage({ timeline: 'publicAndExternal' });
    await waitForArticles(20);

    fireEvent.click(screen.getByRole('button', { name: 'Load older statuses' }));
    const shown = await waitForArticles(40);

    expect(server.requests[1]?.searchParams.get('max_id')).toBe('77');
    expect(server.requests[1]?.searchParams.get('limit')).toBe('20');
    expect(shown[0]?.textContent).toBe('post 100');
    expect(shown[20]?.textContent).toBe('post 76');
    expect(shown.map((a) => a.getAttribute('aria-posinset'))).toEqual(
      Array.from({ length: 40 }, (_, i) => String(i + 1)),
    );
    // Focus moves to the first new status, since the button went away while loading.
    await waitFor(() => expect(document.activeElement).toBe(shown[20]));
  });

  it('falls back to the last id when the server sends no Link header', async () => {
    server.reply(PUBLIC, { body: statusesFrom(100, 20) });
    server.reply(PUBLIC, { body: statusesFrom(80, 5) });
    renderPage({ timeline: 'publicAndExternal' });
    await waitForArticles(20);
    fireEvent.click(screen.getByRole('button', { name: 'Load older statuses' }));
    await waitForArticles(25);
    expect(server.requests[1]?.searchParams.get('max_id')).toBe('81');
  });

  it("an older page with zero statuses sets 'bottomed out': 'no more statuses' and a known set size", async () => {
    server.reply(PUBLIC, { body: statusesFrom(100, 20), link: nextLink(PUBLIC, '81') });
    server.reply(PUBLIC, { body: [] });
    renderPage({ timeline: 'publicAndExternal' });
    await waitForArticles(20);

    fireEvent.click(screen.getByRole('button', { name: 'Load older statuses' }));
    expect(await screen.findByText('No more statuses')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load older statuses' })).toBeNull();
    expect(articles().every((a) => a.getAttribute('aria-setsize') === '20')).toBe(true);
    expect(store.timelines.get('publicAndExternal').bottomedOut).toBe(true);
  });

  it("an empty timeline shows 'no statuses'", async () => {
    server.reply('/api/v1/timelines/home', { body: [] });
    renderPage({ timeline: 'friends' });
    expect(await screen.findByText('No statuses')).toBeTruthy();
    // A feed with no article breaks the feed pattern, so the settled empty list is not one.
    expect(screen.queryByRole('feed')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it("a 503 shows 'The backend is not available' and raises the timeline.error notice for 5 s", async () => {
    server.reply(PUBLIC, { status: 503, body: { error: 'down for maintenance' } });
    renderPage({ timeline: 'publicAndExternal' });

    expect(await screen.findByText('Error fetching timeline: The backend is not available')).toBeTruthy();
    expect(bus.events).toContainEqual({
      type: 'notice/raised',
      level: 'error',
      messageKey: 'timeline.error',
      messageArgs: { error: 'The backend is not available' },
      timeoutMs: 5000,
    });
    expect(store.timelines.get('publicAndExternal').error).toBe('The backend is not available');
  });

  it('a 401 to a visitor is no failure: the page says the server keeps its posts for its users', async () => {
    server.reply(PUBLIC, { status: 401, body: { error: 'This method requires an authenticated user' } });
    renderPage({ timeline: 'publicAndExternal' });

    expect(await screen.findByText(/shows its posts to signed-in users only/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('feed')).toBeNull();
    expect(screen.queryByText(/Error fetching timeline/)).toBeNull();
    expect(bus.events.filter((e) => e.type === 'notice/raised')).toHaveLength(0);
  });

  it('a feed the server keeps for its users is not asked for by a visitor', async () => {
    const before = instance$.getValue();
    instance$.next({
      ...before,
      loaded: true,
      capabilities: { ...NO_CAPABILITIES, publicTimelineVisibleSignedOut: false },
    });
    try {
      renderPage({ timeline: 'public' });
      expect(await screen.findByText(/shows its posts to signed-in users only/)).toBeTruthy();
      expect(server.requests).toHaveLength(0);
    } finally {
      instance$.next(before);
    }
  });

  it('direct messages on a server without them: a 404 says so, with no error notice', async () => {
    server.reply('/api/v1/conversations', { status: 404, body: { error: 'Not found' } });
    renderPage({ timeline: 'dms', username: 'alice' } as TimelinePageProps);
    expect(await screen.findByText('This server does not offer direct messages.')).toBeTruthy();
    expect(screen.queryByRole('feed')).toBeNull();
    expect(screen.queryByText(/Error fetching timeline/)).toBeNull();
    expect(bus.events.filter((e) => e.type === 'notice/raised')).toHaveLength(0);
  });

  it('direct messages where the capability map knows there are none: nothing is asked', async () => {
    const before = instance$.getValue();
    instance$.next({ ...before, loaded: true, capabilities: { ...NO_CAPABILITIES, directMessages: false } });
    try {
      renderPage({ timeline: 'dms', username: 'alice' } as TimelinePageProps);
      expect(await screen.findByText('This server does not offer direct messages.')).toBeTruthy();
      expect(server.requests).toHaveLength(0);
    } finally {
      instance$.next(before);
    }
  });

  it('a failed older page keeps what is shown, and Retry fetches it again', async () => {
    server.reply(PUBLIC, { body: statusesFrom(100, 20), link: nextLink(PUBLIC, '81') });
    server.reply(PUBLIC, { status: 429 });
    server.reply(PUBLIC, { body: statusesFrom(80, 20) });
    renderPage({ timeline: 'publicAndExternal' });
    await waitForArticles(20);

    fireEvent.click(screen.getByRole('button', { name: 'Load older statuses' }));
    expect(await screen.findByText('Error fetching timeline: You are rate limited')).toBeTruthy();
    expect(articles()).toHaveLength(20);
    expect(bus.events.filter((e) => e.type === 'notice/raised')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitForArticles(40);
    expect(server.requests[2]?.searchParams.get('max_id')).toBe('81');
    expect(screen.queryByText(/Error fetching timeline/)).toBeNull();
  });

  it('names other failures by their status code', async () => {
    server.reply(PUBLIC, { status: 502 });
    renderPage({ timeline: 'publicAndExternal' });
    expect(await screen.findByText('Error fetching timeline: Unexpected status: 502')).toBeTruthy();
  });

  it('a tag timeline asks the tag endpoint and is headed # plus the tag', async () => {
    server.reply('/api/v1/timelines/tag/cats', { body: statusesFrom(50, 4) });
    renderPage({ timeline: 'tag', tag: 'cats' });
    await waitForArticles(4);
    expect(server.requests[0]?.pathname).toBe('/api/v1/timelines/tag/cats');
    expect(screen.getByRole('heading', { name: '#cats' })).toBeTruthy();
    expect(screen.getByRole('feed', { name: '#cats' })).toBeTruthy();
  });

  it("changing the tag clears the previous tag's timeline and loads the new one", async () => {
    server.reply('/api/v1/timelines/tag/cats', { body: statusesFrom(50, 4) });
    server.reply('/api/v1/timelines/tag/dogs', { body: statusesFrom(30, 2) });
    const view = renderPage({ timeline: 'tag', tag: 'cats' });
    await waitForArticles(4);
    expect(store.timelines.get('tag:cats').ids).toHaveLength(4);

    view.rerenderPage({ timeline: 'tag', tag: 'dogs' });
    expect(store.timelines.get('tag:cats')).toBe(EMPTY_TIMELINE);
    const shown = await waitForArticles(2);
    expect(shown[0]?.textContent).toBe('post 30');
    expect(screen.getByRole('heading', { name: '#dogs' })).toBeTruthy();
    expect(server.requests.map((r) => r.pathname)).toEqual([
      '/api/v1/timelines/tag/cats',
      '/api/v1/timelines/tag/dogs',
    ]);
  });

  it('bookmarks are cleared on leaving; the whole known network is kept', async () => {
    server.reply('/api/v1/bookmarks', { body: statusesFrom(50, 3) });
    const bookmarks = renderPage({ timeline: 'bookmarks' });
    await waitForArticles(3);
    bookmarks.unmount();
    expect(store.timelines.get('bookmarks')).toBe(EMPTY_TIMELINE);

    server.reply(PUBLIC, { body: statusesFrom(100, 20) });
    const all = renderPage({ timeline: 'publicAndExternal' });
    await waitForArticles(20);
    all.unmount();
    expect(store.timelines.get('publicAndExternal').ids).toHaveLength(20);

    // Coming back shows what the store holds without asking again.
    renderPage({ timeline: 'publicAndExternal' });
    expect(articles()).toHaveLength(20);
    expect(server.requests).toHaveLength(2);
  });

  it('a reply that arrives after leaving a tag is dropped', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.reply('/api/v1/timelines/tag/cats', { body: statusesFrom(50, 4), gate });
    const view = renderPage({ timeline: 'tag', tag: 'cats' });
    await waitFor(() => expect(server.requests).toHaveLength(1));
    view.unmount();
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.timelines.get('tag:cats')).toBe(EMPTY_TIMELINE);
    expect(store.statuses.get('50')).toBeUndefined();
    expect(bus.events).toEqual([]);
  });

  it('fetches the first page once, even when mounted twice (strict mode, two screens)', async () => {
    server.reply(PUBLIC, { body: statusesFrom(100, 20) });
    render(
      <StrictMode>
        <WithIntl>
          <TimelinePage timeline="publicAndExternal" />
          <TimelinePage timeline="publicAndExternal" />
        </WithIntl>
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getAllByRole('feed')[0]?.querySelectorAll('article')).toHaveLength(20));
    expect(server.requests).toHaveLength(1);
  });

  it('a list timeline asks the list endpoint and is headed by the list title', async () => {
    server.reply('/api/v1/timelines/list/12', { body: statusesFrom(50, 2) });
    server.reply('/api/v1/lists/12', { body: { id: '12', title: 'Friends from work' } });
    renderPage({ timeline: 'list', listId: '12' });
    await waitForArticles(2);
    expect(await screen.findByRole('heading', { name: 'Friends from work' })).toBeTruthy();
  });
});

describe('keyboard', () => {
  it('j and PageDown move focus to the next article, k and PageUp to the previous one', async () => {
    server.reply(PUBLIC, { body: statusesFrom(100, 3) });
    renderPage({ timeline: 'publicAndExternal' });
    const [first, second, third] = await waitForArticles(3);
    first?.focus();
    fireEvent.keyDown(first!, { key: 'j' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second!, { key: 'PageDown' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, { key: 'k' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second!, { key: 'PageUp' });
    expect(document.activeElement).toBe(first);
  });

  it('moving past the last article loads older statuses', async () => {
    server.reply(PUBLIC, { body: statusesFrom(100, 2), link: nextLink(PUBLIC, '99') });
    server.reply(PUBLIC, { body: statusesFrom(98, 2) });
    renderPage({ timeline: 'publicAndExternal' });
    const [, last] = await waitForArticles(2);
    last?.focus();
    fireEvent.keyDown(last!, { key: 'j' });
    const shown = await waitForArticles(4);
    await waitFor(() => expect(document.activeElement).toBe(shown[2]));
  });

  it('leaves j and k alone inside a text field', async () => {
    server.reply(PUBLIC, { body: statusesFrom(100, 2) });
    renderPage({ timeline: 'publicAndExternal' });
    const [first] = await waitForArticles(2);
    const input = document.createElement('textarea');
    first?.appendChild(input);
    input.focus();
    fireEvent.keyDown(input, { key: 'j' });
    expect(document.activeElement).toBe(input);
  });
});

describe('new statuses', () => {
  it("shows 'up to date' until statuses wait, then 'show new (N)' merges them on top", async () => {
    server.reply(PUBLIC, { body: statusesFrom(100, 3) });
    renderPage({ timeline: 'publicAndExternal' });
    await waitForArticles(3);
    expect(screen.getByText('Up-to-date')).toBeTruthy();

    act(() => {
      store.timelines.update('publicAndExternal', (s) => ({ ...s, newIds: ['102', '101'] }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show new (2)' }));
    const shown = articles();
    expect(shown.map((a) => a.dataset.statusId)).toEqual(['102', '101', '100', '99', '98']);
    expect(screen.getByText('Up-to-date')).toBeTruthy();
    expect(bus.events).toContainEqual({ type: 'timeline/show-new', timelineKey: 'publicAndExternal' });
    await waitFor(() => expect(document.activeElement).toBe(shown[0]));
  });

  it('the period key shows new statuses', async () => {
    server.reply(PUBLIC, { body: statusesFrom(100, 1) });
    renderPage({ timeline: 'publicAndExternal' });
    await waitForArticles(1);
    act(() => store.timelines.update('publicAndExternal', (s) => ({ ...s, newIds: ['101'] })));
    fireEvent.keyDown(document.body, { key: '.' });
    expect(articles()).toHaveLength(2);
  });

  it('clicks in the list are blocked for 1 s after showing new statuses', async () => {
    server.reply(PUBLIC, { body: statusesFrom(100, 1) });
    renderPage({ timeline: 'publicAndExternal' });
    await waitForArticles(1);
    act(() => store.timelines.update('publicAndExternal', (s) => ({ ...s, newIds: ['101'] })));
    const now = vi.spyOn(Date, 'now').mockReturnValue(10_000);
    fireEvent.click(screen.getByRole('button', { name: 'Show new (1)' }));
    const clicks = vi.fn();
    const [first] = articles();
    first?.addEventListener('click', clicks);

    now.mockReturnValue(10_999);
    fireEvent.click(first!);
    expect(clicks).not.toHaveBeenCalled();
    now.mockReturnValue(11_000);
    fireEvent.click(first!);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it("with 20 or more waiting the button says 'reload' and fetches the timeline afresh", async () => {
    server.reply(PUBLIC, { body: statusesFrom(100, 3) });
    server.reply(PUBLIC, { body: statusesFrom(200, 20) });
    renderPage({ timeline: 'publicAndExternal' });
    await waitForArticles(3);
    act(() =>
      store.timelines.update('publicAndExternal', (s) => ({
        ...s,
        newIds: Array.from({ length: 20 }, (_, i) => String(150 - i)),
      })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    const shown = await waitForArticles(20);
    expect(shown[0]?.textContent).toBe('post 200');
    expect(server.requests).toHaveLength(2);
  });
});

describe('new statuses with the streaming preference on', () => {
  afterEach(() => replaceUserPreferences({}));

  it('appear by themselves at the top of the page, without taking focus, and block clicks for 1 s', async () => {
    setPreferences({ streaming: true });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    server.reply(PUBLIC, { body: statusesFrom(100, 1) });
    renderPage({ timeline: 'publicAndExternal' });
    await waitForArticles(1);
    const focused = document.activeElement;
    const now = vi.spyOn(Date, 'now').mockReturnValue(10_000);
    act(() => store.timelines.update('publicAndExternal', (s) => ({ ...s, newIds: ['101'] })));
    const shown = await waitForArticles(2);
    expect(shown[0]?.dataset.statusId).toBe('101');
    expect(screen.getByText('Up-to-date')).toBeTruthy();
    expect(document.activeElement).toBe(focused);
    const clicks = vi.fn();
    shown[1]?.addEventListener('click', clicks);
    fireEvent.click(shown[1]!);
    expect(clicks).not.toHaveBeenCalled();
    now.mockReturnValue(11_000);
    fireEvent.click(shown[1]!);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it("wait behind 'show new' when the reader scrolled down", async () => {
    setPreferences({ streaming: true });
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
    server.reply(PUBLIC, { body: statusesFrom(100, 1) });
    renderPage({ timeline: 'publicAndExternal' });
    await waitForArticles(1);
    act(() => store.timelines.update('publicAndExternal', (s) => ({ ...s, newIds: ['101'] })));
    expect(screen.getByRole('button', { name: 'Show new (1)' })).toBeTruthy();
    expect(articles()).toHaveLength(1);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

describe('infinite scroll', () => {
  type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
  const observers: Array<{ callback: Callback; options: IntersectionObserverInit | undefined }> = [];

  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
  });

  it('loads older statuses when the reader scrolls within 750 px of the bottom', async () => {
    server.reply(PUBLIC, { body: statusesFrom(100, 20), link: nextLink(PUBLIC, '81') });
    server.reply(PUBLIC, { body: statusesFrom(80, 20) });
    renderPage({ timeline: 'publicAndExternal' });
    await waitForArticles(20);
    const observer = observers.at(-1);
    expect(observer?.options?.rootMargin).toBe('0px 0px 750px 0px');

    // Near the bottom without the reader scrolling (a short first page): nothing more is fetched.
    act(() => observer?.callback([{ isIntersecting: true }]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests).toHaveLength(1);

    fireEvent.wheel(document, { deltaY: 300 });
    await waitForArticles(40);
    expect(server.requests[1]?.searchParams.get('max_id')).toBe('81');
  });

  it('does not load when the page scrolls by itself (focus moving, scrollIntoView)', async () => {
    server.reply(PUBLIC, { body: statusesFrom(100, 20), link: nextLink(PUBLIC, '81') });
    renderPage({ timeline: 'publicAndExternal' });
    await waitForArticles(20);
    act(() => observers.at(-1)?.callback([{ isIntersecting: true }]));
    fireEvent.scroll(document);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests).toHaveLength(1);

    // Dragging the scroll bar is the reader scrolling.
    fireEvent.pointerDown(document.documentElement);
    fireEvent.scroll(document);
    await waitFor(() => expect(server.requests).toHaveLength(2));
  });

  it('is not triggered while the sentinel is far from the viewport', async () => {
    server.reply(PUBLIC, { body: statusesFrom(100, 20), link: nextLink(PUBLIC, '81') });
    renderPage({ timeline: 'publicAndExternal' });
    await waitForArticles(20);
    act(() => observers.at(-1)?.callback([{ isIntersecting: false }]));
    fireEvent.wheel(document, { deltaY: 300 });
    fireEvent.keyDown(document.body, { key: 'End' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests).toHaveLength(1);
  });
});
