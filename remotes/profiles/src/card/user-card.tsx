import {
  AccountName,
  AccountPicture,
  bus,
  EmojiText,
  HtmlContent,
  profilePath,
  Slot,
  safeMediaUrl,
  spokenName,
  type UserCardProps,
  useAccount,
  usePreference,
  useRelationship,
  useSession,
  useStaffRole,
} from '@murmur/shared';
import { AtSign, BadgeCheck, Bot, ExternalLink, Lock, Pencil, Rss, UserRound } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { profileMessages as m } from '../messages';
import { followListMessages } from '../profile/follow-lists-messages';
import { FollowButton } from '../relationships/follow-button';
import { loadRelationship } from '../relationships/relationship-actions';
import { RelationshipMenu } from '../relationships/relationship-menu';
import { cardMessages } from './card-messages';
import { dailyAverage, formatDailyAverage } from './daily-average';
import { HighlightSelector } from './highlight-selector';
import { PrivateNote } from './private-note';
import { RemoteFollow } from './remote-follow';

/**
 * The profile card (spec 2 section 2): cover with tint, avatar, names with custom emoji, badges,
 * the relationship and its controls, the counts, the bio and fields as safe rich text. For staff
 * the moderation remote's menu; for oneself the edit button (the settings remote's profile tab).
 */
