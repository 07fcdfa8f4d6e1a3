import type { EarlyStart } from './start-up/early-start';
import { earlyRecord } from './start-up/early-state';
import { startUpChunksLoaded } from './start-up/start-up-chunks';
import { hasStartUpMemo } from './start-up/start-up-memo';

// The early entry (boot.ts) has sent start-up's first requests and drawn the last visit's timeline
// already; this takes what it started. If that script did not run (its file did not arrive),
// start-up sends those requests itself and React draws that timeline: this entry no longer carries
// a second copy of the early entry's code, which every page downloaded for that rare case (~4 KB
// gzip before the first post, issue 40).
const early = earlyRecord<EarlyStart>('start');

/**
 * Evaluating the shell holds the main thread for ~150 ms, in which nothing else can be read or
 * drawn. What should go first: on a first visit, the requests that follow the first answers (the
 * first screen's remote manifests, then their files; the nodeinfo document), which the first posts
 * wait for; on a return visit (those left from the start-up memo at once, and the remote files are
 * in the HTTP cache), the last visit's timeline. The shell runs once that is done, and never more
 * than EVALUATION_HOLD_MS after its own files are all here (the main thread idles meanwhile).
 */
const EVALUATION_HOLD_MS = 150;
/** Whatever else happens (a request that never answers, a load event missed), the shell runs by then. */
const EVALUATION_HOLD_LIMIT_MS = 2000;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const filesHereAndHeld = startUpChunksLoaded().then(() => wait(EVALUATION_HOLD_MS));
const first = early ? (hasStartUpMemo() ? early.snapshotDrawn : early.requestsFollowed) : filesHereAndHeld;
// The async boundary lets the federation runtime negotiate shared singletons before any of them
// is evaluated.
void Promise.race([first, filesHereAndHeld, wait(EVALUATION_HOLD_LIMIT_MS)]).then(
  () => import('./bootstrap'),
);
