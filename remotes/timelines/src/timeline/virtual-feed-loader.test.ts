import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the loader (it holds the chunk once per page). */
const load = async () => {
  vi.resetModules();
  return import('./virtual-feed-loader');
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the virtual list’s chunk', () => {
  it('is not asked for while no feed wants it, then arrives for the feed that does', async () => {
    const { useVirtualFeed } = await load();
    const view = renderHook(({ wanted }) => useVirtualFeed(wanted), { initialProps: { wanted: false } });
    expect(view.result.current).toBeNull();
    view.rerender({ wanted: true });
    await waitFor(() => expect(view.result.current?.VirtualFeed).toBeTypeOf('function'));
  });

  it('is fetched once, and a feed mounted later has it at once', async () => {
    const loader = await load();
    const first = loader.loadVirtualFeed();
    expect(loader.loadVirtualFeed()).toBe(first);
    await first;
    const view = renderHook(() => loader.useVirtualFeed(true));
    expect(view.result.current).toBe(await first);
  });

  it('is fetched when the page is next idle', async () => {
    const loader = await load();
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    loader.loadVirtualFeedWhenIdle();
    loader.loadVirtualFeedWhenIdle();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    // Here by the time a feed that wants it mounts: it draws the virtual list at once.
    await waitFor(() => expect(renderHook(() => loader.useVirtualFeed(false)).result.current).not.toBeNull());
  });
});
