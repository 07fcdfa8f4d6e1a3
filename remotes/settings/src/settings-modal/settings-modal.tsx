import { type ModalContentProps, usePreference, useSession } from '@murmur/shared';
import {
  Archive,
  ArrowRightLeft,
  Bell,
  CloudCog,
  Database,
  Filter,
  Info,
  Link2,
  Palette,
  Shield,
  SlidersHorizontal,
  UserRound,
  UserX,
} from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { accountMessages as am } from '../account/messages';
import { OfflineNote } from '../account/offline';
import { Offered } from '../server-features/offered';
import { AliasesTab } from '../tabs/aliases-tab';
import { BackupTab } from '../tabs/backup-tab';
import { DataTab } from '../tabs/data-tab';
import { FilteringTab } from '../tabs/filtering-tab';
import { GeneralTab } from '../tabs/general-tab';
import { MoveTab } from '../tabs/move-tab';
import { MutesTab } from '../tabs/mutes-tab';
import { NotificationsTab } from '../tabs/notifications-tab';
import { ProfileTab } from '../tabs/profile-tab';
import { ProfilesTab } from '../tabs/profiles-tab';
import { SecurityTab } from '../tabs/security-tab';
import { ThemeTab } from '../tabs/theme-tab';
import { VersionTab } from '../tabs/version-tab';
import { settingsMessages as m } from './messages';
import { savePreference } from './setting-controls';
import { useNarrow } from './use-narrow';

/** The thirteen tabs, by the names of the 'settings' modal's `tab` prop (shared bus contract). */
export type SettingsTab =
  | 'general'
  | 'profile'
  | 'security'
  | 'mutes'
  | 'data'
  | 'notifications'
  | 'filtering'
  | 'theme'
  | 'profiles'
  | 'backup'
  | 'aliases'
  | 'move'
  | 'version';

interface TabSpec {
  id: SettingsTab;
  label: MessageDescriptor;
  icon: ReactNode;
  /** Server-side or account tabs need a signed-in user. */
  signedIn?: boolean;
}

const icon = (Icon: typeof Info) => <Icon size={16} aria-hidden="true" />;

/** The order of spec 3 section 2. Account tabs are a signed-in user's only. */
const TABS: readonly TabSpec[] = [
  { id: 'general', label: m.general, icon: icon(SlidersHorizontal) },
  { id: 'profile', label: am.profile, icon: icon(UserRound), signedIn: true },
  { id: 'security', label: am.security, icon: icon(Shield), signedIn: true },
  { id: 'mutes', label: am.mutesAndBlocks, icon: icon(UserX), signedIn: true },
  { id: 'data', label: m.data, icon: icon(Database) },
  { id: 'notifications', label: m.notifications, icon: icon(Bell), signedIn: true },
  { id: 'filtering', label: m.filtering, icon: icon(Filter) },
  { id: 'theme', label: m.theme, icon: icon(Palette) },
  { id: 'profiles', label: am.settingsProfiles, icon: icon(CloudCog), signedIn: true },
  { id: 'backup', label: am.backup, icon: icon(Archive), signedIn: true },
  { id: 'aliases', label: am.aliases, icon: icon(Link2), signedIn: true },
  { id: 'move', label: am.move, icon: icon(ArrowRightLeft), signedIn: true },
  { id: 'version', label: m.version, icon: icon(Info) },
];

/** The tab a request names, or General for one this version does not have. */
export function initialTab(requested: unknown, tabs: readonly TabSpec[] = TABS): SettingsTab {
  return tabs.find((tab) => tab.id === requested)?.id ?? 'general';
}

/**
 * The settings modal's content (spec 3 section 2): a vertical tab list and the chosen tab, each
 * built from the declarative setting controls over the shared preferences schema. Every change is
 * saved at once and announced with the 2 s 'settings saved' notice.
 */
