import { readLargeAnswer } from './large-answer';

// The reader of large answers (read-body.ts): parsing 10 MB of JSON on the page's main thread
// holds it for hundreds of milliseconds; here it holds only this worker.

interface Request {
  id: number;
  bytes: Uint8Array;
  limit: number | null;
}

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<Request>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => {
  const { id, bytes, limit } = event.data;
  try {
    scope.postMessage({ id, answer: readLargeAnswer(bytes, limit) });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};

// Started: the page hands bytes over (not copies) only after this.
scope.postMessage({ ready: true });
