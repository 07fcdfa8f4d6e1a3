import {
  EMPTY_INSTANCE,
  outboxOwner,
  type PostFormProps,
  queueOutbox,
  session$,
  setInstance,
  setModuleLoader,
  takeOutboxEntry,
} from '@murmur/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WaitingNewPost } from './waiting-new-post';

let posted: ((statusId: string) => void) | undefined;

/** The composer's post form as the slot gives it: here a stand-in that says it is there. */
function PostFormStub(props: PostFormProps) {
  posted = props.onPosted;
  return <p>post form ({props.placement})</p>;
}

const width = (px: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });
  window.dispatchEvent(new Event('resize'));
};

const OWNER = outboxOwner('me', 'https://murmur.example');

function queueNewPost(id: string): void {
  queueOutbox(OWNER, {
    id,
    kind: 'post',
    slot: 'status',
    request: { method: 'POST', path: '/api/v1/statuses', json: { status: 'on a train' } },
    draft: { status: 'on a train' },
    text: 'on a train',
  });
}

beforeEach(() => {
  localStorage.clear();
  setInstance({ ...EMPTY_INSTANCE, uri: 'https://murmur.example' });
  session$.next({ kind: 'user', token: 't', accountId: 'me' });
  setModuleLoader(async (id) => {
    if (id !== 'composer/PostForm') throw new Error(`unexpected module ${id}`);
    return { default: PostFormStub };
  });
});

afterEach(() => {
  cleanup();
  width(1024);
  session$.next({ kind: 'anonymous' });
  setModuleLoader(() => Promise.reject(new Error('no loader in tests')));
});

const renderIt = () =>
  render(
    <IntlProvider locale="en" onError={() => undefined}>
      <WaitingNewPost />
    </IntlProvider>,
  );

describe('a new post waiting in the outbox, on a phone (decision 0220)', () => {
  it('shows in place at the top of the timeline, stays after a cancel, and goes once posted', async () => {
    width(400);
    renderIt();
    expect(screen.queryByText(/post form/)).toBeNull();
    act(() => queueNewPost('k1'));
    expect(await screen.findByText('post form (column)')).toBeTruthy();
    // Cancelled: the draft is back in that form, which stays to be posted again.
    act(() => {
      takeOutboxEntry(OWNER, 'k1');
    });
    expect(screen.getByText('post form (column)')).toBeTruthy();
    act(() => posted?.('s1'));
    expect(screen.queryByText(/post form/)).toBeNull();
  });

  it('is not shown beside a sidebar (wider windows have their post form)', () => {
    width(1024);
    queueNewPost('k2');
    renderIt();
    expect(screen.queryByText(/post form/)).toBeNull();
  });
});
