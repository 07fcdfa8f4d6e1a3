import { arrowStep, type ModalContentProps, useInstance, useStaffRole } from '@murmur/shared';
import { Flag, Megaphone, Users } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { AnnouncementsTab } from '../announcements/announcements-tab';
import { OfflineNote } from '../common/offline';
import { ReportsTab } from '../reports/reports-tab';
import { permissionsFor } from '../roles/permissions';
import { UsersTab } from '../users/users-tab';
import { messages } from './messages';

export type ModerationTab = 'reports' | 'users' | 'announcements';

const TABS: { id: ModerationTab; label: MessageDescriptor; icon: ReactNode }[] = [
  { id: 'reports', label: messages.reports, icon: <Flag aria-hidden="true" size={16} /> },
  { id: 'users', label: messages.users, icon: <Users aria-hidden="true" size={16} /> },
  { id: 'announcements', label: messages.announcements, icon: <Megaphone aria-hidden="true" size={16} /> },
];

function initialTab(props: Record<string, unknown>, available: readonly ModerationTab[]): ModerationTab {
  const asked = props.tab;
  return typeof asked === 'string' && (available as readonly string[]).includes(asked)
    ? (asked as ModerationTab)
    : 'reports';
}

/**
 * The moderation modal's content (slot `moderation/ModerationModal`; the shell's modal host
 * holds its hidden, open and minimised states). Tabs: reports and users for staff,
 * announcements for admins too.
 */
export function ModerationModal({ props }: ModalContentProps) {
  const intl = useIntl();
  const role = useStaffRole();
  const { capabilities } = useInstance();
  const can = permissionsFor(role, capabilities);
  const available = TABS.filter((t) => t.id !== 'announcements' || can.announcements);
  const [tab, setTab] = useState<ModerationTab>(() =>
    initialTab(
      props,
      available.map((t) => t.id),
    ),
  );
  const base = useId();
  const list = useRef<HTMLDivElement>(null);

  if (!can.moderationModal) {
    return (
      <p className="moderation-empty">
        <FormattedMessage {...messages.staffOnly} />
      </p>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const at = available.findIndex((t) => t.id === tab);
    let next: number | null = null;
    const step = arrowStep(event.key, event.currentTarget as Element);
    if (step !== 0) next = (at + step + available.length) % available.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = available.length - 1;
    if (next === null) return;
    event.preventDefault();
    const target = available[next];
    if (!target) return;
    setTab(target.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${base}-tab-${target.id}`)}`)?.focus();
  };

  return (
    <div className="moderation-modal">
      <div
        ref={list}
        role="tablist"
        aria-label={intl.formatMessage(messages.tabs)}
        className="moderation-tabs"
        onKeyDown={onKeyDown}
      >
        {available.map((t) => (
          <button
            key={t.id}
            id={`${base}-tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls={`${base}-panel`}
            tabIndex={tab === t.id ? 0 : -1}
            className="moderation-tabs__tab"
            onClick={() => setTab(t.id)}
          >
            {t.icon}
            <FormattedMessage {...t.label} />
          </button>
        ))}
      </div>
      <div
        id={`${base}-panel`}
        role="tabpanel"
        aria-labelledby={`${base}-tab-${tab}`}
        className="moderation-modal__panel"
      >
        {/* Offline: one note says why every action does nothing (issue 36). */}
        <OfflineNote>
          {tab === 'reports' ? <ReportsTab /> : null}
          {tab === 'users' ? <UsersTab /> : null}
          {tab === 'announcements' ? <AnnouncementsTab /> : null}
        </OfflineNote>
      </div>
    </div>
  );
}
