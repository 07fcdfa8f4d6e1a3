// The first start-up requests, sent by the early entry (boot.ts) as soon as the page has parsed,
// while the shell's entry and shared chunks (React, the federation runtime, @murmur/shared)
// download and evaluate, instead of after them (issue 26: on a cold start that was ~250 ms with
// nothing on the network for start-up). The shell's entry sends them itself if that script did not
// run.
// Nothing here may import a shared singleton: it runs before the federation runtime has negotiated
// them (the '@murmur/shared/…' subpaths are plain files bundled into the entry, not the singleton).
// Start-up takes each answer over once (the remotes manifest through its fetch, the others through
// the API client's `adopt` or the slot loader's manifest read); they are plain GETs, exactly as
// start-up sends them before the session is restored: without a token, but for the stored token's
// own check and a signed-in reader's timeline page, which carry it to this origin only.
import type { SlotName, TimelineKind } from '@murmur/shared/core';
import { hintRemoteModuleAssets } from '@murmur/shared/remote-module-assets';
import { peekStoredUserToken } from '../oauth/oauth-storage';
import { earlyRouteSlotFor } from './early-route-slot';
import { earlyState } from './early-state';
import { takeEmbeddedReply } from './embedded-replies';
import { nodeInfoPath } from './nodeinfo-path';
import { mergeRemotesConfig, OPERATOR_REMOTES_PATH } from './remotes-config';
import { readStartUpMemo } from './start-up-memo';

/** The remotes manifest (register-remotes.ts reads it `no-cache`, and so does this). */
export const EARLY_REMOTES_PATH = OPERATOR_REMOTES_PATH;
/** The instance and nodeinfo, as discovery.ts asks them first. */
export const EARLY_API_PATHS = ['/api/v2/instance', '/.well-known/nodeinfo'] as const;
/** What every first screen draws beside the route's own screen: the posts, and the theme. */
export const FIRST_SCREEN_SLOTS: readonly SlotName[] = ['composer/Status', 'settings/theme'];

const JSON_ACCEPT: RequestInit = { headers: { Accept: 'application/json' } };

/**
 * Pleroma's and Akkoma's configuration files, as start-up's askPleromaFiles asks them (decision
 * 0021): what the first render waits for after the instance, on those servers only.
 */
export const EARLY_PLEROMA_PATHS = ['/api/pleroma/frontend_configurations', '/static/config.json'] as const;

/** Software names that are Pleroma's family whatever else they say (capabilities.ts `serverKindOf`). */
const PLEROMA_SOFTWARE = ['akkoma', 'pleroma'];

/** The stored token's check, as after-login.ts sends it. */
export const EARLY_VERIFY_PATH = '/api/v1/accounts/verify_credentials';

interface EarlyRequests {
  /** Early requests by address, with the token each was sent with (null: none). */
  sent: Map<string, { response: Promise<Response>; token: string | null }>;
  /** Once sent: resolves when the requests that follow the first answers have left. */
  followed: Promise<void> | null;
  /** The first screen's remote manifests, by address, once remotes.json has named them. */
  firstScreenManifests: Promise<Map<string, Promise<Response>>> | null;
  /** The timeline page asked ahead, with the token it was asked with. */
  earlyPage: { address: string; token: string | null } | null;
  /** The nodeinfo document's path asked ahead (remembered or linked), and whether start-up took it. */
  nodeInfoAsked: string | null;
  nodeInfoTaken: boolean;
  /** Whether Pleroma's configuration files were asked ahead, or start-up has asked them itself. */
  pleromaFilesAsked: boolean;
}

/** One record for the page, whichever entry sent the requests (early-state.ts). */
const state = (): EarlyRequests =>
  earlyState<EarlyRequests>('requests', () => ({
    sent: new Map(),
    followed: null,
    firstScreenManifests: null,
    earlyPage: null,
    nodeInfoAsked: null,
    nodeInfoTaken: false,
    pleromaFilesAsked: false,
  }));

function send(path: string, init: RequestInit, token: string | null = null): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A visitor's reply the gateway embedded in the page is taken as it is (embedded-replies.ts).
  const response =
    (token === null ? takeEmbeddedReply(path) : undefined) ??
    fetch(new URL(path, location.href).toString(), { ...init, headers });
  // Nobody may take it (a failed start retried, a test): its failure is then no one's concern.
  response.catch(() => undefined);
  state().sent.set(path, { response, token });
  return response;
}

/**
 * The first page of the timelines that need nothing but the route, as early-timeline.ts asks them
 * with the default preferences (early-timeline.test.ts checks that they agree), by the kind the
 * start-up memo names. Home is a user's only.
 */
