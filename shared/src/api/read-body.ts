import { askedLimit } from '../entities/bound-page';
import { type LargeAnswer, MAX_ANSWER_BYTES, OFF_THREAD_BYTES, readLargeAnswer } from './large-answer';
import { sliceClock } from './yield-to-page';

// How the API client reads an answer's body (issue 39): small ones on the page's thread as
// before; large ones (over OFF_THREAD_BYTES) parsed, bounded and cut in a worker, so that what a
// server sends cannot hold the page; huge ones (over MAX_ANSWER_BYTES) not read at all. Where no
// worker can start (a policy without worker-src, an engine without workers, unit tests), the same
// reader runs on the page's thread.

export interface BodyParts extends LargeAnswer {
  /** The answer passed MAX_ANSWER_BYTES and was left unread. */
  tooLarge?: boolean;
}

/** The answer's bytes, or null once they pass `max` (the rest is not downloaded). */
async function readBytes(body: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Chunks already received resolve one after another in one task, and handing each over is the
  // browser's own work: the page is given back by the clock (every 25 ms), not by a count of bytes
  // (2 MB of a compressed 12 MB answer still held it for ~160 ms).
  const clock = sliceClock();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    const pause = clock.maybeYield();
    if (pause) await pause;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The bundler's public path: where the shell's files are served from (the shell builds shared). */
declare const __webpack_public_path__: string;

/**
 * The answer's bytes, or null past MAX_ANSWER_BYTES. With its size stated and no compression, the
 * browser reads it whole at once (no script runs per chunk: 10 MB in small chunks held the page for
 * about 100 ms); otherwise chunk by chunk, so that a compressed or unstated answer stops at the
 * limit instead of filling memory.
 */
async function answerBytes(response: Response, body: ReadableStream<Uint8Array>): Promise<Uint8Array | null> {
  const stated = Number(response.headers.get('Content-Length') ?? Number.NaN);
  const encoded = (response.headers.get('Content-Encoding') ?? 'identity') !== 'identity';
  if (!Number.isFinite(stated) || encoded) return readBytes(body, MAX_ANSWER_BYTES);
  if (stated > MAX_ANSWER_BYTES) {
    await body.cancel().catch(() => undefined);
    return null;
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  return bytes.byteLength > MAX_ANSWER_BYTES ? null : bytes;
}

type Pending = { resolve: (answer: LargeAnswer) => void; reject: (error: Error) => void };
let worker: Worker | null | undefined;
/** Whether the worker has started (it says so first): only then are bytes handed over, not copied. */
let ready: Promise<boolean> = Promise.resolve(false);
let nextId = 0;
const pending = new Map<number, Pending>();
/** How long an answer waits for the worker's first start before it is read on the page instead. */
const READY_WAIT_MS = 5_000;

function failAll(reason: string): void {
  worker?.terminate();
  worker = null;
  for (const entry of pending.values()) entry.reject(new Error(reason));
  pending.clear();
}

/** The page's one reader worker, started on the first large answer; null where none can start. */
function readerWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    // Built apart by the shell (remote-kit's createWorkerConfig): a worker cannot carry the
    // federation runtime, which a worker chunk of the shell's own build would start first.
    worker =
      typeof Worker === 'function'
        ? new Worker(`${__webpack_public_path__}workers/json-reader.js`, { name: 'murmur-json-reader' })
        : null;
  } catch {
    worker = null;
  }
  const started = worker;
  if (started) {
    ready = new Promise<boolean>((resolve) => {
      started.onmessage = (
        event: MessageEvent<{ id?: number; ready?: true; answer?: LargeAnswer; error?: string }>,
      ) => {
        if (event.data.ready) return resolve(true);
        const entry = pending.get(event.data.id ?? -1);
        if (!entry) return;
        pending.delete(event.data.id ?? -1);
        if (event.data.answer) entry.resolve(event.data.answer);
        else entry.reject(new Error(event.data.error ?? 'the reader failed'));
      };
      // A worker the policy or the engine refuses fails here: its answers are read on the page.
      started.onerror = () => {
        resolve(false);
        failAll('the reader worker stopped');
      };
    });
  }
  return worker;
}

async function readOffThread(bytes: Uint8Array, limit: number | null): Promise<LargeAnswer> {
  const reader = readerWorker();
  const started =
    reader &&
    (await Promise.race([
      ready,
      new Promise<false>((resolve) => setTimeout(() => resolve(false), READY_WAIT_MS)),
    ]));
  if (!reader || !started || worker !== reader) return readLargeAnswer(bytes, limit);
  const id = nextId++;
  return new Promise<LargeAnswer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // Handed over, not copied (copying 10 MB held the page for about 70 ms).
    reader.postMessage({ id, bytes, limit }, [bytes.buffer]);
  });
}

function readSmall(text: string): BodyParts {
  if (text.trim() === '') return { json: undefined, text, isJson: false };
  try {
    return { json: JSON.parse(text) as unknown, text, isJson: true };
  } catch {
    return { json: undefined, text, isJson: false };
  }
}

/**
 * Reads an answer's body: `text` kept for small answers (error messages) and when the caller wants
 * the text itself; `query` is the request's, whose `limit` bounds a large list where it is read.
 */
export async function readBody(
  response: Response,
  options: { query?: unknown; wantsText?: boolean } = {},
): Promise<BodyParts> {
  const body = response.body;
  if (options.wantsText || !body || typeof body.getReader !== 'function')
    return readSmall(await response.text());
  const bytes = await answerBytes(response, body);
  if (bytes === null) return { json: undefined, text: '', isJson: false, tooLarge: true };
  if (bytes.byteLength <= OFF_THREAD_BYTES) return readSmall(new TextDecoder().decode(bytes));
  return readOffThread(bytes, askedLimit(options.query));
}
