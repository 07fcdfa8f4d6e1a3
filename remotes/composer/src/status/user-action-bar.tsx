import {
  bus,
  describeError,
  learnMissingFeature,
  POST_ACTION_ATTRIBUTE,
  type PostAction,
  useInstance,
  useOnline,
  usePreference,
  useSession,
} from '@murmur/shared/core';
import { Bookmark, Ellipsis, Repeat2, Reply, SmilePlus, Star, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { actionMessages } from '../actions/messages';
import { isOn, type ToggleAction, toggleStatusAction } from '../actions/status-actions';
import { EmojiButton } from '../emoji/emoji-button';
import { emojiMessages } from '../emoji/messages';
import { formMessages } from '../post-form/messages';
import { toggleReaction } from '../reactions/toggle-reaction';
import { serverFeatureMessages } from '../server-features/messages';
import type { ActionBarProps } from './action-bar';
import { MoreMenu } from './more-menu';
import { offlineMessages } from './offline-messages';

function errorText(intl: IntlShape, error: unknown): string {
  return describeError(intl, error);
}

/**
 * A signed-in reader's actions on a post (spec 3 section 4): reply, repeat, favourite, bookmark,
 * a reaction and the '...' menu. Each toggle shows at once and is confirmed by the server; a
 * failure puts it back and says so on the post. Loaded with the signed-in parts (decision 0255).
 */
export function UserActionBar({
  status,
  replying,
  onReply,
  onQuote,
  onHistory,
  onTranslate,
  onMenuIntent,
}: ActionBarProps) {
  const intl = useIntl();
  const session = useSession();
  const modalOnRepeat = usePreference('modalOnRepeat');
  // Offline (issue 36), what needs the server is disabled, and says why, instead of failing.
  const online = useOnline();
  const offlineLabel = (label: string) =>
    online ? label : intl.formatMessage(offlineMessages.unavailable, { action: label });
  const hideStats = usePreference('hidePostStats');
  const { capabilities } = useInstance();
  const [error, setErrorText] = useState<string | null>(null);
  // A sentence of its own (the server does not offer this) rather than an error's text.
  const [sentence, setSentence] = useState(false);
  const setError = (text: string | null) => {
    setSentence(false);
    setErrorText(text);
  };

  const run = (action: ToggleAction, on: boolean, options?: { visibility?: string }) => {
    setError(null);
    toggleStatusAction(status.id, action, on, options).catch((reason: unknown) => {
      // A server without muting of conversations (404, 405, 501): the item goes for the session.
      if (
        action === 'mute' &&
        learnMissingFeature('muteConversation', reason, 'POST /api/v1/statuses/{id}/mute')
      ) {
        setErrorText(intl.formatMessage(serverFeatureMessages.notOffered));
        setSentence(true);
      } else setError(errorText(intl, reason));
    });
  };
  const react = (name: string) => {
    // Picking a reaction the user already gave keeps it (a picker adds; the bar toggles).
    if (status.emoji_reactions.some((r) => r.name === name && r.me)) return;
    setError(null);
    toggleReaction(status, name, true).catch((reason: unknown) => setError(errorText(intl, reason)));
  };
  const repeat = () => {
    const on = !isOn(status, 'reblog');
    if (on && modalOnRepeat) {
      bus.emit({
        type: 'modal/requested',
        modal: 'confirm',
        props: {
          title: intl.formatMessage(actionMessages.repeatConfirmTitle),
          text: intl.formatMessage(actionMessages.repeatConfirm),
          onAccept: () => run('reblog', true),
        },
      });
      return;
    }
    run('reblog', on);
  };
  // Direct and followers-only posts cannot be repeated by others (spec 3 section 6).
  const ownPost = session.kind === 'user' && status.account.id === session.accountId;
  const canRepeat = status.visibility !== 'direct' && (status.visibility !== 'private' || ownPost);

  return (
    <>
      {error ? (
        <p className="status-action-error" role="alert">
          {sentence ? error : intl.formatMessage(actionMessages.failed, { error })}
          <button
            type="button"
            className="status-action-error__close"
            aria-label={intl.formatMessage(formMessages.close)}
            title={intl.formatMessage(formMessages.close)}
            onClick={() => setError(null)}
          >
            <X size={14} aria-hidden="true" />
          </button>
        </p>
      ) : null}
      <div className="status-actions">
        <ActionButton
          label={intl.formatMessage(actionMessages.reply)}
          pressed={replying}
          count={hideStats ? undefined : status.replies_count}
          onClick={onReply}
          kind="reply"
          postAction="reply"
        >
          <Reply className="icon-directional" size={18} aria-hidden="true" />
        </ActionButton>
        <ActionButton
          label={offlineLabel(intl.formatMessage(actionMessages.repeat))}
          pressed={isOn(status, 'reblog')}
          count={hideStats ? undefined : status.reblogs_count}
          onClick={repeat}
          disabled={!canRepeat || !online}
          kind="repeat"
          postAction="repeat"
        >
          <Repeat2 size={18} aria-hidden="true" />
        </ActionButton>
        <ActionButton
          label={offlineLabel(intl.formatMessage(actionMessages.favorite))}
          pressed={isOn(status, 'favourite')}
          count={hideStats ? undefined : status.favourites_count}
          onClick={() => run('favourite', !isOn(status, 'favourite'))}
          disabled={!online}
          kind="favorite"
          postAction="favourite"
        >
          <Star size={18} aria-hidden="true" />
        </ActionButton>
        <ActionButton
          label={offlineLabel(intl.formatMessage(actionMessages.bookmark))}
          pressed={isOn(status, 'bookmark')}
          onClick={() => run('bookmark', !isOn(status, 'bookmark'))}
          disabled={!online}
          kind="bookmark"
        >
          <Bookmark size={18} aria-hidden="true" />
        </ActionButton>
        {capabilities.emojiReactions && !online ? (
          <ActionButton
            label={offlineLabel(intl.formatMessage(emojiMessages.addReaction))}
            pressed={false}
            onClick={() => undefined}
            disabled
            kind="react"
          >
            <SmilePlus size={18} aria-hidden="true" />
          </ActionButton>
        ) : capabilities.emojiReactions ? (
          // The wrapper carries the keyboard loop's mark: the picker's button is the popover's own.
          <span className="status-action-host" {...{ [POST_ACTION_ATTRIBUTE]: 'react' }}>
            <EmojiButton
              className="status-action status-action--react"
              label={intl.formatMessage(emojiMessages.addReaction)}
              customAllowed={capabilities.customEmojiReactions}
              align="end"
              onPick={(emoji) => react(emoji.name)}
            >
              <SmilePlus size={18} aria-hidden="true" />
            </EmojiButton>
          </span>
        ) : null}
        <MoreMenu
          status={status}
          ownPost={ownPost}
          onError={setError}
          onToggle={run}
          onQuote={onQuote}
          onHistory={onHistory}
          onTranslate={onTranslate}
          onIntent={onMenuIntent}
        >
          <Ellipsis size={18} aria-hidden="true" />
        </MoreMenu>
      </div>
    </>
  );
}

function ActionButton({
  label,
  pressed,
  count,
  onClick,
  disabled = false,
  kind,
  postAction,
  children,
}: {
  label: string;
  pressed: boolean;
  count?: number;
  onClick: () => void;
  disabled?: boolean;
  kind: string;
  /** What the keyboard loop's key for this button is (shared's post-action contract). */
  postAction?: PostAction;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={`status-action status-action--${kind}${pressed ? ' status-action--on' : ''}`}
      aria-pressed={pressed}
      title={label}
      disabled={disabled}
      onClick={onClick}
      {...(postAction ? { [POST_ACTION_ATTRIBUTE]: postAction } : {})}
    >
      {children}
      <span className="status-sr-only">{label}</span>
      {count !== undefined && count > 0 ? (
        <bdi className="status-action__count">{intl.formatNumber(count)}</bdi>
      ) : null}
    </button>
  );
}
