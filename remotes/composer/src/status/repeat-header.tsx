import type { Status as StatusData } from '@murmur/shared/core';
import { AccountName, profilePath, routePaths } from '@murmur/shared/core';
import { Repeat2 } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Avatar } from './avatar';
import { displayName } from './display-name';
import { statusMessages } from './messages';
import { RelativeTime } from './relative-time';

export interface RepeatHeaderProps {
  /** The reblog: its account is who repeated, its id and date those of the repeat. */
  repeat: StatusData;
  /** Id of the "{name} repeated" line, part of the post's accessible name. */
  labelId: string;
  restrictedNicknames: readonly string[];
}

/** "{name} repeated" above a repeated post, the name (with custom emoji) linking to the profile. */
export function RepeatHeader({ repeat, labelId, restrictedNicknames }: RepeatHeaderProps) {
  const { account } = repeat;
  return (
    <div className="status-repeat-header">
      <Repeat2 className="status-repeat-icon" size={14} aria-hidden="true" />
      <span id={labelId} className="status-repeat-label">
        <FormattedMessage
          {...statusMessages.repeated}
          values={{
            name: (
              <Link to={profilePath(account, restrictedNicknames)} className="status-repeater">
                <Avatar src={account.avatar} still={account.avatar_static} size="small" />
                <AccountName text={displayName(account)} emojis={account.emojis} />
              </Link>
            ),
          }}
        />
      </span>
      <Link to={routePaths.notice(repeat.id)} className="status-time-link">
        <RelativeTime dateTime={repeat.created_at} />
      </Link>
    </div>
  );
}
