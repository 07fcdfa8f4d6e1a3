import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setOAuthStorage } from '../oauth/oauth-storage';
import { readCaptcha, resetAppToken, signUp } from './registration-api';
import type { FakeServer } from './test-kit';
import { fakeServer } from './test-kit';

describe('reading the captcha (spec 1 section 3)', () => {
  it('reads native and kocaptcha captchas with their url, token and answer data', () => {
    expect(
      readCaptcha({
        type: 'native',
        url: 'data:image/png;base64,iVBORw0K',
        token: 't',
        answer_data: 'a',
        seconds_valid: 300,
      }),
    ).toEqual({
      type: 'native',
      url: 'data:image/png;base64,iVBORw0K',
      token: 't',
      answerData: 'a',
    });
    expect(readCaptcha({ type: 'kocaptcha', url: 'https://captcha.example/1.png', token: 'md5' })).toEqual({
      type: 'kocaptcha',
      url: 'https://captcha.example/1.png',
      token: 'md5',
      answerData: '',
    });
  });

  it('refuses a captcha picture that is not an inline image, http(s) or a local path', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'file:///etc/passwd']) {
      expect(readCaptcha({ type: 'native', url, token: 't' })).toEqual({ type: 'none' });
    }
  });

  it('counts type none, unknown types and captchas without a picture as none', () => {
    expect(readCaptcha({ type: 'none' })).toEqual({ type: 'none' });
    expect(readCaptcha({ type: 'recaptcha', url: 'x' })).toEqual({ type: 'none' });
    expect(readCaptcha({ type: 'native' })).toEqual({ type: 'none' });
    expect(readCaptcha(null)).toEqual({ type: 'none' });
  });
});

describe('the sign-up call (spec 1 sections 4 and 7)', () => {
  let server: FakeServer;

  beforeEach(() => {
    server = fakeServer();
    server.reply('POST /api/v1/apps', { body: { client_id: 'cid', client_secret: 'secret' } });
    server.reply('POST /oauth/token', { body: { access_token: 'app-token' } });
  });

  afterEach(() => {
    resetAppToken();
    setOAuthStorage(null);
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('logs any other reply and reports it as unrecognised', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.reply('POST /api/v1/accounts', { body: { something: 'else' } });
    await expect(signUp({ nickname: 'lain' })).resolves.toEqual({ kind: 'unrecognised' });
    expect(warn).toHaveBeenCalledWith('[murmur] unrecognised registration reply', { something: 'else' });
  });

  it('asks for the app token once per page', async () => {
    server.reply('POST /api/v1/accounts', { body: { identifier: 'awaiting_approval' } });
    server.reply('POST /api/v1/accounts', { body: { identifier: 'awaiting_approval' } });
    await signUp({ nickname: 'lain' });
    await signUp({ nickname: 'lain2' });
    expect(server.to('POST /api/v1/apps')).toHaveLength(1);
    expect(server.to('POST /oauth/token')).toHaveLength(1);
  });

  it('throws the server refusal with its body, for the form to show', async () => {
    server.reply('POST /api/v1/accounts', { status: 403, body: { error: 'Registrations are closed' } });
    await expect(signUp({ nickname: 'lain' })).rejects.toMatchObject({
      status: 403,
      body: { error: 'Registrations are closed' },
    });
  });
});
