import { describe, expect, it } from 'vitest';
import { exportSettings, readSettingsFile } from './settings-file';

describe('settings export and import (spec 3 section 5)', () => {
  it('exports version [1,0], without the theme unless asked', () => {
    const user = { hideNsfw: false, colors: { bg: '#000' }, customTheme: { a: 1 } };
    const plain = JSON.parse(exportSettings(user, false));
    expect(plain).toEqual({ _pleroma_settings_version: [1, 0], hideNsfw: false });
    expect(JSON.parse(exportSettings(user, true)).colors).toEqual({ bg: '#000' });
  });

  it('reads back what it exported', () => {
    const result = readSettingsFile(exportSettings({ hideNsfw: false, maxDepthInThread: 9 }, false));
    expect(result).toEqual({
      ok: true,
      preferences: { hideNsfw: false, maxDepthInThread: 9 },
      slightlyNew: false,
    });
  });

  it('refuses what is not a settings file, and says which version is wrong', () => {
    expect(readSettingsFile('not json')).toEqual({ ok: false, reason: 'invalid' });
    expect(readSettingsFile('{"hideNsfw": false}')).toEqual({ ok: false, reason: 'invalid' });
    expect(readSettingsFile('[1,0]')).toEqual({ ok: false, reason: 'invalid' });
    expect(readSettingsFile('{"_pleroma_settings_version": [2, 0]}')).toEqual({
      ok: false,
      reason: 'too-new',
      fileMajor: 2,
    });
    expect(readSettingsFile('{"_pleroma_settings_version": [0, 9]}')).toEqual({
      ok: false,
      reason: 'too-old',
      fileMajor: 0,
    });
  });

  it('accepts a newer minor with a warning and ignores keys it does not know', () => {
    const result = readSettingsFile('{"_pleroma_settings_version": [1, 3], "loopVideo": false, "nope": 1}');
    expect(result).toEqual({ ok: true, preferences: { loopVideo: false }, slightlyNew: true });
  });

  it('refuses the whole file when a known setting holds a wrong or hostile value (issue 27)', () => {
    const hostile: Record<string, unknown>[] = [
      { hideNsfw: 'yes' },
      { highlight: { '@bob': { type: 'solid', color: 'red;background:url(https://tracker.example/x)' } } },
      { highlight: { '@bob': { type: 'javascript:alert(1)', color: '#ffffff' } } },
      { colors: { bg: 'url(https://tracker.example/x)' } },
      {
        customThemeSource: {
          colors: { bg: '#000000', text: '#ffffff' },
          fonts: { interface: 'x;}body{background:url(//t.example)' },
        },
      },
      { customTheme: { colors: { bg: '#000' }, css: '@import "https://t.example"' } },
      { interfaceLanguage: '<img src=x onerror=alert(1)>' },
      { theme: 'x"><script>' },
      { muteWords: ['a'.repeat(10_000)] },
      { muteWords: Array.from({ length: 5_000 }, (_, i) => `w${i}`) },
      { postContentType: 'text/html\u202e' },
    ];
    for (const values of hostile) {
      const result = readSettingsFile(JSON.stringify({ _pleroma_settings_version: [1, 0], ...values }));
      expect(result.ok, JSON.stringify(values).slice(0, 80)).toBe(false);
      if (!result.ok) expect(result.reason).toBe('invalid-settings');
    }
  });

  it('still takes what the client itself writes', () => {
    const result = readSettingsFile(
      JSON.stringify({
        _pleroma_settings_version: [1, 0],
        highlight: { '@bob@far.example': { type: 'striped', color: '#12ab34' } },
        colors: { bg: '#102030' },
        muteWords: ['spoilers', 'election'],
        interfaceLanguage: 'de',
        customThemeSource: { colors: { bg: '#0f161e', text: '#b9b9ba' }, radii: { btn: 4 } },
      }),
    );
    expect(result.ok).toBe(true);
  });
});
