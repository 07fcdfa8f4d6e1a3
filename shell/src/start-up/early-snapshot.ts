import { earlyState } from './early-state';
import { hasStartUpMemo } from './start-up-memo';
import { statusPreviewText } from './status-preview-text';

// The last visit's timeline, read and drawn as soon as the early entry runs (boot.ts; else the
// shell's entry): before the shell's entry and the shared chunks (React, idb-keyval,
// @murmur/shared) are evaluated, which on a return visit takes most of the time before anything can
// show (issue 26: a returning reader sees their last timeline at once). Nothing here may import a
// shared singleton: the early entry has no federation runtime, and the shell's entry runs this
// before the runtime has negotiated them. The start-up screen (React) takes the same record over
// and draws the same markup, so the page does not change when it does.

/** idb-keyval's database, store and key in `@murmur/shared`'s timeline-snapshot.ts. */
export const SNAPSHOT_DB = 'murmur-snapshots';
export const SNAPSHOT_STORE = 'snapshots';
export const SNAPSHOT_KEY = 'last-timeline';

/** Where each snapshotted timeline lives (`routePaths` in `@murmur/shared`, checked by a test). */
export const SNAPSHOT_TIMELINE_PATHS: Record<string, string> = {
  friends: '/main/friends',
  public: '/main/public',
  publicAndExternal: '/main/all',
  bubble: '/main/bubble',
};

/** The English the start-up screen speaks (the interface language is not known yet). */
export const EARLY_TEXT = {
  starting: 'Connecting to the server…',
  heading: 'Shown from your last visit',
  note: 'These are the posts you saw last time. They are replaced once the server answers.',
};

interface EarlySnapshot {
  raw: unknown;
  settled: boolean;
  reading: Promise<unknown> | null;
}

/** One record for the page, whichever entry read the snapshot (early-state.ts). */
const state = (): EarlySnapshot =>
  earlyState<EarlySnapshot>('snapshot', () => ({ raw: undefined, settled: false, reading: null }));

/** Reads the record with IndexedDB's own API; undefined when there is none or it cannot be read. */
function readRaw(): Promise<unknown> {
  return new Promise((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(undefined);
      // No start has got this far in this browser (a first visit): there is no snapshot, and the
      // database is left for the library to create when it first saves one.
      if (!hasStartUpMemo()) return resolve(undefined);
      const request = indexedDB.open(SNAPSHOT_DB);
      // A first visit creates the database as idb-keyval would, so its own open finds the store.
      request.onupgradeneeded = () => request.result.createObjectStore(SNAPSHOT_STORE);
      request.onerror = () => resolve(undefined);
      request.onsuccess = () => {
        const db = request.result;
        try {
          const get = db
            .transaction(SNAPSHOT_STORE, 'readonly')
            .objectStore(SNAPSHOT_STORE)
            .get(SNAPSHOT_KEY);
          get.onsuccess = () => resolve(get.result);
          get.onerror = () => resolve(undefined);
        } catch {
          resolve(undefined);
        } finally {
          // Closed once the transaction ends, so the library's own connection never waits on it.
          db.close();
        }
      };
    } catch {
      resolve(undefined);
    }
  });
}

/** Starts the read (once per page) and returns it. */
export function readEarlySnapshot(): Promise<unknown> {
  const early = state();
  early.reading ??= readRaw().then((value) => {
    early.raw = value;
    early.settled = true;
    return value;
  });
  return early.reading;
}

/** The record, when the read has ended by now (for a first render that must not flash). */
export function earlySnapshotNow(): { settled: boolean; raw: unknown } {
  const { settled, raw } = state();
  return { settled, raw };
}

interface PreviewStatus {
  content?: unknown;
  spoiler_text?: unknown;
  account?: { display_name?: unknown; username?: unknown };
  reblog?: PreviewStatus | null;
}

