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

  it('accepts a newer minor with a warning and drops values it cannot use', () => {
    const result = readSettingsFile(
      '{"_pleroma_settings_version": [1, 3], "hideNsfw": "yes", "loopVideo": false, "nope": 1}',
    );
    expect(result).toEqual({ ok: true, preferences: { loopVideo: false }, slightlyNew: true });
  });
});
