/// <reference lib="webworker" />
import { decode, isBlurhashValid } from 'blurhash';

/** Decoded this small, then drawn scaled: a blurhash holds only a few low frequencies anyway. */
const DECODE_WIDTH = 32;
const DECODE_HEIGHT = 16;

export interface BlurhashRequest {
  canvas: OffscreenCanvas;
  hash: string;
}

// Paints a blurhash into a canvas the page handed over (transferControlToOffscreen), so neither
// the decoding nor the drawing ever runs on the main thread.
self.onmessage = (event: MessageEvent<BlurhashRequest>) => {
  const { canvas, hash } = event.data;
  if (!isBlurhashValid(hash).result) return;
  const pixels = decode(hash, DECODE_WIDTH, DECODE_HEIGHT);
  const small = new OffscreenCanvas(DECODE_WIDTH, DECODE_HEIGHT);
  small
    .getContext('2d')
    ?.putImageData(new ImageData(new Uint8ClampedArray(pixels), DECODE_WIDTH, DECODE_HEIGHT), 0, 0);
  const context = canvas.getContext('2d');
  if (!context) return;
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(small, 0, 0, canvas.width, canvas.height);
};
