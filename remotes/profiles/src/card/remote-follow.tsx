import type { Account } from '@murmur/shared';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const m = defineMessages({
  open: { id: 'user_card.remote_follow', defaultMessage: 'Remote follow' },
  handle: { id: 'user_card.remote_follow_handle', defaultMessage: 'Your account (name@your.server)' },
  go: { id: 'user_card.remote_follow_go', defaultMessage: 'Follow from your server' },
  invalid: {
    id: 'user_card.remote_follow_invalid',
    defaultMessage: 'Write your account as name@your.server.',
  },
});

/** The server of a handle such as `@me@social.example` or `me@social.example`, or null. */
export function serverOfHandle(handle: string): string | null {
  const match = /^@?[^@\s/]+@((?:[a-z0-9-]+\.)+[a-z]{2,}|localhost)(:\d{1,5})?$/i.exec(handle.trim());
  return match ? `${match[1]}${match[2] ?? ''}`.toLowerCase() : null;
}

/** Where the visitor's own server lets them follow `profileUrl` (the remote interaction page). */
export function remoteFollowUrl(server: string, profileUrl: string): string {
  return `https://${server}/authorize_interaction?uri=${encodeURIComponent(profileUrl)}`;
}

/**
 * For a visitor on a local user's card (spec 2 section 2): their own account, then their server's
 * page for following this profile, in a new tab.
 */
export function RemoteFollow({ account }: { account: Account }) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [handle, setHandle] = useState('');
  const [invalid, setInvalid] = useState(false);
  // Only an absolute http(s) address can be handed to another server.
  const profileUrl = /^https?:\/\/[^\s]+$/i.test(account.url) ? account.url : null;
  if (!profileUrl) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const server = serverOfHandle(handle);
    setInvalid(server === null);
    if (server) window.open(remoteFollowUrl(server, profileUrl), '_blank', 'noopener,noreferrer');
  };
  return (
    <div className="user-card__remote-follow">
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen(!open)}
      >
        <UserPlus size={16} aria-hidden="true" /> {intl.formatMessage(m.open)}
      </button>
      {open ? (
        <form id={`${id}-form`} className="user-card__remote-follow-form" onSubmit={submit} noValidate>
          <label htmlFor={`${id}-handle`}>{intl.formatMessage(m.handle)}</label>
          <input
            id={`${id}-handle`}
            value={handle}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(event) => setHandle(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            {intl.formatMessage(m.go)}
          </button>
          {invalid ? (
            <p id={`${id}-error`} role="alert" className="user-card__remote-follow-error">
              {intl.formatMessage(m.invalid)}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
