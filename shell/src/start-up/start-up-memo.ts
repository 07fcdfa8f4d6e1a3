import type { TimelineKind } from '@murmur/shared/core';

/**
 * What the last start learned about this server, kept in localStorage so that the next start can
 * send, beside the instance, the requests that otherwise wait for its answer (issue 26: nothing in
 * series before the timeline that the timeline does not need). It only ever starts requests
 * earlier: every answer is still judged by what this start reads (a memo that no longer holds
 * costs one request whose answer is dropped), and the order in which start-up applies them is
 * unchanged.
 */
const KEY = 'murmur:start-up-memo';
const VERSION = 1;

export interface StartUpMemo {
  /** The nodeinfo document's path, as /.well-known/nodeinfo linked it. */
  nodeinfoPath: string | null;
  /** Whether the server was Pleroma or Akkoma, whose own files (configuration, terms) start-up reads. */
  pleromaFiles: boolean;
  /** The start-up timelines a visitor could read. */
  visitorTimelines: TimelineKind[];
  /** The manifests of the remotes the first screen loaded (absolute http(s) addresses). */
  firstManifests?: string[];
  /**
   * The timeline page start-up asked for the page's path (the address, path and query, and whether
   * it was asked with the stored token), so the next start at the same path sends it from the
   * shell's entry. Only ever an early copy of a request start-up sends anyway.
   */
  firstPage?: FirstPage;
}

export interface FirstPage {
  pathname: string;
  address: string;
  signedIn: boolean;
}

const KINDS: readonly string[] = ['public', 'publicAndExternal', 'bubble'];

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function isPath(value: unknown): value is string {
  // '//host' and '/\\host' name another server.
  return typeof value === 'string' && value.startsWith('/') && !/^\/[\\/]/.test(value);
}

function isFirstPage(value: unknown): value is FirstPage {
  const page = value as Partial<FirstPage> | null;
  return (
    typeof page === 'object' &&
    page !== null &&
    isPath(page.pathname) &&
    isPath(page.address) &&
    page.address.startsWith('/api/') &&
    typeof page.signedIn === 'boolean'
  );
}

/** Whether a start on this origin has got as far as the memo (cheap: for the shell's entry). */
export function hasStartUpMemo(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/** The memo of the last start on this origin, or null (none, unreadable, another version). */
export function readStartUpMemo(): StartUpMemo | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const memo = JSON.parse(raw) as Partial<StartUpMemo> & { version?: unknown };
    if (memo.version !== VERSION || typeof memo.pleromaFiles !== 'boolean') return null;
    return {
      nodeinfoPath: isPath(memo.nodeinfoPath) ? memo.nodeinfoPath : null,
      pleromaFiles: memo.pleromaFiles,
      visitorTimelines: Array.isArray(memo.visitorTimelines)
        ? (memo.visitorTimelines.filter((kind) => KINDS.includes(kind)) as TimelineKind[])
        : [],
      firstManifests: Array.isArray(memo.firstManifests)
        ? memo.firstManifests.filter(isHttpUrl).slice(0, 8)
        : [],
      ...(isFirstPage(memo.firstPage) ? { firstPage: memo.firstPage } : {}),
    };
  } catch {
    return null;
  }
}

/** Keeps what this start learned for the next one. Quiet on failure: it is only a head start. */
export function writeStartUpMemo(memo: StartUpMemo): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ version: VERSION, ...memo }));
  } catch {
    // storage full or refused: the next start asks in series, as without a memo
  }
}

/** The start-up timelines a visitor may read, by `visible` (the capabilities' own rule). */
export function visitorTimelinesBy(visible: (timeline: TimelineKind) => boolean): TimelineKind[] {
  return (KINDS as TimelineKind[]).filter(visible);
}
