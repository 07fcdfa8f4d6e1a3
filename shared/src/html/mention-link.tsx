import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { AccountPicture } from '../pictures/account-picture';
import { usePreferences } from '../preferences/preferences';
import { useSession } from '../session/hooks';
import { useAccount } from '../store/hooks';
import type { ContentMention } from './content-link';
import { mentionMessages } from './mention-messages';

/** The name and the server of a mention: 'bob@remote.example' gives both; a local 'alice' takes the host of her profile's address. */
export function mentionParts(mention: Pick<ContentMention, 'username' | 'acct' | 'url'>): {
  name: string;
  server: string;
} {
  const at = mention.acct.indexOf('@');
  if (at > 0) return { name: mention.acct.slice(0, at), server: mention.acct.slice(at + 1) };
  let server = '';
  try {
    server = new URL(mention.url).host;
  } catch {
    // No usable address: the short form is all there is.
  }
  return { name: mention.username || mention.acct, server };
}

/** An '@' drawn as an icon (spec 3 `useAtIcon`): a ring with a tail, the text's own colour. */
function AtIcon() {
  return (
    <svg className="mention__at-icon" viewBox="0 0 16 16" width="0.9em" height="0.9em" aria-hidden="true">
      <circle cx="8" cy="8" r="2.6" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="M10.6 5.4v3.4c0 1.2 1 1.9 1.9 1.9S14.4 9.9 14.4 8A6.4 6.4 0 1 0 11 13.7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export interface MentionLinkProps {
  mention: ContentMention;
  to: string;
  className: string;
  /** The server's own link text, used when the mention cannot be named (no user name at all). */
  fallback: ReactNode;
}

/**
 * A mention in a post as spec 3's mention display options say: short ('@name') or full
 * ('@name@server', the server part faded), the full address as a tooltip, the avatar beside it,
 * an '@' icon, and a mention of the reader marked bold and '(you)'. The server's link text is not
 * shown: the mention's own fields are, as text.
 */
export function MentionLink({ mention, to, className, fallback }: MentionLinkProps) {
  const preferences = usePreferences();
  const session = useSession();
  const account = useAccount(preferences.mentionLinkShowAvatar ? mention.id : null);
  const { name, server } = mentionParts(mention);
  if (!name) {
    return (
      <Link to={to} className={className}>
        {fallback}
      </Link>
    );
  }
  const full = preferences.mentionLinkDisplay === 'full' && server !== '';
  const you = session.kind === 'user' && session.accountId === mention.id;
  const classes = [
    className,
    full ? 'mention--full' : 'mention--short',
    you ? 'mention--you' : '',
    you && preferences.mentionLinkBoldenYou ? 'mention--bold' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const address = server ? `@${name}@${server}` : `@${name}`;
  return (
    <Link
      to={to}
      className={classes}
      title={preferences.mentionLinkShowTooltip ? address : undefined}
      data-mention-display={full ? 'full' : 'short'}
    >
      {preferences.mentionLinkShowAvatar && account ? (
        <AccountPicture
          className="mention__avatar"
          src={account.avatar || account.avatar_static}
          stillSrc={account.avatar_static}
          width={16}
          height={16}
        />
      ) : null}
      <bdi>
        {preferences.useAtIcon ? (
          <>
            <AtIcon />
            <span className="visually-hidden">@</span>
          </>
        ) : (
          '@'
        )}
        <span className="mention__name">{name}</span>
        {full ? (
          <span
            className={
              preferences.mentionLinkFadeDomain ? 'mention__server mention__server--faded' : 'mention__server'
            }
          >
            @{server}
          </span>
        ) : null}
      </bdi>
      {you && preferences.mentionLinkShowYous ? (
        <>
          {' '}
          <bdi className="mention__you">
            <FormattedMessage {...mentionMessages.you} />
          </bdi>
        </>
      ) : null}
    </Link>
  );
}
