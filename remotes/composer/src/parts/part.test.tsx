import '../testing/setup-dom';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { type ReactElement, Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { definePart, type Part, usePart } from './part';
import { PostPartBoundary } from './post-part-boundary';

afterEach(cleanup);

interface PollModule {
  Poll: () => ReactElement;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const pollModule: PollModule = { Poll: () => <p>the poll</p> };

function Post({ part, needed }: { part: Part<PollModule>; needed: boolean }) {
  const poll = usePart(part, needed);
  return (
    <article>
      <p>the text</p>
      {poll ? <poll.Poll /> : null}
    </article>
  );
}

function InFeed({ part, needed = true }: { part: Part<PollModule>; needed?: boolean }) {
  return (
    <PostPartBoundary>
      <Suspense fallback={<p>waiting</p>}>
        <Post part={part} needed={needed} />
      </Suspense>
    </PostPartBoundary>
  );
}

let needIt: () => void = () => {};
/** A post drawn first without needing the part (a quote or a poll arriving with an edit, say). */
function Later({ part }: { part: Part<PollModule> }) {
  const [needed, setNeeded] = useState(false);
  needIt = () => setNeeded(true);
  return <InFeed part={part} needed={needed} />;
}

describe('a part of a post (decision 0255)', () => {
  it('is not fetched for a post that does not need it', () => {
    const importer = vi.fn(() => Promise.resolve(pollModule));
    renderWithProviders(<InFeed part={definePart(importer)} needed={false} />);
    expect(screen.getByText('the text')).toBeTruthy();
    expect(importer).not.toHaveBeenCalled();
  });

  it('holds a post being drawn until the part is here, then draws it whole', async () => {
    const arrival = deferred<PollModule>();
    const importer = vi.fn(() => arrival.promise);
    const part = definePart(importer);
    renderWithProviders(<InFeed part={part} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(screen.queryByText('the text')).toBeNull();
    await act(async () => arrival.resolve(pollModule));
    expect(await screen.findByText('the poll')).toBeTruthy();
    expect(screen.getByText('the text')).toBeTruthy();
    // A second post needing it draws at once, without asking again.
    cleanup();
    renderWithProviders(<InFeed part={part} />);
    expect(screen.getByText('the poll')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('never takes a post on screen back to its placeholder: it draws without the part until it arrives', async () => {
    const arrival = deferred<PollModule>();
    const part = definePart(() => arrival.promise);
    renderWithProviders(<Later part={part} />);
    act(() => needIt());
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByText('the text')).toBeTruthy();
    await act(async () => arrival.resolve(pollModule));
    expect(await screen.findByText('the poll')).toBeTruthy();
  });

  it('says so with Retry when the part cannot be fetched, and draws the post on Retry', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempt = 0;
    const part = definePart(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(pollModule);
    });
    renderWithProviders(<InFeed part={part} />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('An error occurred')).toBeTruthy();
    fireEvent.click(retry);
    expect(await screen.findByText('the poll')).toBeTruthy();
    expect(attempt).toBe(2);
    spy.mockRestore();
  });
});
