import { hashString, Prng } from '../util/prng';
import type { PixelFn } from './png';

/**
 * A deterministic picture per key: a diagonal gradient with a disc. Distinct keys give visibly
 * different images, so screenshots and "which image is this" checks are meaningful.
 */
export function pictureFor(key: string, width: number, height: number): PixelFn {
  const rng = new Prng(hashString(key));
  const a = [rng.int(20, 235), rng.int(20, 235), rng.int(20, 235)] as const;
  const b = [rng.int(20, 235), rng.int(20, 235), rng.int(20, 235)] as const;
  const c = [rng.int(0, 255), rng.int(0, 255), rng.int(0, 255)] as const;
  const cx = rng.next() * width;
  const cy = rng.next() * height;
  const r2 = (Math.min(width, height) * (0.15 + rng.next() * 0.25)) ** 2;
  return (x, y) => {
    const dx = x - cx;
    const dy = y - cy;
    if (dx * dx + dy * dy < r2) return [c[0], c[1], c[2]];
    const t = (x / width + y / height) / 2;
    return [
      Math.round(a[0] + (b[0] - a[0]) * t),
      Math.round(a[1] + (b[1] - a[1]) * t),
      Math.round(a[2] + (b[2] - a[2]) * t),
    ];
  };
}
