import { TIMEAGO_POST_UPDATE_MS } from '@murmur/shared/core';
import { useEffect, useState } from 'react';

// One timer for every time label on the page, however many posts are shown.
const listeners = new Set<(now: number) => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: (now: number) => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    timer = setInterval(() => {
      const now = Date.now();
      for (const l of listeners) l(now);
    }, TIMEAGO_POST_UPDATE_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time, refreshed every 60 s (spec 3: time-ago auto-update in posts). */
export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    setNow(Date.now());
    return subscribe(setNow);
  }, []);
  return now;
}
