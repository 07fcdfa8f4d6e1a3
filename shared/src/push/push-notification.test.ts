import { describe, expect, it } from 'vitest';
import { composePushNotification, plainTextOf } from './push-notification';
import type { PushDisplaySettings } from './push-settings';

const settings = (over: Partial<PushDisplaySettings> = {}): PushDisplaySettings => ({
  locale: 'de',
  texts: { mention: '{name} hat dich erwähnt', contentWarning: 'Inhaltswarnung: {cw}' },
  hideIfCW: true,
  accountId: '1',
  ...over,
});

const mention = (status: Record<string, unknown>) => ({
  id: '9',
  type: 'mention',
  account: { id: 'a1', acct: 'bob', display_name: 'Bob <b>B</b>', avatar: 'https://x.example/a.png' },
  status: { id: 's1', content: '<p>Hello &amp; <a href="x">welcome</a></p>', spoiler_text: '', ...status },
});

describe('composePushNotification', () => {
  it('says who did what in the reader’s language, with the post’s text, and leads to the post', () => {
    const shown = composePushNotification(
      { notification_id: '9', title: 'New Mention', body: '@bob: Hello' },
      mention({}),
      settings(),
    );
    expect(shown.title).toBe('Bob <b>B</b> hat dich erwähnt');
    expect(shown.body).toBe('Hello & welcome');
    expect(shown.url).toBe('/notice/s1');
    expect(shown.lang).toBe('de');
    expect(shown.icon).toBe('https://x.example/a.png');
    expect(shown.tag).toBe('murmur-9');
  });

  it('shows the content warning instead of the text when asked, and the text when not', () => {
    const withCw = mention({ spoiler_text: 'spoilers', content: '<p>the ending</p>' });
    const hidden = composePushNotification({ notification_id: '9', body: '@bob' }, withCw, settings());
    expect(hidden.body).toBe('Inhaltswarnung: spoilers');
    expect(hidden.body).not.toContain('ending');
    const shown = composePushNotification(
      { notification_id: '9', body: '@bob' },
      withCw,
      settings({ hideIfCW: false }),
    );
    expect(shown.body).toBe('the ending');
  });

  it('hides the text when no settings were written (the preference defaults to hiding)', () => {
    const shown = composePushNotification(
      { notification_id: '9', body: 'x' },
      mention({ spoiler_text: 'cw', content: 'secret' }),
      null,
    );
    expect(shown.body).toBe('Content warning: cw');
    expect(shown.title).toBe('Bob <b>B</b> mentioned you');
  });

  it('leaves the text out when the server hid the contents (an empty body)', () => {
    const shown = composePushNotification({ notification_id: '9', body: '' }, mention({}), settings());
    expect(shown.body).toBe('');
  });

  it('leads a follow to the follower’s profile', () => {
    const shown = composePushNotification(
      { notification_id: '3' },
      { id: '3', type: 'follow', account: { id: 'acc 7', acct: 'carol', display_name: '' } },
      settings({ texts: {} }),
    );
    expect(shown.title).toBe('carol followed you');
    expect(shown.url).toBe('/users/acc%207');
  });

  it('falls back to the server’s own texts when the notification could not be read', () => {
    const shown = composePushNotification(
      { notification_id: '4', title: 'New Mention', body: '@bob: hi', icon: 'javascript:alert(1)' },
      null,
      settings(),
    );
    expect(shown).toMatchObject({ title: 'New Mention', body: '@bob: hi', url: '/' });
    expect(shown.icon).toBeUndefined();
  });

  it('never uses a non-http picture', () => {
    const n = mention({});
    (n.account as Record<string, unknown>).avatar = 'data:image/png;base64,AAAA';
    expect(composePushNotification({ notification_id: '9' }, n, settings()).icon).toBeUndefined();
  });
});

describe('plainTextOf', () => {
  it('keeps the text and line breaks of server HTML and nothing of its markup', () => {
    expect(plainTextOf('<p>a<br>b</p><p>c &lt;script&gt;</p>')).toBe('a\nb\n\nc <script>');
  });
});
