import { parseAccount, parseStatus, store } from '@murmur/shared';
import { accountJson, statusJson } from '@murmur/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, gate, Providers, signInAs, signOut } from '../testing/test-kit';
import { ReportDialog } from './report-dialog';

const remote = accountJson({ id: 'm1', username: 'mallory', acct: 'mallory@far.example' });
const posts = [statusJson({ id: 'p1', account: remote }), statusJson({ id: 'p2', account: remote })];

function open(props: Record<string, unknown>, onClose = vi.fn()) {
  const server = fakeServer();
  server.reply('GET /api/v1/accounts/m1/statuses', { body: posts });
  const account = parseAccount(remote);
  if (account) store.accounts.upsert(account);
  render(
    <Providers>
      <ReportDialog props={props} onClose={onClose} />
    </Providers>,
  );
  return { server, onClose };
}

afterEach(() => signOut());

describe('the report dialog', () => {
  it('pre-ticks the statuses it was opened with and leaves the others unticked', async () => {
    signInAs('member');
    open({ accountId: 'm1', statusIds: ['p2'] });
    const boxes = await screen.findAllByRole('checkbox', { name: /status p/ });
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, false]);
  });

  it('offers forwarding for a remote account, naming its instance, and sends the payload', async () => {
    signInAs('member');
    const { server, onClose } = open({ accountId: 'm1', statusIds: ['p1'] });
    server.reply('POST /api/v1/reports', { body: { id: 'r1' } });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Additional comments' }), 'spam');
    await user.click(screen.getByRole('checkbox', { name: 'Forward to far.example' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = server.requests.find((r) => r.method === 'POST');
    expect(sent?.body).toEqual({ account_id: 'm1', status_ids: ['p1'], comment: 'spam', forward: true });
  });

  it('has no forward option for a local account', async () => {
    signInAs('member');
    const local = parseAccount(accountJson({ id: 'l1', username: 'bob' }));
    if (local) store.accounts.upsert(local);
    fakeServer().reply('GET /api/v1/accounts/l1/statuses', { body: [] });
    render(
      <Providers>
        <ReportDialog props={{ accountId: 'l1' }} onClose={() => {}} />
      </Providers>,
    );
    await screen.findByText('This account has no posts to include.');
    expect(screen.queryByRole('checkbox', { name: /Forward/ })).toBeNull();
  });

  it('disables the submit while processing and shows the generic error on failure, keeping the comment', async () => {
    signInAs('member');
    const { server, onClose } = open({ accountId: 'm1' });
    const held = gate();
    server.reply('POST /api/v1/reports', { status: 500, body: { error: 'boom' }, gate: held.promise });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Additional comments' }), 'keep me');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((screen.getByRole('button', { name: 'Sending the report…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    held.open();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'An error occurred while processing your request.',
    );
    expect((screen.getByRole('textbox', { name: 'Additional comments' }) as HTMLTextAreaElement).value).toBe(
      'keep me',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a status the store holds even when the account fetch of posts fails', async () => {
    signInAs('member');
    const status = parseStatus(statusJson({ id: 'p9', account: remote }));
    if (status) store.statuses.upsert(status);
    const server = fakeServer();
    server.reply('GET /api/v1/accounts/m1/statuses', { status: 500 });
    const account = parseAccount(remote);
    if (account) store.accounts.upsert(account);
    render(
      <Providers>
        <ReportDialog props={{ accountId: 'm1', statusIds: ['p9'] }} onClose={() => {}} />
      </Providers>,
    );
    expect(((await screen.findByRole('checkbox', { name: /status p9/ })) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
