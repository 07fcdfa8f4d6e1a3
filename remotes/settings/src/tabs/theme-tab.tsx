import { usePreference } from '@murmur/shared';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { settingsMessages as m } from '../settings-modal/messages';
import { ChoiceSetting } from '../settings-modal/setting-controls';
import { applyTheme } from '../theme/apply-theme';
import { THEME_PRESETS } from '../theme/themes';

/** Theme: the presets, applied at once and kept in the preferences. */
export function ThemeTab() {
  const intl = useIntl();
  const theme = usePreference('theme');
  useEffect(() => {
    applyTheme({ theme });
  }, [theme]);
  const options = Object.keys(THEME_PRESETS).map((name) => ({ value: name, label: name }));
  return (
    <fieldset className="settings-group">
      <p className="setting__hint">{intl.formatMessage(m.themeHelp)}</p>
      <ChoiceSetting name="theme" label={m.themePreset} options={options} />
    </fieldset>
  );
}
