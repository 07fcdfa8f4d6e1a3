import type { PixelFn } from './png';

// Blurhash encoder (https://github.com/woltapp/blurhash, algorithm description). Attachments get a
// real hash of their generated picture so the client's placeholder matches the image.
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

function base83(value: number, length: number): string {
  let out = '';
  for (let i = 1; i <= length; i++) {
    const digit = Math.floor(value / 83 ** (length - i)) % 83;
    out += DIGITS[digit];
  }
  return out;
}

const sRGBToLinear = (v: number): number => {
  const x = v / 255;
  return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
};

const linearToSRGB = (v: number): number => {
  const x = Math.max(0, Math.min(1, v));
  return x <= 0.0031308
    ? Math.round(x * 12.92 * 255 + 0.5)
    : Math.round((1.055 * x ** (1 / 2.4) - 0.055) * 255 + 0.5);
};

const signPow = (v: number, e: number): number => Math.sign(v) * Math.abs(v) ** e;

/** Hash of the picture described by `pixel` over width x height, sampled on a small grid. */
export function blurhashOf(width: number, height: number, pixel: PixelFn, cx = 4, cy = 3): string {
  const sw = 32;
  const sh = Math.max(1, Math.round((32 * height) / width));
  // Sample once into linear RGB; each component then only needs multiplications.
  const lin = new Float64Array(sw * sh * 3);
  for (let y = 0; y < sh; y++) {
    for (let x = 0; x < sw; x++) {
      const [pr, pg, pb] = pixel(Math.floor((x * width) / sw), Math.floor((y * height) / sh));
      const o = (y * sw + x) * 3;
      lin[o] = sRGBToLinear(pr);
      lin[o + 1] = sRGBToLinear(pg);
      lin[o + 2] = sRGBToLinear(pb);
    }
  }
  const factors: [number, number, number][] = [];
  for (let j = 0; j < cy; j++) {
    for (let i = 0; i < cx; i++) {
      const norm = i === 0 && j === 0 ? 1 : 2;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let y = 0; y < sh; y++) {
        const cosY = Math.cos((Math.PI * j * y) / sh);
        for (let x = 0; x < sw; x++) {
          const basis = norm * Math.cos((Math.PI * i * x) / sw) * cosY;
          const o = (y * sw + x) * 3;
          r += basis * (lin[o] as number);
          g += basis * (lin[o + 1] as number);
          b += basis * (lin[o + 2] as number);
        }
      }
      const scale = 1 / (sw * sh);
      factors.push([r * scale, g * scale, b * scale]);
    }
  }
  const [dc, ...ac] = factors as [[number, number, number], ...[number, number, number][]];
  let hash = base83(cx - 1 + (cy - 1) * 9, 1);
  let maxValue = 1;
  if (ac.length > 0) {
    const actualMax = Math.max(...ac.flat().map(Math.abs));
    const quantised = Math.max(0, Math.min(82, Math.floor(actualMax * 166 - 0.5)));
    maxValue = (quantised + 1) / 166;
    hash += base83(quantised, 1);
  } else {
    hash += base83(0, 1);
  }
  hash += base83((linearToSRGB(dc[0]) << 16) + (linearToSRGB(dc[1]) << 8) + linearToSRGB(dc[2]), 4);
  for (const [r, g, b] of ac) {
    const q = (v: number) => Math.max(0, Math.min(18, Math.floor(signPow(v / maxValue, 0.5) * 9 + 9.5)));
    hash += base83(q(r) * 19 * 19 + q(g) * 19 + q(b), 2);
  }
  return hash;
}
