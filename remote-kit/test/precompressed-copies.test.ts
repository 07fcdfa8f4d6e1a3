import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCopies, getsCompressedCopies } from '../lib/precompressed-copies.mjs';

describe('precompressed copies', () => {
  it('are written for content-hashed scripts and styles and a remote entry only', () => {
    expect(getsCompressedCopies('main.1a2b3c4d.js')).toBe(true);
    expect(getsCompressedCopies('boot/boot.0785ea6f.js')).toBe(true);
    expect(getsCompressedCopies('62.e52aef64.css')).toBe(true);
    expect(getsCompressedCopies('remoteEntry.js')).toBe(true);
    // Files edited in place or rewritten by a server would leave a stale copy beside them.
    expect(getsCompressedCopies('static/remotes.json')).toBe(false);
    expect(getsCompressedCopies('index.html')).toBe(false);
    expect(getsCompressedCopies('mf-manifest.json')).toBe(false);
    expect(getsCompressedCopies('main.js')).toBe(false);
    expect(getsCompressedCopies('main.1a2b3c4d.js.map')).toBe(false);
  });

  it('decompress to the file, and Brotli 11 beats the per-reply quality on a script', async () => {
    const script = Buffer.from(
      Array.from(
        { length: 400 },
        (_, i) => `export function f${i}(a){return a.map((x)=>x*${i}+${i % 7});}`,
      ).join('\n'),
    );
    const { br, gz } = await compressedCopies(script);
    expect(brotliDecompressSync(br).equals(script)).toBe(true);
    expect(gunzipSync(gz).equals(script)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
  });
});