export function UserCard({ accountId, variant = 'full', onClose }: UserCardProps) {
  const intl = useIntl();
  const account = useAccount(accountId);
  const session = useSession();
  const relationship = useRelationship(accountId);
  const role = useStaffRole();
  const hideUserStats = usePreference('hideUserStats');
  const nameId = useId();
  const signedIn = session.kind === 'user';
  const self = signedIn && session.accountId === accountId;

  // The card fetches the relationship when created (spec 2 section 4).
  useEffect(() => {
    if (!signedIn || self) return;
    const controller = new AbortController();
    loadRelationship(accountId, controller.signal).catch(() => {});
    return () => controller.abort();
  }, [accountId, signedIn, self]);

  if (!account) return null;
  const header = account.header || account.header_static;
  const avatar = account.avatar || account.avatar_static;
  const picture = (
    <AccountPicture
      className="user-card__avatar"
      src={avatar}
      stillSrc={account.avatar_static}
      width={72}
      height={72}
    />
  );
  const external = safeMediaUrl(account.url);
  const isLocal = !account.acct.includes('@');
  // The profile's feed: its address plus .rss (Pleroma and Akkoma serve it for every profile).
  const rss = external && /^https?:\/\//i.test(external) ? `${external.replace(/\/+$/, '')}.rss` : null;
  const compact = variant === 'compact';

  return (
    <section className={`user-card user-card--${variant}`} aria-labelledby={nameId}>
      <div className="user-card__cover">
        {/* An <img>, not a CSS background: a failed header is seen, recorded and replaced. */}
        <AccountPicture
          kind="header"
          className="user-card__cover-image"
          src={header}
          stillSrc={account.header_static}
          wrapperClassName="user-card__cover-still"
        />
        <div className="user-card__identity">
          {variant === 'full' && safeMediaUrl(avatar) ? (
            // On the profile screen the avatar zooms in the media viewer (spec 2 section 2).
            <button
              type="button"
              className="user-card__avatar-button"
              aria-label={intl.formatMessage(cardMessages.zoomAvatar)}
              onClick={() =>
                bus.emit({
                  type: 'modal/requested',
                  modal: 'media-viewer',
                  props: {
                    imageUrl: safeMediaUrl(account.avatar) ?? safeMediaUrl(avatar) ?? '',
                    description: spokenName(account.display_name, account.username),
                  },
                })
              }
            >
              {picture}
            </button>
          ) : (
            picture
          )}
          <div className="user-card__names">
            <h2 id={nameId} className="user-card__name">
              <AccountName text={account.display_name || account.username} emojis={account.emojis} />
            </h2>
            <p className="user-card__acct">
              <bdi>@{account.acct}</bdi>
              {account.bot ? (
                <span className="user-card__badge" title={intl.formatMessage(m.bot)}>
                  <Bot size={14} aria-hidden="true" /> {intl.formatMessage(m.bot)}
                </span>
              ) : null}
              {account.locked ? (
                <span className="user-card__badge" title={intl.formatMessage(m.locked)}>
                  <Lock size={14} aria-hidden="true" />
                  <span className="profiles-sr-only">{intl.formatMessage(m.locked)}</span>
                </span>
              ) : null}
            </p>
            {relationship?.followed_by && !self ? (
              <p className="user-card__label">{intl.formatMessage(m.followsYou)}</p>
            ) : null}
            {self ? <p className="user-card__label">{intl.formatMessage(m.itsYou)}</p> : null}
            {!hideUserStats && !compact ? (
              <p className="user-card__daily">
                {intl.formatMessage(m.perDay, {
                  count: formatDailyAverage(
                    dailyAverage(account.statuses_count, account.created_at),
                    intl.locale,
                  ),
                })}
              </p>
            ) : null}
          </div>
        </div>
      </div>
      <div className="user-card__controls">
        {self ? (
          <button
            type="button"
            className="button user-card__button"
            onClick={() =>
              bus.emit({ type: 'modal/requested', modal: 'settings', props: { tab: 'profile' } })
            }
          >
            <Pencil size={16} aria-hidden="true" /> {intl.formatMessage(m.editProfile)}
          </button>
        ) : null}
        {signedIn && !self ? (
          <>
            <FollowButton account={account} relationship={relationship} />
            {/* Spec 2 section 2: a new post to them; not to a deactivated account (section 9). */}
            <button
              type="button"
              className="button user-card__button"
              disabled={account.pleroma.deactivated}
              onClick={() => {
                onClose?.();
                bus.emit({ type: 'modal/requested', modal: 'post-form', props: { mention: account.acct } });
              }}
            >
              <AtSign size={16} aria-hidden="true" /> {intl.formatMessage(cardMessages.mention)}
            </button>
            <RelationshipMenu account={account} relationship={relationship} />
          </>
        ) : null}
        {!signedIn && isLocal && !compact ? <RemoteFollow account={account} /> : null}
        {rss && !self && !compact ? (
          <a className="button user-card__button" href={rss} target="_blank" rel="noopener noreferrer">
            <Rss size={16} aria-hidden="true" /> {intl.formatMessage(cardMessages.rss)}
          </a>
        ) : null}
        {external && !isLocal ? (
          <a className="button user-card__button" href={external} target="_blank" rel="noopener noreferrer">
            <ExternalLink size={16} aria-hidden="true" /> {intl.formatMessage(m.externalProfile)}
          </a>
        ) : null}
        {compact ? (
          // The pop-up card leads on to the whole profile, for visitors too.
          <Link
            className="button user-card__button"
            to={profilePath(account, [])}
            onClick={() => onClose?.()}
          >
            <UserRound size={16} aria-hidden="true" /> {intl.formatMessage(cardMessages.openProfile)}
          </Link>
        ) : null}
        {role !== 'member' && !self && !compact ? (
          <Slot name="moderation/UserModerationMenu" props={{ accountId }} unavailable={null} />
        ) : null}
      </div>
      {!compact ? (
        <>
          {/* The counts switch the profile between its posts, followees and followers. */}
          <dl className="user-card__counts">
            <div>
              <dt>
                <Link to={{ pathname: profilePath(account, []), hash: '' }}>
                  {intl.formatMessage(m.statusesCount)}
                </Link>
              </dt>
              <dd>{account.statuses_count}</dd>
            </div>
            <div>
              <dt>
                <Link to={{ pathname: profilePath(account, []), hash: '#friends' }}>
                  {intl.formatMessage(m.followees)}
                </Link>
              </dt>
              <dd>
                {account.pleroma.hide_follows_count
                  ? intl.formatMessage(followListMessages.hidden)
                  : account.following_count}
              </dd>
            </div>
            <div>
              <dt>
                <Link to={{ pathname: profilePath(account, []), hash: '#followers' }}>
                  {intl.formatMessage(m.followers)}
                </Link>
              </dt>
              <dd>
                {account.pleroma.hide_followers_count
                  ? intl.formatMessage(followListMessages.hidden)
                  : account.followers_count}
              </dd>
            </div>
          </dl>
          {account.note ? (
            <div className="user-card__bio" dir="auto">
              <HtmlContent html={account.note} emojis={account.emojis} />
            </div>
          ) : null}
          {account.fields.length > 0 ? (
            <dl className="user-card__fields" aria-label={intl.formatMessage(m.fields)}>
              {account.fields.map((field) => (
                <div
                  key={`${field.name}\u0000${field.value}`}
                  className={
                    field.verified_at ? 'user-card__field user-card__field--verified' : 'user-card__field'
                  }
                >
                  <dt dir="auto">
                    <EmojiText text={field.name} emojis={account.emojis} />
                  </dt>
                  <dd dir="auto">
                    {field.verified_at ? (
                      <BadgeCheck size={16} aria-label={intl.formatMessage(m.verified)} role="img" />
                    ) : null}
                    <HtmlContent html={field.value} emojis={account.emojis} />
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {signedIn && !self ? <HighlightSelector acct={account.acct} /> : null}
          {signedIn && !self ? <PrivateNote accountId={accountId} relationship={relationship} /> : null}
        </>
      ) : null}
    </section>
  );
}
