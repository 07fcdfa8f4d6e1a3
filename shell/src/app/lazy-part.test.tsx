import { type BusEventOf, bus } from '@murmur/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Lazy, lazyPart, runPart } from './lazy-part';

type Module = { text: string };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const draw = (part: ReturnType<typeof lazyPart<Module>>, pending: string | null = null) =>
  render(
    <IntlProvider locale="en">
      <Lazy part={part} pending={pending === null ? null : <p>{pending}</p>}>
        {(module) => <p>{module.text}</p>}
      </Lazy>
    </IntlProvider>,
  );

afterEach(() => vi.restoreAllMocks());

describe('a lazy part', () => {
  it('is fetched once, however many ask', async () => {
    const importer = vi.fn(async () => ({ text: 'here' }));
    const part = lazyPart(importer);
    await Promise.all([part.load(), part.load()]);
    await part.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(part.loaded()).toEqual({ text: 'here' });
  });

  it('draws its pending state until it arrives, then the part', async () => {
    const arrival = deferred<Module>();
    draw(
      lazyPart(() => arrival.promise),
      'waiting',
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => arrival.resolve({ text: 'the part' }));
    expect(screen.getByText('the part')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('draws at once, with no pending frame, when it has arrived already', async () => {
    const part = lazyPart(async () => ({ text: 'already here' }));
    await part.load();
    draw(part, 'waiting');
    // Synchronously, in the first commit.
    expect(screen.getByText('already here')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('says a failed fetch in words with Retry, which fetches again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const part = lazyPart(async () => {
      attempts++;
      if (attempts === 1) throw new Error('chunk failed');
      return { text: 'second time' };
    });
    draw(part);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('An error occurred')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('second time')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('raises a notice with Retry when a part that draws nothing cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const notices: BusEventOf<'notice/raised'>[] = [];
    const subscription = bus.on('notice/raised').subscribe((event) => notices.push(event));
    let attempts = 0;
    const started = vi.fn(() => undefined);
    const part = lazyPart(async () => {
      attempts++;
      if (attempts === 1) throw new Error('chunk failed');
      return { text: 'link' };
    });
    const stop = runPart(part, started);
    await vi.waitFor(() => expect(notices).toHaveLength(1));
    expect(notices[0]?.messageKey).toBe('general.generic_error');
    expect(notices[0]?.action?.messageKey).toBe('general.retry');
    notices[0]?.action?.run();
    await vi.waitFor(() => expect(started).toHaveBeenCalledWith({ text: 'link' }));
    stop();
    subscription.unsubscribe();
  });
});
