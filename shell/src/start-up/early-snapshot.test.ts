import { routePaths } from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import { buildEarlyPreview, earlyPreviewStatuses, SNAPSHOT_TIMELINE_PATHS } from './early-snapshot';
import { TIMELINE_PATHS } from './snapshot-preview';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const status = (id: string, content: string, name = 'Ann') => ({
  id,
  content,
  spoiler_text: '',
  account: { display_name: name, username: 'ann' },
});
const snapshot = (over: Record<string, unknown> = {}) => ({
  version: 1,
  owner: 'visitor',
  timelineKey: 'publicAndExternal',
  savedAt: '2026-11-26T11:00:00Z',
  statuses: [status('1', '<p>Hello &amp; welcome</p>')],
  ...over,
});

describe('the last visit drawn before the shared chunks load', () => {
  it('knows the same timeline addresses as the start-up screen', () => {
    expect(SNAPSHOT_TIMELINE_PATHS).toEqual(TIMELINE_PATHS);
    expect(SNAPSHOT_TIMELINE_PATHS.publicAndExternal).toBe(routePaths.publicExternalTimeline());
  });

  it('draws a snapshot only on its own address or /, and only a usable one', () => {
    expect(earlyPreviewStatuses(snapshot(), '/main/all', NOW)).toHaveLength(1);
    expect(earlyPreviewStatuses(snapshot(), '/', NOW)).toHaveLength(1);
    expect(earlyPreviewStatuses(snapshot(), '/main/public', NOW)).toBeNull();
    expect(earlyPreviewStatuses(snapshot({ version: 2 }), '/main/all', NOW)).toBeNull();
    expect(earlyPreviewStatuses(snapshot({ savedAt: '2026-11-01T00:00:00Z' }), '/main/all', NOW)).toBeNull();
    expect(earlyPreviewStatuses(snapshot({ statuses: 'x' }), '/main/all', NOW)).toBeNull();
    expect(earlyPreviewStatuses(undefined, '/main/all', NOW)).toBeNull();
  });

  it('draws text only, as the start-up screen does, whatever the server sent', () => {
    const hostile = status('2', '<img src=x onerror=alert(1)><script>alert(2)</script>Hi', '<b>Eve</b>');
    const cw = { ...status('3', '<p>hidden</p>'), spoiler_text: 'Spoiler' };
    const repeat = { ...status('4', ''), reblog: status('5', '<p>Repeated</p>', 'Bob') };
    const preview = buildEarlyPreview([status('1', '<p>Hello &amp; welcome</p>'), hostile, cw, repeat]);
    expect(preview.querySelector('.start-snapshot__heading')?.textContent).toBe('Shown from your last visit');
    const posts = [...preview.querySelectorAll('article.start-snapshot__post')];
    expect(posts.map((p) => p.querySelector('.start-snapshot__text')?.textContent)).toEqual([
      'Hello & welcome',
      'alert(2)Hi',
      'Spoiler',
      'Repeated',
    ]);
    expect(posts[1]?.querySelector('bdi')?.textContent).toBe('<b>Eve</b>');
    expect(posts[3]?.querySelector('bdi')?.textContent).toBe('Bob');
    expect(preview.querySelectorAll('img, script, b')).toHaveLength(0);
  });
});
