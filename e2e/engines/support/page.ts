import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from '@playwright/test';
import type { Driver, Handle } from './drivers';

const require = createRequire(import.meta.url);

/** axe-core's source, injected into the page to check it. */
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** A text to match: a string matches exactly (names) or as a part (text); a RegExp as it says. */
type Match = string | RegExp;

/** Where an element is: by role and name, or by CSS, optionally inside another one, with its text. */
export interface Query {
  role?: string;
  name?: Match;
  css?: string;
  hasText?: Match;
  within?: Query;
  /** Which of the matches (0 the first, -1 the last). */
  nth?: number;
}

export const byRole = (role: string, name?: Match, more: Partial<Query> = {}): Query => ({
  role,
  name,
  ...more,
});
export const byCss = (css: string, more: Partial<Query> = {}): Query => ({ css, ...more });
export const inside = (within: Query, query: Query): Query => ({ ...query, within });

type Wire = string | { re: string; flags: string } | undefined;
const wire = (match: Match | undefined): Wire =>
  match instanceof RegExp ? { re: match.source, flags: match.flags } : match;
const toWire = (query: Query): Record<string, unknown> => ({
  ...query,
  name: wire(query.name),
  hasText: wire(query.hasText),
  within: query.within && toWire(query.within),
});

// In-page code is kept as plain script text, so no build tool can add helpers to it. Roles and
// names are worked out here rather than by a library's full-document walk: that walk, polled, kept
// WebKit's main thread so busy on a loaded machine that the page itself could not draw.
const FIND = `
const [query, visibleOnly] = arguments;
const IMPLICIT = {
  button: 'button, input[type=button], input[type=submit], input[type=reset], summary',
  link: 'a[href], area[href]',
  textbox: 'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=url], textarea',
  searchbox: 'input[type=search]',
  combobox: 'select:not([multiple]):not([size]), input[list]',
  checkbox: 'input[type=checkbox]',
  radio: 'input[type=radio]',
  heading: 'h1, h2, h3, h4, h5, h6',
  dialog: 'dialog',
  navigation: 'nav',
  region: 'section[aria-label], section[aria-labelledby]',
  form: 'form',
  list: 'ul, ol',
  listitem: 'li',
  article: 'article',
  img: 'img:not([alt=""])',
  main: 'main',
  complementary: 'aside',
};
const pattern = (m) => (m && typeof m === 'object' ? new RegExp(m.re, m.flags) : m);
const squash = (t) => (t || '').replace(/\\s+/g, ' ').trim();
const text = (el) => squash(el.textContent);
// Drawn on screen, as Playwright's "visible" (aria-hidden text such as a reaction's count is drawn).
const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
// Out of the accessibility tree, so no role query finds it (as getByRole).
const unexposed = (el) => !!el.closest('[aria-hidden="true"], [inert]');
const byIds = (ids) => squash(ids.split(/\\s+/).map((id) => { const e = document.getElementById(id); return e ? e.textContent : ''; }).join(' '));
function nameOf(el) {
  if (el.getAttribute('aria-labelledby')) return byIds(el.getAttribute('aria-labelledby'));
  if (el.getAttribute('aria-label')) return squash(el.getAttribute('aria-label'));
  if (el.labels && el.labels.length) return squash(Array.from(el.labels, (l) => l.textContent).join(' '));
  if (/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)) return squash(el.getAttribute('title') || el.getAttribute('placeholder') || (el.type === 'submit' || el.type === 'button' ? el.value : ''));
  if (el.tagName === 'IMG') return squash(el.getAttribute('alt'));
  if (/^(BUTTON|A|SUMMARY|H[1-6]|LI|TD|TH|OPTION)$/.test(el.tagName) || /^(tab|menuitem|option|link|button|heading)$/.test(el.getAttribute('role') || ''))
    return text(el) || squash(el.getAttribute('title'));
  return squash(el.getAttribute('title'));
}
function hasRole(el, role) {
  const own = (el.getAttribute('role') || '').trim().split(/\\s+/)[0];
  if (own && own !== 'none' && own !== 'presentation') return own === role;
  return !!IMPLICIT[role] && el.matches(IMPLICIT[role]);
}
function all(q) {
  let roots = [document];
  if (q.within) roots = all(q.within);
  const root = roots[0];
  if (!root) return [];
  let list;
  if (q.role) {
    const selector = '[role~="' + q.role + '"]' + (IMPLICIT[q.role] ? ', ' + IMPLICIT[q.role] : '');
    list = Array.from(root.querySelectorAll(selector)).filter((el) => hasRole(el, q.role) && !unexposed(el));
    if (q.name != null) {
      const n = pattern(q.name);
      list = list.filter((el) => (typeof n === 'string' ? nameOf(el) === n : n.test(nameOf(el))));
    }
  } else list = Array.from(root.querySelectorAll(q.css));
  if (q.hasText != null) {
    const t = pattern(q.hasText);
    list = list.filter((el) => (typeof t === 'string' ? text(el).includes(t) : t.test(text(el))));
  }
  if (q.nth != null) {
    const one = q.nth < 0 ? list[list.length + q.nth] : list[q.nth];
    list = one ? [one] : [];
  }
  return list;
}
const list = all(query);
if (visibleOnly === 'count') return list.length;
const el = list.find((e) => !visibleOnly || shown(e));
return el || null;
`;

