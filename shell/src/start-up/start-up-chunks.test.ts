import { afterEach, describe, expect, it } from 'vitest';
import { startUpChunksLoaded } from './start-up-chunks';

describe('the shell’s start-up files, as index.html hints them', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  });

  it('are here at once when index.html hints none', async () => {
    await expect(startUpChunksLoaded()).resolves.toBeUndefined();
  });

  it('are here once every hinted file has loaded or failed', async () => {
    const links = ['/a.js', '/b.js'].map((href) => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'script');
      link.setAttribute('href', `https://files.invalid${href}`);
      document.head.append(link);
      return link;
    });
    let done = false;
    const loaded = startUpChunksLoaded().then(() => {
      done = true;
    });
    links[0]?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    links[1]?.dispatchEvent(new Event('error'));
    await loaded;
    expect(done).toBe(true);
  });
});
