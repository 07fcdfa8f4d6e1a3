import { ANONYMOUS, session$ } from '@murmur/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TagFollowButton } from './tag-follow-button';
import { fakeServer, WithIntl } from './timeline-test-kit';

afterEach(() => {
  cleanup();
  session$.next(ANONYMOUS);
});

function renderButton(tag = 'cats') {
  return render(
    <WithIntl>
      <TagFollowButton tag={tag} />
    </WithIntl>,
  );
}

describe('the follow button of a tag timeline', () => {
  it('is shown to a signed-in user and follows, then unfollows, the tag', async () => {
    session$.next({ kind: 'user', token: 't0k3n', accountId: '1' });
    const server = fakeServer();
    server.reply('/api/v1/tags/cats', { body: { name: 'cats', following: false } });
    server.reply('/api/v1/tags/cats/follow', { body: { name: 'cats', following: true } });
    server.reply('/api/v1/tags/cats/unfollow', { body: { name: 'cats', following: false } });
    renderButton();

    fireEvent.click(await screen.findByRole('button', { name: 'Follow hashtag' }));
    await screen.findByRole('button', { name: 'Unfollow hashtag' });
    await waitFor(() => expect(server.requests).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow hashtag' }));
    await waitFor(() => expect(server.requests).toHaveLength(3));
    await screen.findByRole('button', { name: 'Follow hashtag' });
    expect(server.requests.map((r) => r.pathname)).toEqual([
      '/api/v1/tags/cats',
      '/api/v1/tags/cats/follow',
      '/api/v1/tags/cats/unfollow',
    ]);
  });

  it('goes back when the server refuses', async () => {
    session$.next({ kind: 'user', token: 't0k3n', accountId: '1' });
    const server = fakeServer();
    server.reply('/api/v1/tags/cats', { body: { name: 'cats', following: false } });
    server.reply('/api/v1/tags/cats/follow', { status: 500 });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Follow hashtag' }));
    await waitFor(() => expect(server.requests).toHaveLength(2));
    await screen.findByRole('button', { name: 'Follow hashtag' });
  });

  it('is not shown to visitors, nor where the server has no followed tags', async () => {
    const server = fakeServer();
    renderButton();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();

    session$.next({ kind: 'user', token: 't0k3n', accountId: '1' });
    renderButton();
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
