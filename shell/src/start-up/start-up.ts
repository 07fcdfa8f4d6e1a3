import {
  capabilitiesFrom,
  configureApiClient,
  getApiClient,
  getPreferences,
  isOnline,
  loadStoredPreferences,
  mergeFrontendConfig,
  preloadSlots,
  readRemoteManifest,
  resolveSlot,
  type SlotName,
  type StickerPack,
  sessionToken,
  setFrontendConfig,
  setInstance,
  setInstanceExtras,
  startOutbox,
  timelineVisibleToVisitors,
} from '@murmur/shared/core';
import { signedInPart } from '../app/shell-parts';
import { beginStoredSessionCheck, tryRestoreStoredSession } from '../auth/after-login';
import { resumeOfflineSession } from '../auth/offline-session';
import { deferSessionEndedNotice } from '../auth/session-ended';
import { deferSessionRestore } from '../auth/session-retry';
import { changeLanguage, initialLanguage } from '../i18n/shell-catalogue';
import { whenFirstScreenDrawn } from '../layout/after-first-screen';
import { pageOAuthContext, storedUserToken } from '../oauth/oauth-context';
import { routeSlotFor } from '../router/route-slots';
import { discoverNodeInfo, isAbsent, loadAuthorizationServer, loadInstance } from './discovery';
import {
  EARLY_API_PATHS,
  EARLY_REMOTES_PATH,
  EARLY_VERIFY_PATH,
  FIRST_SCREEN_SLOTS,
  takeEarlyManifests,
  takeEarlyNodeInfoPath,
  takeEarlyPage,
  takeEarlyPleromaFiles,
  takeEarlyRequest,
} from './early-requests';
import { requestEarlyTimeline } from './early-timeline';
import { initialResult } from './initial-results';
import { builtInThemeShows, loadTheme } from './load-theme';
import { registerRemotesFromManifest, remoteManifestUrl } from './register-remotes';
import { setStartPhase } from './start-phase';
import { readStartUpMemo, visitorTimelinesBy, writeStartUpMemo } from './start-up-memo';
import { storageAvailable } from './storage';
import { applyStoredThemeCopy, followThemeChanges } from './theme-copy';

export interface StartUpResult {
  /** False when browser storage throws: the shell raises errors.storage_unavailable. */
  storageAvailable: boolean;
}

/** Reads an embedded reply (initial-results) when the page has one, else fetches it. */
async function preloaded<T>(path: string, fetcher: () => Promise<T>): Promise<T> {
  const embedded = initialResult(path);
  return embedded !== undefined ? (embedded as T) : fetcher();
}

/**
 * Non-instance failures are logged and ignored (spec 1 section 4); a file the server does not have
 * (404, 410) is only recorded in `absent`.
 */
function optional<T>(what: string, promise: Promise<T>, fallback: T, absent: string[]): Promise<T> {
  return promise.catch((error: unknown) => {
    if (isAbsent(error)) absent.push(what);
    else console.warn(`[murmur] ${what} could not be loaded; continuing without it`, error);
    return fallback;
  });
}

function asText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

