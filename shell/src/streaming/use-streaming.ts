import { useEffect } from 'react';
import { runPart } from '../app/lazy-part';
import { streamingPart } from '../app/shell-parts';
import { whenFirstScreenDrawn } from '../layout/after-first-screen';

/**
 * The streaming link's code (~4 KB gzip) is a chunk of its own, fetched once the first screen is
 * drawn (whenFirstScreenDrawn): it brings what comes after the first page, and the first posts do
 * not wait for it (issue 40). The socket opened after the first page's request before this too;
 * it now opens once the first posts are drawn (at most 10 s after the frame).
 */

/**
 * Runs the page's streaming for as long as the app is mounted: the public streams for an
 * anonymous visitor, the user stream once signed in, polling while the socket is down.
 */
export function useStreaming(): void {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let unmounted = false;
    void whenFirstScreenDrawn().then(() => {
      if (!unmounted) stop = runPart(streamingPart, (streaming) => streaming.startStreaming());
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
}