export const FIRST_PAGES: Readonly<Record<string, { kind: TimelineKind; address: string }>> = {
  '/main/all': { kind: 'publicAndExternal', address: '/api/v1/timelines/public?limit=20' },
  '/main/public': { kind: 'public', address: '/api/v1/timelines/public?local=true&limit=20' },
  '/main/bubble': { kind: 'bubble', address: '/api/v1/timelines/bubble?limit=20' },
  '/main/friends': { kind: 'friends', address: '/api/v1/timelines/home?limit=20' },
};

/**
 * The timeline page to ask at `pathname` before the shell runs: the one the last start asked at
 * this path (with the token when it was asked with one); else the route's first page as the
 * default preferences ask it: with the stored token, or for a visitor unless the last start found
 * that the server keeps it for its users. On a first visit that is a guess: a server that keeps it
 * answers 401 once, and a reader with another reply filter asks again; start-up takes only an
 * answer to exactly the request it would send.
 */
function firstPageFor(
  pathname: string,
  memo: ReturnType<typeof readStartUpMemo>,
  token: string | null,
): string | null {
  const remembered = memo?.firstPage;
  if (remembered?.pathname === pathname)
    return remembered.signedIn === (token !== null) && sameOrigin(remembered.address)
      ? remembered.address
      : null;
  const page = FIRST_PAGES[pathname];
  if (!page) return null;
  if (token) return page.address;
  if (page.kind === 'friends') return null;
  return !memo || memo.visitorTimelines.includes(page.kind) ? page.address : null;
}

