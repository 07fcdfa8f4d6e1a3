import { useEffect, useRef } from 'react';

/** Spec 3 section 9: the blurhash canvas is 1024x512. */
export const BLURHASH_CANVAS_WIDTH = 1024;
export const BLURHASH_CANVAS_HEIGHT = 512;

declare const __webpack_public_path__: string;

let worker: Worker | null | undefined;

/** One worker for every placeholder on the page; null where workers or offscreen canvases are missing. */
function blurhashWorker(): Worker | null {
  if (worker !== undefined) return worker;
  const supported =
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function';
  try {
    // Built on its own (@murmur/remote-kit, createWorkerConfig), served beside this remote.
    worker = supported ? new Worker(`${__webpack_public_path__}workers/blurhash-worker.js`) : null;
  } catch {
    worker = null;
  }
  return worker;
}

/**
 * The blurred preview of an attachment, shown under its thumbnail until the picture loads. The
 * canvas is handed to a worker that decodes and paints it: nothing of it runs on the main thread,
 * and where that is not possible there is simply no placeholder.
 */
export function BlurhashPlaceholder({ hash }: { hash: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const transferred = useRef(false);
  useEffect(() => {
    const canvas = canvasRef.current;
    const target = blurhashWorker();
    if (!canvas || !target || transferred.current) return;
    try {
      // A canvas can be handed over once only (effects may run twice in development).
      transferred.current = true;
      const offscreen = canvas.transferControlToOffscreen();
      target.postMessage({ canvas: offscreen, hash }, [offscreen]);
    } catch {
      // Leave the plain background.
    }
  }, [hash]);
  return (
    <span className="status-attachment-blurhash" aria-hidden="true">
      <canvas ref={canvasRef} width={BLURHASH_CANVAS_WIDTH} height={BLURHASH_CANVAS_HEIGHT} />
    </span>
  );
}
