import '../testing/setup-dom';
import { session$, store } from '@murmur/shared';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInPart } from '../parts/post-parts';
import { putStatus, statusJson } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render-with-providers';
import { Status } from './status';

// The signed-in actions are a part of their own (decision 0255); the post display in the page waits
// for it behind its Suspense, which these tests of the bare display do not render.
beforeAll(() => signedInPart.load(), 30_000);
beforeEach(() => {
  store.reset();
  session$.next({ kind: 'user', token: 't', accountId: 'me' });
});
afterEach(() => {
  cleanup();
  session$.next({ kind: 'anonymous' });
});

let moveIntoThread: () => void = () => {};

/** The opened post alone, then inside the whole thread: another place in the tree, a new display. */
function Thread({ statusId }: { statusId: string }) {
  const [whole, setWhole] = useState(false);
  moveIntoThread = () => setWhole(true);
  return whole ? (
    <div className="thread">
      <Status statusId={statusId} />
    </div>
  ) : (
    <Status statusId={statusId} />
  );
}

describe('a reply form opened while the thread loads', () => {
  it('stays open when the thread arrives and draws the post again', { timeout: 45_000 }, async () => {
    putStatus(statusJson({ id: 't1', content: '<p>Opened first</p>' }));
    renderWithProviders(<Thread statusId="t1" />);
    fireEvent.click(screen.getByRole('button', { name: /^Reply/ }));
    // The reply form is loaded lazily: its first import is compiled on demand in tests, which on a
    // busy machine takes longer than testing-library's usual wait.
    expect(await screen.findByRole('textbox', { name: 'Reply' }, { timeout: 20_000 })).toBeTruthy();
    act(() => moveIntoThread());
    expect(await screen.findByRole('textbox', { name: 'Reply' }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Reply/ }).getAttribute('aria-pressed')).toBe('true');
  });
});
