import type { Status } from '@murmur/shared/core';
import { Globe, Lock, Mail, MapPin, Unlock, Users } from 'lucide-react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';

const defined = defineMessages({
  public: { id: 'status.scope.public', defaultMessage: 'Public' },
  unlisted: { id: 'status.scope.unlisted', defaultMessage: 'Unlisted' },
  private: { id: 'status.scope.private', defaultMessage: 'Followers only' },
  direct: { id: 'status.scope.direct', defaultMessage: 'Direct' },
  local: { id: 'status.scope.local', defaultMessage: 'Local only' },
  list: { id: 'status.scope.list', defaultMessage: 'List only' },
});
/** Each scope's short name (the post header, the post form's scope select). */
export const scopeNames = defined as Record<keyof typeof defined, MessageDescriptor>;
const m = scopeNames;

const ICONS = {
  public: Globe,
  unlisted: Unlock,
  private: Lock,
  direct: Mail,
  local: MapPin,
  list: Users,
} as const;

/** The post's scope as Akkoma-FE shows it in the header: an icon, named for screen readers. */
export function ScopeIcon({ visibility }: { visibility: Status['visibility'] }) {
  const intl = useIntl();
  const key = (visibility in ICONS ? visibility : 'public') as keyof typeof ICONS;
  const Icon = ICONS[key];
  const label = intl.formatMessage(m[key]);
  return (
    <span className={`status-scope status-scope--${key}`} title={label}>
      <Icon size={13} aria-hidden="true" />
      <span className="status-sr-only">{label}</span>
    </span>
  );
}
