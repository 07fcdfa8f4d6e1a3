import { describe, expect, it } from 'vitest';
import { bus, createBus } from './bus';
import type { BusEvent } from './events';

describe('event bus', () => {
  it('delivers every event on events$ in order', () => {
    const b = createBus();
    const seen: string[] = [];
    const sub = b.events$.subscribe((e) => seen.push(e.type));
    b.emit({ type: 'session/ended' });
    b.emit({ type: 'status/posted', statusId: '1' });
    sub.unsubscribe();
    b.emit({ type: 'session/ended' });
    expect(seen).toEqual(['session/ended', 'status/posted']);
  });

  it('on(type) passes only that type, typed by it', () => {
    const b = createBus();
    const notices: string[] = [];
    const sub = b.on('notice/raised').subscribe((e) => notices.push(e.messageKey));
    b.emit({ type: 'status/deleted', statusId: '9' });
    b.emit({
      type: 'notice/raised',
      level: 'error',
      messageKey: 'timeline.error',
      messageArgs: { error: 'x' },
    });
    b.emit({ type: 'modal/requested', modal: 'settings' });
    sub.unsubscribe();
    expect(notices).toEqual(['timeline.error']);
  });

  it('does not replay past events to late listeners', () => {
    const b = createBus();
    b.emit({ type: 'timeline/show-new', timelineKey: 'friends' });
    const seen: BusEvent[] = [];
    b.events$.subscribe((e) => seen.push(e));
    expect(seen).toEqual([]);
  });

  it('carries streaming events with their payload and stream', () => {
    const b = createBus();
    const got: unknown[] = [];
    b.on('streaming/event').subscribe((e) => got.push([e.event, e.stream, e.payload]));
    b.emit({ type: 'streaming/event', event: 'delete', payload: '123', stream: ['user'] });
    expect(got).toEqual([['delete', ['user'], '123']]);
  });

  it('separate buses do not share events; the page bus is one object', async () => {
    const a = createBus();
    const b = createBus();
    const seen: string[] = [];
    b.events$.subscribe((e) => seen.push(e.type));
    a.emit({ type: 'session/ended' });
    expect(seen).toEqual([]);
    const again = await import('./bus');
    expect(again.bus).toBe(bus);
  });
});