const HOOKS = `
if (!window.__murmurEngineErrors) {
  const seen = (window.__murmurEngineErrors = []);
  addEventListener('error', (e) => seen.push('page error: ' + (e.message || e.error)));
  addEventListener('unhandledrejection', (e) =>
    seen.push('unhandled rejection: ' + ((e.reason && e.reason.message) || e.reason)),
  );
  document.addEventListener('securitypolicyviolation', (e) =>
    seen.push('policy violation: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || '(inline)')),
  );
}
`;

// Quick first looks, then a steady pace that leaves the page's main thread room to draw.
const POLLS = [100, 200, 300, 400];

/**
 * Resolves once the element's box has kept still for three animation frames (or after 2 s): a click
 * aims at the box's centre, and a box still moving (a card above it loading) would send the click
 * to whatever moves in under it. Playwright's own clicks wait the same way.
 */
const STILL = `
const el = arguments[0];
const box = () => { const r = el.getBoundingClientRect(); return r.x + ',' + r.y + ',' + r.width + ',' + r.height; };
return new Promise((done) => {
  const start = performance.now();
  let last = box();
  let same = 0;
  const next = (tick) => (document.hidden ? setTimeout(tick, 16) : requestAnimationFrame(tick));
  const tick = () => {
    const now = box();
    same = now === last ? same + 1 : 0;
    last = now;
    if (same >= 3 || performance.now() - start > 2000) done(same >= 3);
    else next(tick);
  };
  next(tick);
});
`;
export const WAIT_MS = Number(process.env.ENGINES_WAIT_MS ?? 30_000);

/**
 * The journey steps' view of a page, the same in every engine. Queries find elements by role and
 * accessible name (or CSS) in the page, as the Chromium journeys' locators do, so both suites follow
 * the same changes; waits poll them.
 */
export class MurmurPage {
  private readonly errors: string[] = [];

  constructor(
    readonly driver: Driver,
    readonly baseUrl: string,
  ) {}

  get engine() {
    return this.driver.engine;
  }

  /** Opens a path of the gateway and listens for errors and policy violations in the new page. */
  async goto(path: string): Promise<void> {
    await this.collectErrors();
    await this.driver.navigate(new URL(path, this.baseUrl).toString());
    await this.driver.run(HOOKS);
  }

  /** Re-arms the listeners after a navigation the page made itself (a form post, a redirect). */
  async afterNavigation(): Promise<void> {
    await this.driver.run(HOOKS);
  }

  async url(): Promise<URL> {
    return new URL(await this.driver.url());
  }

  async waitForUrl(pattern: RegExp): Promise<void> {
    await expect
      .poll(async () => (await this.url()).pathname + (await this.url()).search, { timeout: WAIT_MS })
      .toMatch(pattern);
  }

  private async query(query: Query, mode: boolean | 'count'): Promise<unknown> {
    // The listeners go first: a page the client navigated to itself (a form post, a redirect) has
    // none yet.
    return mode === 'count'
      ? this.driver.run<unknown>(HOOKS + FIND, toWire(query), mode)
      : this.driver.runForElement(HOOKS + FIND, toWire(query), mode);
  }

  /** The first match (visible ones only unless `visible` is false), or null. */
  async find(query: Query, visible = true): Promise<Handle | null> {
    return (await this.query(query, visible)) as Handle | null;
  }

  async count(query: Query): Promise<number> {
    return Number(await this.query(query, 'count'));
  }

  /** Waits for the first visible match. */
  async get(query: Query, timeout = WAIT_MS): Promise<Handle> {
    let found: Handle | null = null;
    let failure = '';
    await expect
      .poll(
        async () => {
          found = await this.find(query).catch((error: Error) => {
            failure = ` (last attempt: ${error.message})`;
            return null;
          });
          return !!found;
        },
        { timeout, intervals: POLLS, message: `waiting for ${describeQuery(query)}${failure}` },
      )
      .toBe(true);
    return found as unknown as Handle;
  }

  async expectVisible(query: Query): Promise<void> {
    await this.get(query);
  }

