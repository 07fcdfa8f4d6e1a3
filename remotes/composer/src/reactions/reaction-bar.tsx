import {
  describeError,
  EMOJI_REACTIONS_SHOWN,
  type EmojiReaction,
  type Status,
  StillImage,
  safeMediaUrl,
  useInstance,
  useSession,
} from '@murmur/shared/core';
import { useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { drawnCount, REACTIONS_STEP } from '../caps/drawing-caps';
import { OmittedNote } from '../caps/omitted-note';
import { toggleReaction } from './toggle-reaction';

const defined = defineMessages({
  reactions: { id: 'status.reactions', defaultMessage: 'Reactions' },
  reaction: {
    id: 'status.reaction',
    defaultMessage: '{emoji}: {count, plural, one {# reaction} other {# reactions}}',
  },
  moreLabel: {
    id: 'status.reactions_more_label',
    defaultMessage: '{count, plural, one {+# more reaction} other {+# more reactions}}',
  },
  failed: { id: 'status.reaction_failed', defaultMessage: 'The reaction could not be changed: {error}' },
});
const m = defined as Record<keyof typeof defined, MessageDescriptor>;

function ReactionEmoji({ reaction }: { reaction: EmojiReaction }) {
  const url = reaction.url ? safeMediaUrl(reaction.url) : null;
  if (url) return <StillImage className="emoji" src={url} alt={`:${reaction.name}:`} draggable={false} />;
  // A custom reaction whose picture is not usable shows its name.
  return (
    <span className="status-reaction__emoji">{reaction.url ? `:${reaction.name}:` : reaction.name}</span>
  );
}

/**
 * A post's emoji reactions (spec 3 sections 4 and 9): the first 12, then '+N' for more (200 at a
 * time, issue 27). Signed
 * in, on a server with reactions, each is a toggle for the user's own reaction, changed at once
 * and put back with a message when the server refuses.
 */
export function ReactionBar({ status }: { status: Status }) {
  const intl = useIntl();
  const session = useSession();
  const { capabilities } = useInstance();
  // The first few, then more per request: 10,000 reactions would be 30,000 elements.
  const [opened, setOpened] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const reactions = status.emoji_reactions;
  if (reactions.length === 0) return null;
  const canReact = session.kind === 'user' && capabilities.emojiReactions;
  const shown = reactions.slice(
    0,
    drawnCount(reactions.length, EMOJI_REACTIONS_SHOWN, REACTIONS_STEP, opened),
  );
  const hidden = reactions.length - shown.length;
  const toggle = (reaction: EmojiReaction) => {
    setError(null);
    toggleReaction(status, reaction.name, !reaction.me).catch((reason: unknown) =>
      setError(describeError(intl, reason)),
    );
  };
  return (
    <div className="status-reactions">
      <ul className="status-reactions__list" aria-label={intl.formatMessage(m.reactions)}>
        {shown.map((reaction) => {
          const label = intl.formatMessage(m.reaction, { emoji: reaction.name, count: reaction.count });
          return (
            <li key={reaction.name}>
              {canReact ? (
                <button
                  type="button"
                  className="status-reaction"
                  aria-pressed={reaction.me}
                  title={label}
                  onClick={() => toggle(reaction)}
                >
                  {/* Named by its content, not an aria-label: a language may write the count as
                      a word ('تفاعل واحد'), and a label without the visible digit fails speech input. */}
                  <span aria-hidden="true">
                    <ReactionEmoji reaction={reaction} />
                  </span>
                  <bdi className="status-reaction__count" aria-hidden="true">
                    {intl.formatNumber(reaction.count)}
                  </bdi>
                  <span className="visually-hidden">{label}</span>
                </button>
              ) : (
                <span className="status-reaction status-reaction--static" title={label}>
                  <ReactionEmoji reaction={reaction} />
                  <bdi className="status-reaction__count" aria-hidden="true">
                    {intl.formatNumber(reaction.count)}
                  </bdi>
                  <span className="visually-hidden">{label}</span>
                </span>
              )}
            </li>
          );
        })}
        {hidden > 0 ? (
          <li>
            <button
              type="button"
              className="status-reaction status-reaction--more"
              onClick={() => setOpened((n) => n + 1)}
            >
              {intl.formatMessage(m.moreLabel, { count: hidden })}
            </button>
          </li>
        ) : null}
      </ul>
      <OmittedNote count={status.omitted?.emoji_reactions} />
      {error ? (
        <p className="status-action-error" role="alert">
          {intl.formatMessage(m.failed, { error })}
        </p>
      ) : null}
    </div>
  );
}
