import { pictureFor } from './picture';
import { encodePng } from './png';

/** Generated PNGs are cheap but not free; keep the most recent ones. */
const MAX = 300;
const cache = new Map<string, Buffer>();

export function generatedPng(key: string, width: number, height: number): Buffer {
  const k = `${key}:${width}x${height}`;
  const hit = cache.get(k);
  if (hit) {
    cache.delete(k);
    cache.set(k, hit);
    return hit;
  }
  const png = encodePng(width, height, pictureFor(key, width, height));
  cache.set(k, png);
  if (cache.size > MAX) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return png;
}