export function SettingsModal({ props }: ModalContentProps) {
  const intl = useIntl();
  const session = useSession();
  const expert = usePreference('expertLevel') === 1;
  const tabs = TABS.filter((tab) => !tab.signedIn || session.kind === 'user');
  const [tab, setTab] = useState<SettingsTab>(() => initialTab(props.tab, tabs));
  // The modal stays mounted while open or minimised: a later request for a tab switches to it.
  const signedIn = session.kind === 'user';
  useEffect(() => {
    const requested = props.tab;
    const visible = TABS.filter((spec) => !spec.signedIn || signedIn);
    if (visible.some((spec) => spec.id === requested)) setTab(requested as SettingsTab);
  }, [props, signedIn]);
  const baseId = useId();
  const refs = useRef(new Map<SettingsTab, HTMLButtonElement>());
  const expertId = useId();

  const choose = (next: SettingsTab) => {
    setTab(next);
    refs.current.get(next)?.focus();
  };
  // On a phone the tabs are one scrolling row above the panel, so the first screen shows settings
  // rather than a column of twelve tabs.
  const narrow = useNarrow();
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === tab);
    // In a right-to-left row the left arrow goes on to the next tab.
    const mirrored = narrow && document.documentElement.dir === 'rtl';
    const forward = mirrored ? 'ArrowLeft' : 'ArrowRight';
    const back = mirrored ? 'ArrowRight' : 'ArrowLeft';
    const step =
      event.key === 'ArrowDown' || event.key === forward
        ? 1
        : event.key === 'ArrowUp' || event.key === back
          ? -1
          : 0;
    if (step === 0) return;
    event.preventDefault();
    choose((tabs[(index + step + tabs.length) % tabs.length] as TabSpec).id);
  };

  return (
    <div className="settings">
      <div className="settings__nav">
        <div
          className="settings__tabs"
          role="tablist"
          aria-orientation={narrow ? 'horizontal' : 'vertical'}
          aria-label={intl.formatMessage(m.tabs)}
          onKeyDown={onKeyDown}
        >
          {tabs.map((spec) => (
            <button
              key={spec.id}
              ref={(node) => {
                if (node) refs.current.set(spec.id, node);
                else refs.current.delete(spec.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-${spec.id}`}
              aria-selected={spec.id === tab}
              aria-controls={`${baseId}-panel`}
              tabIndex={spec.id === tab ? 0 : -1}
              className="settings__tab"
              onClick={() => choose(spec.id)}
            >
              {spec.icon}
              {intl.formatMessage(spec.label)}
            </button>
          ))}
        </div>
        <div className="settings__expert">
          <input
            id={expertId}
            type="checkbox"
            checked={expert}
            onChange={(event) => savePreference('expertLevel', event.target.checked ? 1 : 0)}
          />
          <label htmlFor={expertId}>{intl.formatMessage(m.expert)}</label>
        </div>
      </div>
      <div
        className="settings__panel"
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-${tab}`}
      >
        {/* Offline: one note says why the server's controls do nothing (issue 36). */}
        <OfflineNote>
          {tab === 'general' ? <GeneralTab expert={expert} /> : null}
          {tab === 'filtering' ? <FilteringTab /> : null}
          {tab === 'notifications' ? <NotificationsTab /> : null}
          {tab === 'theme' ? <ThemeTab /> : null}
          {tab === 'data' ? <DataTab /> : null}
          {tab === 'version' ? <VersionTab /> : null}
          {tab === 'profile' ? <ProfileTab /> : null}
          {tab === 'security' ? <SecurityTab /> : null}
          {tab === 'mutes' ? <MutesTab /> : null}
          {/* Tabs of Pleroma's and Akkoma's own calls: one line where the server lacks them. */}
          {tab === 'profiles' ? (
            <Offered feature="settingsProfiles">
              <ProfilesTab />
            </Offered>
          ) : null}
          {tab === 'backup' ? (
            <Offered feature="accountBackups">
              <BackupTab />
            </Offered>
          ) : null}
          {tab === 'aliases' ? (
            <Offered feature="accountAliases">
              <AliasesTab />
            </Offered>
          ) : null}
          {tab === 'move' ? (
            <Offered feature="accountMove">
              <MoveTab />
            </Offered>
          ) : null}
        </OfflineNote>
      </div>
    </div>
  );
}