async function loadStickers(): Promise<StickerPack[]> {
  const api = getApiClient();
  const reply = await api.get<unknown>('/static/stickers.json');
  const packs = reply.data;
  if (typeof packs !== 'object' || packs === null || Array.isArray(packs)) return [];
  const entries = Object.entries(packs as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const loaded = await Promise.all(
    entries.map(async ([pack, path]) => {
      const meta = await api
        .get<unknown>(`${path.endsWith('/') ? path : `${path}/`}pack.json`)
        .then((r) =>
          typeof r.data === 'object' && r.data !== null ? (r.data as Record<string, unknown>) : {},
        )
        .catch(() => ({}));
      return { pack, path, meta };
    }),
  );
  const title = (p: StickerPack) => (typeof p.meta.title === 'string' ? p.meta.title : p.pack);
  return loaded.sort((a, b) => title(a).localeCompare(title(b)));
}

/** A fetch that answers with the entry's early request for `path` once, else asks the network. */
function earlyOr(path: string): typeof fetch {
  const early = takeEarlyRequest(path);
  let taken = false;
  return (input, init) => {
    if (early && !taken) {
      taken = true;
      return early;
    }
    return fetch(input, init);
  };
}

/** The manifest addresses of the remotes that serve `slots`, as remotes.json names them now. */
function manifestsOf(slots: readonly (SlotName | null | undefined)[]): string[] {
  const urls = slots
    .filter((slot): slot is SlotName => Boolean(slot))
    .map((slot) => remoteManifestUrl(resolveSlot(slot).remote))
    .filter((url): url is string => typeof url === 'string');
  return [...new Set(urls)];
}

interface PleromaFiles {
  frontendConfig: Promise<unknown>;
  staticConfig: Promise<unknown>;
  termsOfService: Promise<string | null>;
  instancePanel: Promise<string | null>;
  stickers: Promise<StickerPack[]>;
}

/**
 * Pleroma's and Akkoma's own files (each is embedded in the page where Akkoma serves it so).
 * Failures stay in the promises: start-up judges them where it uses them. With `staged`, the
 * terms, panel and stickers leave once both configurations have answered: on a first start over
 * HTTP/1.1 they would otherwise hold connections the first screen's remote files are waiting for
 * (measured: the cold start was slower with them all at once); with the memo they all leave at
 * once, beside the instance.
 */
function askPleromaFiles(api: ReturnType<typeof getApiClient>, staged: boolean): PleromaFiles {
  // The entry may have asked the first two already (early-requests.ts).
  takeEarlyPleromaFiles((path, response) => api.adopt?.(path, response));
  const frontendConfig = preloaded('/api/pleroma/frontend_configurations', () =>
    api.get<unknown>('/api/pleroma/frontend_configurations').then((r) => r.data),
  ).then((data) => (data as { pleroma_fe?: unknown } | null)?.pleroma_fe ?? {});
  const staticConfig = api.get<unknown>('/static/config.json').then((r) => r.data);
  const configured = staged
    ? Promise.allSettled([frontendConfig, staticConfig]).then(() => undefined)
    : Promise.resolve();
  const files: PleromaFiles = {
    frontendConfig,
    staticConfig,
    termsOfService: configured.then(() =>
      preloaded('/static/terms-of-service.html', () =>
        api.get<string>('/static/terms-of-service.html', { responseType: 'text' }).then((r) => r.data),
      ).then(asText),
    ),
    instancePanel: configured.then(() =>
      preloaded('/instance/panel.html', () =>
        api.get<string>('/instance/panel.html', { responseType: 'text' }).then((r) => r.data),
      ).then(asText),
    ),
    stickers: configured.then(loadStickers),
  };
  // Asked ahead from the memo, they may go unused (the server is no longer Pleroma): no unhandled
  // rejection then.
  for (const promise of Object.values(files)) (promise as Promise<unknown>).catch(() => undefined);
  return files;
}

/**
 * Background work of the shell that the first screen does not draw: its code is fetched, and it
 * runs, once the first screen is drawn (whenFirstScreenDrawn, issue 40). Its failure is logged:
 * the page works without it, and the next page load tries again.
 */
function afterFirstScreen<M>(what: string, load: () => Promise<M>, run: (module: M) => void): void {
  void whenFirstScreenDrawn()
    .then(load)
    .then(run)
    .catch((error: unknown) => console.warn(`[murmur] ${what} could not be started`, error));
}

let followingTheme = false;

/** Keeps the stored theme copy current from now on (once per page). */
function startFollowingTheme(instanceTheme: string): void {
  if (followingTheme) return;
  followingTheme = true;
  followThemeChanges(() => getPreferences().theme || instanceTheme);
}

/**
 * Start-up in the spec's order of concerns (spec 1 section 4): the instance (fatal: without it
 * nothing can be shown) with nodeinfo, then on Pleroma and Akkoma the backend's frontend
 * configuration, the static config file, the terms of service, the instance panel and stickers,
 * elsewhere the OAuth server metadata (each logged and ignored on failure, recorded when absent),
 * and the theme. The signed-in session is restored by the auth code after this. The first render
 * waits for the theme and the interface language, so the page never flashes.
 */
export async function startUp(): Promise<StartUpResult> {
  // Same origin: the gateway (or the operator's proxy) puts the server behind the client's origin.
  configureApiClient({ baseUrl: window.location.origin, getToken: sessionToken });
  const api = getApiClient();
  // The instance and nodeinfo the shell's entry already asked (early-requests.ts) are taken over.
  // So are the nodeinfo document it asked ahead and the first screen's remote manifests.
  const earlyNodeInfoPath = takeEarlyNodeInfoPath();
  for (const path of [...EARLY_API_PATHS, ...(earlyNodeInfoPath ? [earlyNodeInfoPath] : [])]) {
    const response = takeEarlyRequest(path);
    if (response) api.adopt?.(path, response);
  }
  const earlyManifests = takeEarlyManifests();
  const storage = storageAvailable();
  // The user's own preferences, before anything reads them (the theme, the layout).
  loadStoredPreferences();
  // A stored token is checked beside the instance rather than after the whole start-up, and the
  // route's first page is asked as soon as the instance says what a visitor may read: each would
  // otherwise add a round trip before the first post (decision 0016). Both answers are taken when
  // the page needs them.
  const oauth = pageOAuthContext();
  const memo = readStartUpMemo();
  // The entry's early copies of the stored token's check and of the route's timeline page, each
  // taken over only for the token this start holds (none for a visitor).
  const tokenToCheck = storedUserToken(oauth);
  for (const path of [EARLY_VERIFY_PATH, takeEarlyPage()?.address]) {
    const response = path ? takeEarlyRequest(path, tokenToCheck) : undefined;
    if (path && response) api.adopt?.(path, response, tokenToCheck);
  }
  const sessionCheck = beginStoredSessionCheck(oauth);
  const storedToken = sessionCheck?.token ?? null;
  // A signed-in page's account corner is a chunk of its own (user-menu.tsx): it comes beside the
  // token's check, so the first frame draws it. A visitor's page never asks for it.
  const accountMenu = sessionCheck ? signedInPart.load().catch(() => undefined) : null;
  // With a stored token the route's first page needs nothing from the instance: it leaves now.
  let timelineAsked = requestEarlyTimeline(window.location.pathname, storedToken, null);

  // Instance configuration (fatal) and the remotes: the deployed ones, with what the operator's
  // remotes.json changes (never fatal: what it cannot change keeps its default). Nodeinfo comes alongside,
  // since it says (with the instance) which kind of server this is and so which files to ask for.
  // They leave first: on HTTP/1.1 a browser has six connections, and these are what all else waits on.
  const absent: string[] = [];
  const firstSlots = [routeSlotFor(window.location.pathname), ...FIRST_SCREEN_SLOTS];
  let firstManifests: string[] = [];
  const started = Promise.all([
    // As soon as the remotes are known, the first screen's remote, the post display and the theme
    // start loading, in parallel with the instance and its configuration (decision 0016).
    registerRemotesFromManifest(earlyOr(EARLY_REMOTES_PATH)).then(async () => {
      firstManifests = manifestsOf(firstSlots);
      // The entry's reads of the first screen's manifests go to the slot loader's contract check
      // before it asks for them: only for an address this remotes.json names for these slots.
      for (const [url, response] of (await earlyManifests) ?? [])
        if (firstManifests.includes(url)) void readRemoteManifest(url, () => response);
      preloadSlots(firstSlots);
    }),
    loadInstance(api),
    discoverNodeInfo(api, absent, earlyNodeInfoPath ?? memo?.nodeinfoPath ?? null),
  ]);
  // The manifests the last start's first screen read leave beside remotes.json rather than after
  // it; the slot loader takes a reply only for an address remotes.json names now (a fresh read of
  // the live deployment, decision 0091), and an address no longer named is never used.
  // (The shell's entry does that itself, earlier, where it sent start-up's first requests.)
  if (!earlyManifests) for (const url of memo?.firstManifests ?? []) void readRemoteManifest(url);
  // What the last start learned (the memo) lets the rest leave now too, instead of after the
  // instance: a visitor's timeline the server let visitors read, and Pleroma's and Akkoma's own
  // files when it was such a server. Their answers are used only if this start finds the same.
  if (!timelineAsked && memo)
    timelineAsked = requestEarlyTimeline(window.location.pathname, null, memo.visitorTimelines);
  const early = memo?.pleromaFiles ? askPleromaFiles(api, false) : null;
  const [, instance, discovered] = await started;
  const nodeinfo = discovered.nodeinfo;
  // Pleroma's and Akkoma's own files are asked only of them (decision 0021); the OAuth server
  // metadata of the others.
  const capabilities = capabilitiesFrom(instance, nodeinfo);
  const { pleromaFiles } = capabilities;
  if (!timelineAsked)
    timelineAsked = requestEarlyTimeline(window.location.pathname, storedToken, capabilities);
  writeStartUpMemo({
    nodeinfoPath: discovered.path,
    pleromaFiles,
    visitorTimelines: visitorTimelinesBy((timeline) => timelineVisibleToVisitors({ timeline }, capabilities)),
    firstManifests,
    ...(timelineAsked
      ? {
          firstPage: {
            pathname: window.location.pathname,
            address: timelineAsked,
            signedIn: storedToken !== null,
          },
        }
      : {}),
  });
  const files = pleromaFiles ? (early ?? askPleromaFiles(api, true)) : null;
  const pleromaFile = <T>(what: string, load: Promise<T> | undefined, fallback: T): Promise<T> =>
    load ? optional(what, load, fallback, absent) : Promise.resolve(fallback);

  // The backend's frontend configuration and the static config file (static first, backend wins).
  const [backendConfig, staticConfig, authServer] = await Promise.all([
    pleromaFile('the frontend configuration', files?.frontendConfig, {}),
    pleromaFile('/static/config.json', files?.staticConfig, {}),
    pleromaFiles ? Promise.resolve(null) : loadAuthorizationServer(api, absent),
  ]);
  const config = mergeFrontendConfig(staticConfig, backendConfig);
  setFrontendConfig(config);
  // '/' goes where the configuration says.
  if (!timelineAsked) requestEarlyTimeline(window.location.pathname, storedToken, capabilities, config);

  // The user's chosen theme (settings) wins over the instance's default. A copy of it stored by the
  // last visit applies at once, and the remote's own apply follows without holding the first
  // render; so does the built-in theme, which the shell's stylesheet already paints (a first visit
  // waited here for the settings remote's code to load and run, issue 26). Any other theme without
  // a copy holds the render for the remote, so the page never flashes another theme.
  const requestedTheme = getPreferences().theme || config.theme;
  startFollowingTheme(config.theme);
  const themeLoad = loadTheme(requestedTheme);
  const shownAlready = applyStoredThemeCopy(requestedTheme) || builtInThemeShows(requestedTheme);
  const theme = shownAlready ? Promise.resolve(true) : themeLoad;
  // The terms, the instance panel and the stickers (then each sticker pack) are not what the first
  // screen waits for: they are published when they arrive, and what shows them follows
  // (useInstanceExtras). On a first start they came ~60 ms after the configuration, three round
  // trips in series before the first render (issue 26).
  const extras = Promise.all([
    pleromaFile('the terms of service', files?.termsOfService, null),
    pleromaFile('the instance panel', files?.instancePanel, null),
    pleromaFile('the stickers', files?.stickers, []),
  ]);
  await Promise.all([theme, changeLanguage(initialLanguage(instance.languages), false)]);

  setInstanceExtras({ unavailable: [...absent] });
  void extras.then(([termsOfService, instancePanelHtml, stickers]) =>
    setInstanceExtras({ termsOfService, instancePanelHtml, stickers, unavailable: [...absent] }),
  );
  setInstance(instance, nodeinfo, authServer);
  document.title = config.name || instance.title || 'Murmur';
  // Installable: the manifest names the instance, in the theme's colours (issue 36). Its code and
  // work (reading the theme's computed colours took ~50 ms at start) wait for the first screen.
  afterFirstScreen(
    'the web app manifest',
    () => import('./web-app-manifest'),
    (manifest) =>
      manifest.followWebAppManifest(() => ({
        name: config.name || instance.title,
        lang: document.documentElement.lang,
      })),
  );
  // Last concern: the login token. A stored token restores the session (an invalid one is dropped;
  // one the server could not check now is kept and retried once the page shows). While it is
  // checked the start-up screen says so beside the last visit's timeline (start-phase.ts).
  if (sessionCheck) setStartPhase('checking-session');
  const restore = await tryRestoreStoredSession(oauth, sessionCheck);
  setStartPhase('connecting');
  // Offline, the session the token had resumes from the kept account (offline-session.ts).
  const resumed =
    restore === 'unreachable' && !isOnline() && storedToken !== null
      ? await resumeOfflineSession(oauth, storedToken)
      : false;
  // Not in the way of the first frame: it left with the token's check. (A failure shows in place.)
  if (accountMenu && (restore === 'restored' || resumed)) await accountMenu;
  if (restore === 'unreachable' && !resumed) {
    deferSessionRestore(`${location.pathname}${location.search}${location.hash}`);
  } else if (restore === 'refused') {
    deferSessionEndedNotice();
  }
  // The service worker (push, the offline start) is for later visits and later pages.
  afterFirstScreen(
    'the service worker',
    () => import('./service-worker'),
    (worker) => void worker.registerServiceWorker(),
  );
  // Posts written offline go when the network returns (issue 36, decision 0220).
  startOutbox();
  return { storageAvailable: storage };
}