  async expectGone(query: Query): Promise<void> {
    await expect
      .poll(async () => !(await this.find(query).catch(() => null)), {
        timeout: WAIT_MS,
        intervals: POLLS,
        message: `waiting for ${describeQuery(query)} to go`,
      })
      .toBe(true);
  }

  async click(query: Query): Promise<void> {
    const element = await this.get(query);
    await this.driver.run(STILL, element);
    await this.driver.click(element);
  }

  /** Focuses a field, selects what it holds and types the text over it. */
  async fill(query: Query, value: string): Promise<void> {
    const field = await this.get(query);
    await this.driver.run('arguments[0].focus(); if (arguments[0].select) arguments[0].select();', field);
    if (value) await this.driver.type(value);
    else await this.driver.press('Backspace');
  }

  async focus(query: Query): Promise<void> {
    await this.driver.run('arguments[0].focus()', await this.get(query));
  }

  type(text: string): Promise<void> {
    return this.driver.type(text);
  }

  press(key: string): Promise<void> {
    return this.driver.press(key);
  }

  /** Runs a script with the element as `arguments[0]`. */
  async on<T>(query: Query, script: string, ...args: unknown[]): Promise<T> {
    return this.driver.run<T>(script, await this.get(query), ...args);
  }

  text(query: Query): Promise<string> {
    return this.on(query, "return (arguments[0].textContent || '').replace(/\\s+/g, ' ').trim()");
  }

  attribute(query: Query, name: string): Promise<string | null> {
    return this.on(query, 'return arguments[0].getAttribute(arguments[1])', name);
  }

  value(query: Query): Promise<string> {
    return this.on(query, 'return arguments[0].value');
  }

  /** Whether the element has focus (polled by the caller). */
  async isFocused(query: Query): Promise<boolean> {
    const found = await this.find(query, false);
    return !!found && this.driver.run<boolean>('return document.activeElement === arguments[0]', found);
  }

  /** Short description of what has focus, for assertions about the keyboard. */
  focused(): Promise<string> {
    return this.driver.run(
      "const e = document.activeElement; return e ? e.tagName.toLowerCase() + (e.getAttribute('aria-label') ? '[' + e.getAttribute('aria-label') + ']' : '') : '';",
    );
  }

  /** Page errors and policy violations seen so far, kept until `takeErrors`. */
  async collectErrors(): Promise<void> {
    const inPage = await this.driver
      .run<string[]>('return (window.__murmurEngineErrors || []).splice(0)')
      .catch(() => [] as string[]);
    this.errors.push(...inPage, ...this.driver.drainErrors());
  }

  async takeErrors(): Promise<string[]> {
    await this.collectErrors();
    return this.errors.splice(0);
  }

  /** Serious and critical axe violations on the page (or inside `include`). */
  async axe(include?: string): Promise<string[]> {
    if (!(await this.driver.run<boolean>('return !!window.axe'))) await this.driver.run(AXE);
    return this.driver.run<string[]>(
      `return window.axe
        .run(arguments[0] ? { include: [arguments[0]] } : document, { resultTypes: ['violations'] })
        .then((r) => r.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => v.id + ': ' + v.help + ' (' + v.nodes.map((n) => n.target.join(' ')).join(', ') + ')'));`,
      include ?? null,
    );
  }

  async expectNoA11yViolations(include?: string): Promise<void> {
    expect(await this.axe(include), `axe in ${this.engine}`).toEqual([]);
  }

  /** Clears what the client kept in this origin, so each journey starts as a new reader. */
  async forgetEverything(): Promise<void> {
    await this.driver.navigate(new URL('/static/remotes.json', this.baseUrl).toString());
    await this.driver.run(`
      localStorage.clear();
      sessionStorage.clear();
      const jobs = [];
      if (indexedDB.databases) jobs.push(indexedDB.databases().then((list) => Promise.all(list.map((d) => new Promise((done) => { const r = indexedDB.deleteDatabase(d.name); r.onsuccess = r.onerror = r.onblocked = done; })))));
      if (window.caches) jobs.push(caches.keys().then((keys) => Promise.all(keys.map((k) => caches.delete(k)))));
      if (navigator.serviceWorker) jobs.push(navigator.serviceWorker.getRegistrations().then((list) => Promise.all(list.map((r) => r.unregister()))));
      return Promise.all(jobs).then(() => true);
    `);
    this.errors.splice(0);
    this.driver.drainErrors();
  }
}

function describeQuery(query: Query): string {
  const own = query.role ? `${query.role} "${String(query.name ?? '')}"` : `css ${query.css}`;
  const text = query.hasText ? ` with "${String(query.hasText)}"` : '';
  return query.within ? `${own}${text} in ${describeQuery(query.within)}` : `${own}${text}`;
}
