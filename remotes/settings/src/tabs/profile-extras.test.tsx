import {
  configureApiClient,
  parseAccount,
  parseInstance,
  session$,
  setInstance,
  store,
} from '@murmur/shared';
import { accountJson } from '@murmur/shared/testing';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_FLAGS } from '../account/server-options';
import { BackgroundSetting, MascotSetting, overLimit, parseMascot } from './profile-extras';

const sent: { method: string; path: string; body: unknown }[] = [];
let answer: (path: string, method: string) => unknown = () => ({});

beforeEach(() => {
  store.reset();
  sent.length = 0;
  session$.next({ kind: 'user', token: 't', accountId: 'me' });
  setInstance(parseInstance({ title: 'Example', upload_limit: 1000, background_upload_limit: 100 })!);
  configureApiClient({
    baseUrl: 'https://murmur.example',
    getToken: () => 't',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      const method = init?.method ?? 'GET';
      sent.push({ method, path, body: init?.body });
      return new Response(JSON.stringify(answer(path, method)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch,
  });
});
afterEach(() => cleanup());

const show = (node: React.ReactNode) => render(<IntlProvider locale="en">{node}</IntlProvider>);

describe('parseMascot and overLimit', () => {
  it('keeps only an http(s) or local picture', () => {
    expect(parseMascot({ url: 'https://a.example/m.png', pleroma: { mime_type: 'image/png' } })).toEqual({
      url: 'https://a.example/m.png',
      mimeType: 'image/png',
    });
    expect(parseMascot({ url: 'javascript:alert(1)' })).toBeNull();
    expect(parseMascot('nonsense')).toBeNull();
  });
  it('refuses a file over a known limit only', () => {
    const file = new File(['x'.repeat(200)], 'big.png', { type: 'image/png' });
    expect(overLimit(file, 100)).toBe(true);
    expect(overLimit(file, 1000)).toBe(false);
    expect(overLimit(file, null)).toBe(false);
  });
});

describe('the Profile tab’s Pleroma pictures and following moves', () => {
  it('reads and writes allow_following_move', async () => {
    const me = parseAccount(accountJson({ id: 'me', pleroma: { allow_following_move: false } }))!;
    expect(SERVER_FLAGS.allowFollowingMove.read(me)).toBe(false);
    answer = () => accountJson({ id: 'me', pleroma: { allow_following_move: true } });
    await SERVER_FLAGS.allowFollowingMove.write(true, me);
    expect(sent[0]?.path).toBe('/api/v1/accounts/update_credentials');
    expect(JSON.parse(String(sent[0]?.body))).toEqual({ allow_following_move: true });
  });

  it('uploads a background, refuses one over the server’s limit, and removes it', async () => {
    const me = parseAccount(
      accountJson({ id: 'me', pleroma: { background_image: 'https://murmur.example/media/bg.png' } }),
    )!;
    store.accounts.upsert(me);
    answer = () => accountJson({ id: 'me', pleroma: { background_image: null } });
    const { container } = show(<BackgroundSetting account={me} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://murmur.example/media/bg.png');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['x'.repeat(200)], 'big.png', { type: 'image/png' })] },
    });
    expect(screen.getByText(/larger than the server accepts for the Background picture/)).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(input, { target: { files: [new File(['x'], 'small.png', { type: 'image/png' })] } });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0]?.body as FormData | undefined)?.get('pleroma_background_image')).toBeInstanceOf(File);
    // The picture's buttons wait while the upload is on its way.
    const remove = screen.getByRole('button', { name: 'Remove the Background picture' }) as HTMLButtonElement;
    await waitFor(() => expect(remove.disabled).toBe(false));
    fireEvent.click(remove);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(JSON.parse(String(sent[1]?.body))).toEqual({ pleroma_background_image: '' });
  });

  it('shows the server’s mascot and replaces it with an upload', async () => {
    answer = (_path, method) =>
      method === 'GET'
        ? { id: 'default', url: 'https://murmur.example/media/fox.png', type: 'image' }
        : {
            id: '9',
            url: 'https://murmur.example/media/mine.png',
            type: 'image',
            pleroma: { mime_type: 'image/png' },
          };
    const { container } = show(<MascotSetting />);
    await waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).toBe(
        'https://murmur.example/media/fox.png',
      ),
    );
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'mine.png', { type: 'image/png' })] } });
    await waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).toBe(
        'https://murmur.example/media/mine.png',
      ),
    );
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /api/v1/pleroma/mascot',
      'PUT /api/v1/pleroma/mascot',
    ]);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});
