import { usePreference } from '@murmur/shared';
import { ArrowUp, ChevronDown, ChevronRight } from 'lucide-react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { KeepFocusedInPlace } from './keep-focused-in-place';
import type { Conversation } from './load-conversation';
import { conversationMessages as m } from './messages';
import { pendingAbove, revealOrder } from './reveal-plan';
import { ancestorsOf, childrenMap, countDescendants, hiddenDepth, visibleTree } from './thread-order';
import { ThreadStatus } from './thread-status';
import { useProgressiveReveal } from './use-progressive-reveal';

const NO_ROOTS: readonly string[] = [];

/**
 * The tree: each status with its replies nested under it. Replies deeper than the limit (counted
 * from the dive) wait behind 'show replies (N)'; 'dive' shows one branch with its ancestors. A long
 * tree appears a chunk at a time, the focused status and what follows it first (see reveal-plan).
 */
export function ThreadTree({ conversation }: { conversation: Conversation }) {
  const intl = useIntl();
  const maxDepth = usePreference('maxDepthInThread');
  const limit = hiddenDepth(maxDepth);
  const children = useMemo(() => childrenMap(conversation.items), [conversation]);
  const focusedChain = useMemo(() => ancestorsOf(conversation.items, conversation.focusedId), [conversation]);
  const [diveRoot, setDiveRoot] = useState<string | null>(null);
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(focusedChain));
  const toggle = useCallback(
    (id: string) =>
      setShown((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  const roots = useMemo(() => (diveRoot ? [diveRoot] : (children.get('') ?? NO_ROOTS)), [diveRoot, children]);
  const visible = useMemo(() => visibleTree(children, roots, limit, shown), [children, roots, limit, shown]);
  const order = useMemo(
    () => revealOrder(visible, conversation.focusedId),
    [visible, conversation.focusedId],
  );
  const { revealed, opening } = useProgressiveReveal(order);
  // The focused status's ancestors hold their place in the tree (an item without its post) until
  // revealed, so the focused status and its replies can nest in them from the first render.
  const onChain = useMemo(() => new Set(focusedChain), [focusedChain]);
  const placed = (id: string) => revealed.has(id) || onChain.has(id);
  const diveChain = diveRoot ? ancestorsOf(conversation.items, diveRoot).slice(0, -1) : [];

  const renderBranch = (id: string, depth: number): ReactNode => {
    const replies = children.get(id) ?? [];
    const open = depth < limit || shown.has(id);
    const shownReplies = open ? replies.filter(placed) : [];
    return (
      <li key={id} className="conversation-node">
        {revealed.has(id) ? (
          <ThreadStatus id={id} focused={id === conversation.focusedId}>
            <div className="conversation-node-actions">
              {replies.length > 0 && depth >= limit ? (
                <button
                  type="button"
                  className="button conversation-toggle"
                  aria-expanded={open}
                  onClick={() => toggle(id)}
                >
                  {open ? (
                    <ChevronDown size={16} aria-hidden="true" />
                  ) : (
                    <ChevronRight className="icon-directional" size={16} aria-hidden="true" />
                  )}
                  {open
                    ? intl.formatMessage(m.hideReplies)
                    : intl.formatMessage(m.showReplies, { count: countDescendants(children, id) })}
                </button>
              ) : null}
              {replies.length > 0 && id !== diveRoot ? (
                <button type="button" className="button conversation-dive" onClick={() => setDiveRoot(id)}>
                  {/* Spec 2 section 2: a status with more than one reply offers to follow them all. */}
                  {replies.length > 1
                    ? intl.formatMessage(m.followWithReplies, { count: countDescendants(children, id) })
                    : intl.formatMessage(m.dive)}
                </button>
              ) : null}
            </div>
          </ThreadStatus>
        ) : null}
        {/* Replies not revealed yet come with a later chunk; an empty list would be announced. */}
        {shownReplies.length > 0 ? (
          <ul className="conversation-replies" aria-label={intl.formatMessage(m.repliesTo)}>
            {shownReplies.map((reply) => renderBranch(reply, depth + 1))}
          </ul>
        ) : null}
      </li>
    );
  };

  return (
    <KeepFocusedInPlace
      className="conversation-tree"
      active={opening && pendingAbove(visible, conversation.focusedId, revealed)}
    >
      {diveRoot ? (
        <div className="conversation-dive-bar">
          <button type="button" className="button" onClick={() => setDiveRoot(null)}>
            <ArrowUp size={16} aria-hidden="true" /> {intl.formatMessage(m.backToTop)}
          </button>
          {diveChain.length > 0 ? (
            <button
              type="button"
              className="button"
              onClick={() =>
                setDiveRoot(diveChain.length > 1 ? (diveChain[diveChain.length - 1] ?? null) : null)
              }
            >
              {intl.formatMessage(m.diveUp)}
            </button>
          ) : null}
        </div>
      ) : null}
      <ul className="conversation-roots">{roots.filter(placed).map((id) => renderBranch(id, 0))}</ul>
    </KeepFocusedInPlace>
  );
}
