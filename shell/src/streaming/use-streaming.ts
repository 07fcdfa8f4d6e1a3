import { useEffect } from 'react';
import { startStreaming } from './index';

/**
 * Runs the page's streaming for as long as the app is mounted: the public streams for an
 * anonymous visitor, the user stream once signed in, polling while the socket is down.
 */
export function useStreaming(): void {
  useEffect(() => startStreaming(), []);
}