/** Whether `path` names this origin (a token is never sent elsewhere). */
function sameOrigin(path: string): boolean {
  try {
    return new URL(path, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/** Whether a nodeinfo document names Pleroma or Akkoma as its software. */
export function nodeInfoNamesPleroma(document: unknown): boolean {
  const software = isRecord(document) ? document.software : null;
  const name = isRecord(software) ? software.name : null;
  return typeof name === 'string' && PLEROMA_SOFTWARE.includes(name.toLowerCase());
}

/** A copy of a reply's JSON for the entry's own reading; the original stays for start-up. */
function peekJson(response: Promise<Response>): Promise<unknown> {
  return response.then((reply) => (reply.ok ? reply.clone().json() : null)).catch(() => null);
}

function askManifest(url: string): Promise<Response> {
  const response = takeEmbeddedReply(url) ?? fetch(url, { cache: 'no-cache' });
  response.catch(() => undefined);
  return response;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Asks the manifests of the remotes that draw the first screen (the route's screen, the posts, the
 * theme) as soon as remotes.json names them, and hints each module's files from the reply: on a
 * cold start they otherwise left only once the shell's chunks had run (~150 ms later), and the
 * remote code then arrived after the timeline's data. The slot loader takes each reply for its
 * contract check (one `no-cache` read of the live deployment, decision 0091); the router still
 * decides the screen, so a path matched differently here costs one unused download.
 */
function askFirstScreenManifests(
  remotesJson: unknown,
  remotesUrl: string,
  askedAhead: ReadonlyMap<string, Promise<Response>>,
): { asked: Map<string, Promise<Response>>; hinted: Promise<void> } {
  const asked = new Map<string, Promise<Response>>();
  const hints: Promise<void>[] = [];
  // The deployed defaults with the operator's changes, as start-up will register them (an
  // unreadable file is the defaults alone).
  const { remotes, slots: overrides } = mergeRemotesConfig(remotesJson ?? {}, remotesUrl);
  const modulesByUrl = new Map<string, string[]>();
  for (const slot of [earlyRouteSlotFor(location.pathname), ...FIRST_SCREEN_SLOTS]) {
    if (!slot) continue;
    const [remote = '', ...module] = (overrides[slot] ?? slot).split('/');
    const url = remotes[remote];
    if (url === undefined || module.length === 0) continue;
    const modules = modulesByUrl.get(url) ?? [];
    modulesByUrl.set(url, [...modules, module.join('/')]);
  }
  for (const [url, modules] of modulesByUrl) {
    const response = askedAhead.get(url) ?? askManifest(url);
    asked.set(url, response);
    hints.push(
      response
        .then((reply) => (reply.ok ? reply.clone().text() : null))
        .then((text) => {
          if (text !== null) for (const module of modules) hintRemoteModuleAssets(text, url, module);
        })
        .catch(() => undefined),
    );
  }
  return { asked, hinted: Promise.all(hints).then(() => undefined) };
}

/**
 * Sends them, unless the page embeds the server's answers (Akkoma's `initial-results`: start-up
 * reads those instead) or this page already did (then it returns the same promise). Beside
 * remotes.json, the instance and /.well-known/nodeinfo: the nodeinfo document the last start read
 * (the start-up memo) at once, else the one /.well-known/nodeinfo links as soon as it answers; the
 * first screen's remote manifests as soon as remotes.json answers. Resolves once the nodeinfo
 * document has been asked and the first screen's remote files hinted (or their manifests failed).
 */
export function sendEarlyRequests(): Promise<void> {
  const early = state();
  if (early.followed) return early.followed;
  if (typeof fetch !== 'function' || document.getElementById('initial-results')) {
    early.followed = Promise.resolve();
    return early.followed;
  }
  early.followed = sendThem(early);
  return early.followed;
}

function sendThem(early: EarlyRequests): Promise<void> {
  const remotesUrl = new URL(EARLY_REMOTES_PATH, location.href).toString();
  const remotes = send(EARLY_REMOTES_PATH, { cache: 'no-cache' });
  const [instancePath, wellKnownPath] = EARLY_API_PATHS;
  send(instancePath, JSON_ACCEPT);
  const wellKnown = send(wellKnownPath, JSON_ACCEPT);
  const memo = readStartUpMemo();
  // A stored token is checked at once, and the page the last start asked at this path leaves too,
  // with the token when it was asked with one: both are what a returning reader's first screen
  // waits for, and start-up would send them only once the shell has run.
  const token = peekStoredUserToken(location.origin);
  if (token) send(EARLY_VERIFY_PATH, JSON_ACCEPT, token);
  const page = firstPageFor(location.pathname, memo, token);
  if (page) {
    early.earlyPage = { address: page, token };
    send(page, JSON_ACCEPT, token);
  }
  // The manifests the last start's first screen read leave at once (fresh `no-cache` reads; used
  // only for an address the remotes.json read now names for the first screen).
  const askedAhead = new Map((memo?.firstManifests ?? []).map((url) => [url, askManifest(url)] as const));
  const remembered = memo?.nodeinfoPath ?? null;
  // Pleroma's and Akkoma's configuration files leave at once when the last start found such a
  // server, else as soon as the nodeinfo document names one: start-up asks them only once it has
  // read the instance and nodeinfo, a round trip after the shell has run (decision 0016).
  const askPleromaFiles = () => {
    if (early.pleromaFilesAsked) return;
    early.pleromaFilesAsked = true;
    for (const path of EARLY_PLEROMA_PATHS) send(path, JSON_ACCEPT);
  };
  if (memo?.pleromaFiles) askPleromaFiles();
  const followNodeInfo = (path: string) =>
    peekJson(send(path, JSON_ACCEPT)).then((document) => {
      if (nodeInfoNamesPleroma(document)) askPleromaFiles();
    });
  let nodeInfoSent: Promise<void> = Promise.resolve();
  if (remembered) {
    early.nodeInfoAsked = remembered;
    void followNodeInfo(remembered);
  } else {
    nodeInfoSent = peekJson(wellKnown).then((links) => {
      const path = nodeInfoPath(links);
      // Once start-up has taken over, discovery asks it itself.
      if (path && !early.nodeInfoTaken) {
        early.nodeInfoAsked = path;
        void followNodeInfo(path);
      }
    });
  }
  const manifests = peekJson(remotes).then((json) => askFirstScreenManifests(json, remotesUrl, askedAhead));
  early.firstScreenManifests = manifests.then(({ asked }) => asked);
  return Promise.all([nodeInfoSent, manifests.then(({ hinted }) => hinted)]).then(() => undefined);
}

/**
 * The early answer for `path`, once, if it was sent with `token` (none by default); undefined when
 * none was sent, or with another token, or it was taken already.
 */
export function takeEarlyRequest(path: string, token: string | null = null): Promise<Response> | undefined {
  const { sent } = state();
  const early = sent.get(path);
  if (!early || early.token !== token) return undefined;
  sent.delete(path);
  return early.response;
}

/** The timeline page the entry asked, with its token, once; null when it asked none. */
export function takeEarlyPage(): { address: string; token: string | null } | null {
  const early = state();
  const page = early.earlyPage;
  early.earlyPage = null;
  return page;
}

/**
 * The path of the nodeinfo document the entry has asked (the start-up memo's, or the one
 * /.well-known/nodeinfo linked), once; null when none was asked yet, and then none will be.
 */
export function takeEarlyNodeInfoPath(): string | null {
  const early = state();
  early.nodeInfoTaken = true;
  const path = early.nodeInfoAsked;
  early.nodeInfoAsked = null;
  return path;
}

/**
 * The first screen's remote manifests the entry asked, by address, once remotes.json has answered;
 * null when the entry sent nothing (the page embeds the server's answers) or they were taken.
 */
export function takeEarlyManifests(): Promise<Map<string, Promise<Response>>> | null {
  const early = state();
  const manifests = early.firstScreenManifests;
  early.firstScreenManifests = null;
  return manifests;
}

/**
 * Hands Pleroma's configuration files the entry asked to `adopt` (the API client's), once; from
 * then on the entry asks them no more, since start-up is asking them itself.
 */
export function takeEarlyPleromaFiles(adopt: (path: string, response: Promise<Response>) => void): void {
  state().pleromaFilesAsked = true;
  for (const path of EARLY_PLEROMA_PATHS) {
    const response = takeEarlyRequest(path);
    if (response) adopt(path, response);
  }
}
