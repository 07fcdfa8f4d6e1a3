import { bus, replaceUserPreferences, userPreferences$, useSession } from '@murmur/shared';
import { Download, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { settingsMessages as m } from '../settings-modal/messages';
import {
  exportSettings,
  readSettingsFile,
  SETTINGS_FILE_NAME,
  SETTINGS_FILE_VERSION,
} from '../settings-modal/settings-file';
import { ListImports } from './list-import';

function download(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = SETTINGS_FILE_NAME;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Data import/export: the settings as a file (spec 3 section 5), checked before anything changes. */
export function DataTab() {
  const intl = useIntl();
  const signedIn = useSession().kind === 'user';
  const inputId = useId();
  const [message, setMessage] = useState<{ level: 'error' | 'success' | 'warning'; text: string } | null>(
    null,
  );

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = readSettingsFile(await file.text());
    if (!result.ok && result.reason === 'invalid-settings') {
      // Spec 3 section 5: a parse failure is an error notice; nothing of the file is stored.
      console.warn('[murmur] settings file refused:', result.problems.slice(0, 20));
      const text = intl.formatMessage(m.invalidSettingsImported);
      setMessage({ level: 'error', text });
      bus.emit({
        type: 'notice/raised',
        level: 'error',
        messageKey: 'settings.invalid_settings_imported',
        text,
      });
      return;
    }
    if (!result.ok) {
      const feMajor = SETTINGS_FILE_VERSION[0];
      const text =
        result.reason === 'invalid'
          ? intl.formatMessage(m.invalidFile)
          : intl.formatMessage(result.reason === 'too-new' ? m.fileTooNew : m.fileTooOld, {
              fileMajor: result.fileMajor,
              feMajor,
            });
      setMessage({ level: 'error', text });
      return;
    }
    replaceUserPreferences(result.preferences);
    setMessage(
      result.slightlyNew
        ? { level: 'warning', text: intl.formatMessage(m.fileSlightlyNew) }
        : { level: 'success', text: intl.formatMessage(m.imported) },
    );
    bus.emit({ type: 'notice/raised', level: 'success', messageKey: 'settings.saving_ok' });
  };

  return (
    <>
      <fieldset className="settings-group">
        <div className="settings-actions">
          <button
            type="button"
            className="button settings-button"
            onClick={() => download(exportSettings(userPreferences$.value, false))}
          >
            <Download size={16} aria-hidden="true" /> {intl.formatMessage(m.exportTitle)}
          </button>
          <button
            type="button"
            className="button settings-button"
            onClick={() => download(exportSettings(userPreferences$.value, true))}
          >
            <Download size={16} aria-hidden="true" /> {intl.formatMessage(m.exportWithTheme)}
          </button>
        </div>
        <div className="setting">
          <label htmlFor={inputId} className="button settings-button">
            <Upload size={16} aria-hidden="true" /> {intl.formatMessage(m.importTitle)}
          </label>
          <input
            id={inputId}
            type="file"
            accept="application/json,.json"
            className="settings-file-input"
            onChange={(event) => void onFile(event)}
          />
        </div>
        {message ? (
          <p
            className={`settings-message settings-message--${message.level}`}
            role={message.level === 'error' ? 'alert' : 'status'}
          >
            {message.text}
          </p>
        ) : null}
      </fieldset>
      {signedIn ? <ListImports /> : null}
    </>
  );
}