const NAME_MAX = 200;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The statuses to draw for `pathname`, or null: the same rules as the start-up screen's. */
export function earlyPreviewStatuses(
  value: unknown,
  pathname: string,
  now = Date.now(),
): PreviewStatus[] | null {
  const snapshot = value as {
    version?: unknown;
    timelineKey?: unknown;
    savedAt?: unknown;
    statuses?: unknown;
  } | null;
  if (typeof snapshot !== 'object' || !snapshot || snapshot.version !== 1) return null;
  if (typeof snapshot.savedAt !== 'string' || !(now - Date.parse(snapshot.savedAt) < 7 * 24 * 3600 * 1000))
    return null;
  if (!Array.isArray(snapshot.statuses) || typeof snapshot.timelineKey !== 'string') return null;
  const path = SNAPSHOT_TIMELINE_PATHS[snapshot.timelineKey];
  if (pathname !== '/' && pathname !== path) return null;
  return snapshot.statuses.filter((s): s is PreviewStatus => typeof s === 'object' && s !== null);
}

function element(tag: string, className: string, content?: string): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (content !== undefined) node.textContent = content;
  return node;
}

/**
 * The start-up screen with the last visit's posts, as the React screen draws it (classes, order,
 * texts), built from text only: no server string is ever parsed as markup here.
 */
export function buildEarlyPreview(statuses: PreviewStatus[]): HTMLElement {
  const main = element('main', 'panel starting-screen');
  main.setAttribute('aria-busy', 'true');
  const body = element('div', 'panel__body');
  body.setAttribute('role', 'status');
  const spinner = element('span', 'starting-screen__spinner-space');
  spinner.setAttribute('aria-hidden', 'true');
  body.append(spinner, element('p', '', EARLY_TEXT.starting), element('div', 'starting-screen__bar'));
  const section = element('section', 'start-snapshot');
  const heading = element('h2', 'start-snapshot__heading', EARLY_TEXT.heading);
  heading.id = 'early-snapshot-heading';
  section.setAttribute('aria-labelledby', heading.id);
  const posts = element('div', 'start-snapshot__posts');
  for (const status of statuses) {
    const shown = status.reblog ?? status;
    const name = text(shown.account?.display_name) || text(shown.account?.username);
    const article = element('article', 'start-snapshot__post');
    const avatar = element('span', 'start-snapshot__avatar');
    avatar.setAttribute('aria-hidden', 'true');
    const postBody = element('div', 'start-snapshot__body');
    const author = element('p', 'start-snapshot__author');
    author.append(element('bdi', 'account-name', Array.from(name).slice(0, NAME_MAX).join('')));
    const spoiler = text(shown.spoiler_text);
    postBody.append(
      author,
      element('p', 'start-snapshot__text', spoiler || statusPreviewText(text(shown.content))),
    );
    article.append(avatar, postBody);
    posts.append(article);
  }
  section.append(heading, element('p', 'start-snapshot__note', EARLY_TEXT.note), posts);
  main.append(body, section);
  return main;
}

/** Whether the shell's stylesheet applies yet (its custom properties are on the root). */
function styled(): boolean {
  return getComputedStyle(document.documentElement).getPropertyValue('--bg').trim() !== '';
}

/**
 * Draws the last visit's timeline into `container` once the record is read and the stylesheet
 * applies, unless React has drawn there first. Gives up after two seconds (then React is there).
 * Resolves once it has drawn, found nothing to draw, or given up.
 */
export function paintEarlySnapshot(
  container: HTMLElement,
  pathname: string = location.pathname,
): Promise<void> {
  const started = performance.now();
  return readEarlySnapshot().then((value) => {
    const statuses = earlyPreviewStatuses(value, pathname);
    if (!statuses || statuses.length === 0) return;
    return new Promise<void>((done) => {
      const paint = () => {
        if (container.childNodes.length > 0 || performance.now() - started > 2000) return done();
        if (!styled()) {
          requestAnimationFrame(paint);
          return;
        }
        container.append(buildEarlyPreview(statuses));
        done();
      };
      paint();
    });
  });
}
