import { replaceUserPreferences, userPreferences$ } from '@murmur/shared';
import { CloudDownload, CloudUpload, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { ListState } from '../account/list-state';
import { accountMessages as m } from '../account/messages';
import { useServerAction } from '../account/offline';
import {
  deleteProfile,
  listProfiles,
  type ProfileSummary,
  pullProfile,
  pushProfile,
} from '../account/settings-profiles';
import { useLoaded } from '../account/use-loaded';

/** The sync notices of spec 3 section 8, with their durations. */
const noticeTexts = defineMessages({
  synchronizing: { id: 'settings_profile.synchronizing', defaultMessage: 'Synchronizing settings…' },
  synchronized: { id: 'settings_profile.synchronized', defaultMessage: 'Settings synchronized' },
  synchronization_error: {
    id: 'settings_profile.synchronization_error',
    defaultMessage: 'Settings could not be synchronized. Try again.',
  },
  creating: {
    id: 'settings_profile.creating',
    defaultMessage: 'The server had no such profile: it was created from your settings.',
  },
});
const notices: Record<keyof typeof noticeTexts, MessageDescriptor> = noticeTexts;
const DURATION: Record<keyof typeof notices, number> = {
  synchronizing: 5000,
  synchronized: 2000,
  synchronization_error: 5000,
  creating: 5000,
};
type Notice = { key: keyof typeof notices; level: 'info' | 'success' | 'error' | 'warning'; extra?: string };

/** Settings profiles: the user's settings kept on the server, saved and loaded by name. */
export function ProfilesTab() {
  const intl = useIntl();
  const inputId = useId();
  const [loaded, reload] = useLoaded(listProfiles, {
    feature: 'settingsProfiles',
    call: 'GET /api/v1/akkoma/frontend_settings/pleroma-fe',
  });
  const [name, setName] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  // Every action here reads or writes the server's copy: held offline with the reason (issue 36).
  const net = useServerAction();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (next: Notice) => {
    clearTimeout(timer.current);
    setNotice(next);
    timer.current = setTimeout(() => setNotice(null), DURATION[next.key]);
  };

  const sync = async (target: string, version: number) => {
    show({ key: 'synchronizing', level: 'info' });
    try {
      await pushProfile(target, version, userPreferences$.value);
      show({ key: 'synchronized', level: 'success' });
      reload();
    } catch {
      show({ key: 'synchronization_error', level: 'error' });
    }
  };
  const load = async (profile: ProfileSummary) => {
    show({ key: 'synchronizing', level: 'info' });
    try {
      const result = await pullProfile(profile.name, userPreferences$.value);
      if (result.kind === 'created') {
        show({ key: 'creating', level: 'warning' });
        reload();
      } else if (result.kind === 'loaded') {
        replaceUserPreferences(result.settings);
        show({
          key: 'synchronized',
          level: 'success',
          extra: intl.formatMessage(m.profileLoaded, { name: profile.name }),
        });
      } else {
        show({
          key: 'synchronized',
          level: 'success',
          extra: intl.formatMessage(m.profileUpToDate, { name: profile.name }),
        });
      }
    } catch {
      show({ key: 'synchronization_error', level: 'error' });
    }
  };
  const remove = async (profile: ProfileSummary) => {
    try {
      await deleteProfile(profile.name);
      reload();
    } catch {
      show({ key: 'synchronization_error', level: 'error' });
    }
  };
  const create = (event: FormEvent) => {
    event.preventDefault();
    const target = name.trim();
    if (!target) return;
    const existing = loaded.state === 'ready' ? loaded.data.find((p) => p.name === target) : undefined;
    setName('');
    void sync(target, existing?.version ?? 0);
  };

  return (
    <div className="settings-group">
      <p className="setting__hint">{intl.formatMessage(m.profilesHint)}</p>
      <form className="setting" onSubmit={net.guard(create)}>
        <label htmlFor={inputId}>{intl.formatMessage(m.profileName)}</label>
        <input
          id={inputId}
          className="settings-input"
          value={name}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
        <button
          type="submit"
          className="button settings-button"
          disabled={name.trim() === ''}
          {...net.control()}
        >
          <Plus size={14} aria-hidden="true" /> {intl.formatMessage(m.profileCreate)}
        </button>
      </form>
      {notice ? (
        <p
          className={`settings-message settings-message--${notice.level}`}
          role={notice.level === 'error' ? 'alert' : 'status'}
        >
          {intl.formatMessage(notices[notice.key])}
          {notice.extra ? ` ${notice.extra}` : ''}
        </p>
      ) : null}
      <ListState loaded={loaded} retry={reload} empty={intl.formatMessage(m.noProfiles)}>
        {(profiles) => (
          <ul className="settings-list">
            {profiles.map((profile) => (
              <li key={profile.name} className="settings-list__row">
                <span className="settings-list__main">
                  {intl.formatMessage(m.profileVersion, { name: profile.name, version: profile.version })}
                </span>
                <button
                  type="button"
                  className="button settings-button"
                  {...net.control()}
                  onClick={net.guard(() => void load(profile))}
                >
                  <CloudDownload size={14} aria-hidden="true" />
                  {intl.formatMessage(m.profileLoad, { name: profile.name })}
                </button>
                <button
                  type="button"
                  className="button settings-button"
                  {...net.control()}
                  onClick={net.guard(() => void sync(profile.name, profile.version))}
                >
                  <CloudUpload size={14} aria-hidden="true" />
                  {intl.formatMessage(m.profileSync, { name: profile.name })}
                </button>
                <button
                  type="button"
                  className="button settings-button"
                  aria-label={intl.formatMessage(m.profileDelete, { name: profile.name })}
                  {...net.control()}
                  onClick={net.guard(() => void remove(profile))}
                >
                  <Trash2 size={14} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}
