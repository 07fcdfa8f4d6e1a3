import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { resetDevInstance, signIn } from '../support/sign-in';

// Issue 39, point 9 and "Sign-out leaves nothing of the account": after signing out, the origin's
// storage (localStorage, sessionStorage, every IndexedDB database, Cache Storage) is listed
// whole, and nothing of the account is in it: not its unsent draft, its recent emoji, its last
// timeline, its token, nor any record kept under its id. What stays is the browser's own (the
// interface language, the local preferences, the theme, the registered app, the visitors' view).

interface Listing {
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
  indexedDB: Record<string, Record<string, string>>;
  caches: Record<string, string[]>;
}

/** Everything this origin keeps in the browser, as text. */
function listStorage(page: Page): Promise<Listing> {
  return page.evaluate(async () => {
    const text = (value: unknown) => {
      try {
        return typeof value === 'string' ? value : JSON.stringify(value);
      } catch {
        return String(value);
      }
    };
    const all = (storage: Storage) => {
      const out: Record<string, string> = {};
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key !== null) out[key] = storage.getItem(key) ?? '';
      }
      return out;
    };
    const databases: Record<string, Record<string, string>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      databases[name] = await new Promise<Record<string, string>>((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve({});
        open.onsuccess = () => {
          const db = open.result;
          const stores = [...db.objectStoreNames];
          const out: Record<string, string> = {};
          if (stores.length === 0) {
            db.close();
            return resolve(out);
          }
          const tx = db.transaction(stores, 'readonly');
          for (const store of stores) {
            const keys = tx.objectStore(store).getAllKeys();
            const values = tx.objectStore(store).getAll();
            tx.addEventListener('complete', () => {
              keys.result.forEach((key, i) => {
                out[`${store}/${text(key)}`] = text(values.result[i]);
              });
            });
          }
          tx.oncomplete = () => {
            db.close();
            // The per-store listeners above ran first (added first).
            resolve(out);
          };
          tx.onerror = () => resolve(out);
        };
      });
    }
    const cached: Record<string, string[]> = {};
    if (typeof caches !== 'undefined') {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        cached[name] = await Promise.all(
          (await cache.keys()).map(async (request) => {
            const body = await (await cache.match(request))?.text().catch(() => '');
            return `${request.url} ${(body ?? '').slice(0, 100_000)}`;
          }),
        );
      }
    }
    return {
      localStorage: all(localStorage),
      sessionStorage: all(sessionStorage),
      indexedDB: databases,
      caches: cached,
    };
  });
}

/** Every key and value of the listing as one line each, so one search covers them all. */
function lines(listing: Listing): string[] {
  return [
    ...Object.entries(listing.localStorage).map(([k, v]) => `localStorage ${k} = ${v}`),
    ...Object.entries(listing.sessionStorage).map(([k, v]) => `sessionStorage ${k} = ${v}`),
    ...Object.entries(listing.indexedDB).flatMap(([db, entries]) => [
      `indexedDB ${db}`,
      ...Object.entries(entries).map(([k, v]) => `indexedDB ${db} ${k} = ${v}`),
    ]),
    ...Object.entries(listing.caches).flatMap(([cache, entries]) =>
      entries.map((entry) => `cache ${cache} ${entry}`),
    ),
  ];
}

test.describe('sign-out leaves nothing of the account in the browser (issue 39)', () => {
  test.beforeEach(async () => {
    await resetDevInstance();
  });

  test('after sign-out the origin’s storage holds no draft, snapshot, recent emoji, token or record of the account', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'alice');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible({ timeout: 60_000 });
    const accountId = await page.evaluate(async () => {
      const reply = await fetch('/api/v1/accounts/lookup?acct=alice');
      return ((await reply.json()) as { id: string }).id;
    });

    // What the account leaves while it works: an unsent draft, a recent emoji, its last timeline.
    const draft = `An unsent draft nobody else may read ${Date.now()}`;
    const form = page.getByRole('form', { name: 'Post new status' }).first();
    await form.getByRole('textbox', { name: 'Post new status' }).fill(draft);
    await form.getByRole('button', { name: 'Insert emoji' }).click();
    const picker = page.getByRole('dialog', { name: 'Insert emoji' });
    await picker
      .getByRole('toolbar', { name: 'Emoji categories' })
      .getByRole('button', { name: 'neocat (custom emoji)' })
      .click();
    await picker.getByRole('button', { name: ':neocat_sip:' }).click();
    await page.keyboard.press('Escape');

    const before = await (async () => {
      let listing = await listStorage(page);
      // The draft is written once typing settles, the snapshot once the page arrived.
      await expect
        .poll(async () => {
          listing = await listStorage(page);
          const all = lines(listing).join('\n');
          return [all.includes(draft), all.includes(`"owner":"user:${accountId}"`)];
        })
        .toEqual([true, true]);
      return listing;
    })();
    const token = Object.entries(before.localStorage)
      .filter(([key]) => key.startsWith('murmur:oauth:'))
      .map(([, value]) => (JSON.parse(value) as { userToken?: string | null }).userToken)
      .find((value): value is string => typeof value === 'string');
    expect(token, 'the signed-in token is kept while signed in').toBeTruthy();
    const ownedBefore = lines(before).filter((line) => line.includes(`${accountId}@`));
    expect(ownedBefore.length, 'records kept under the account’s id while signed in').toBeGreaterThan(0);

    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
    await page
      .getByRole('dialog', { name: 'Log out' })
      .getByRole('button', { name: 'Log out', exact: true })
      .click();
    await expect(page).toHaveURL(/\/main\/public$/);
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible({ timeout: 60_000 });

    // Sign-out's deletions are asynchronous (IndexedDB): the listing settles.
    const leftOf = async () => {
      const all = lines(await listStorage(page));
      return all.filter(
        (line) =>
          line.includes(draft) ||
          line.includes(token as string) ||
          line.includes(`${accountId}@`) ||
          line.includes(`"owner":"user:${accountId}"`) ||
          line.includes(`"accountId":"${accountId}"`),
      );
    };
    await expect.poll(leftOf, { timeout: 15_000 }).toEqual([]);
    const after = await listStorage(page);
    console.log(
      `[hostile] storage after sign-out: ${JSON.stringify({
        localStorage: Object.keys(after.localStorage),
        sessionStorage: Object.keys(after.sessionStorage),
        indexedDB: Object.fromEntries(Object.entries(after.indexedDB).map(([db, e]) => [db, Object.keys(e)])),
        caches: Object.fromEntries(Object.entries(after.caches).map(([c, e]) => [c, e.length])),
      })}`,
    );
    // A snapshot left is the visitors' public timeline, never the account's home.
    for (const [key, value] of Object.entries(after.indexedDB['murmur-snapshots'] ?? {})) {
      // Keys read `{store}/{key}`; the offline copy's records are named by their owner
      // (`offline:{owner}:timelines`) rather than carrying it.
      const name = key.slice(key.indexOf('/') + 1);
      if (name.startsWith('offline:')) expect(name).toMatch(/^offline:visitor:/);
      else expect(JSON.parse(value).owner, key).toBe('visitor');
    }
  });
});
