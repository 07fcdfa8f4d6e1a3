import {
  ApiError,
  type ConversationPageProps,
  isAbortError,
  Slot,
  setPreference,
  usePreference,
} from '@murmur/shared';
import { ArrowUp, ChevronDown, ChevronRight, ListTree, Rows3 } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Conversation, loadConversation } from './load-conversation';
import { conversationMessages as m } from './messages';
import { StatusInteractions } from './status-interactions';
import { ancestorsOf, childrenMap, countDescendants, hiddenDepth, sortThread } from './thread-order';

type LoadState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string; notFound: boolean }
  | { kind: 'ready'; conversation: Conversation };

function describe(error: unknown): { message: string; notFound: boolean } {
  if (error instanceof ApiError) return { message: error.message, notFound: error.status === 404 };
  return { message: error instanceof Error ? error.message : String(error), notFound: false };
}

/**
 * The conversation view at /notice/:id (spec 2 section 2): the thread around a status, linear
 * (sorted by id) or as a tree (replies nested, deep ones behind 'show replies', dive into a
 * branch and back), the opened status highlighted with who favourited, repeated and reacted.
 */
export function ConversationPage({ statusId }: ConversationPageProps) {
  const intl = useIntl();
  const headingId = useId();
  const display = usePreference('conversationDisplay');
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    void attempt;
    loadConversation(statusId, controller.signal).then(
      (conversation) => setState({ kind: 'ready', conversation }),
      (error: unknown) => {
        if (!isAbortError(error)) setState({ kind: 'error', ...describe(error) });
      },
    );
    return () => controller.abort();
  }, [statusId, attempt]);

  return (
    <section className="conversation" aria-labelledby={headingId}>
      <header className="timeline-header conversation-header">
        <h2 id={headingId} className="timeline-title">
          {intl.formatMessage(m.title)}
        </h2>
        <fieldset className="conversation-modes">
          <legend className="timeline-visually-hidden">{intl.formatMessage(m.display)}</legend>
          <button
            type="button"
            className="button conversation-mode"
            aria-pressed={display === 'linear'}
            onClick={() => setPreference('conversationDisplay', 'linear')}
          >
            <Rows3 size={16} aria-hidden="true" /> {intl.formatMessage(m.linear)}
          </button>
          <button
            type="button"
            className="button conversation-mode"
            aria-pressed={display === 'tree'}
            onClick={() => setPreference('conversationDisplay', 'tree')}
          >
            <ListTree size={16} aria-hidden="true" /> {intl.formatMessage(m.tree)}
          </button>
        </fieldset>
      </header>
      {state.kind === 'loading' ? (
        <p role="status" className="conversation-loading">
          {intl.formatMessage(m.loading)}
        </p>
      ) : state.kind === 'error' ? (
        <div role="alert" className="conversation-error">
          <p>
            {state.notFound
              ? intl.formatMessage(m.notFound)
              : intl.formatMessage(m.error, { error: state.message })}
          </p>
          {state.notFound ? null : (
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              {intl.formatMessage(m.retry)}
            </button>
          )}
        </div>
      ) : display === 'tree' ? (
        <ThreadTree conversation={state.conversation} />
      ) : (
        <ThreadLinear conversation={state.conversation} />
      )}
    </section>
  );
}

/** One status of the thread; the opened one is highlighted, scrolled to and shows its interactions. */
function ThreadStatus({ id, focused, children }: { id: string; focused: boolean; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [focused]);
  return (
    <div
      ref={ref}
      className={focused ? 'conversation-status conversation-status--focused' : 'conversation-status'}
      data-status-id={id}
      aria-current={focused ? 'true' : undefined}
    >
      <Slot name="composer/Status" props={{ statusId: id }} />
      {focused ? <StatusInteractions statusId={id} /> : null}
      {children}
    </div>
  );
}

function ThreadLinear({ conversation }: { conversation: Conversation }) {
  const items = useMemo(() => sortThread(conversation.items), [conversation]);
  return (
    <div className="conversation-linear">
      {items.map((item) => (
        <ThreadStatus key={item.id} id={item.id} focused={item.id === conversation.focusedId} />
      ))}
    </div>
  );
}

/**
 * The tree: each status with its replies nested under it. Replies deeper than the limit (counted
 * from the dive) wait behind 'show replies (N)'; 'dive' shows one branch with its ancestors.
 */
function ThreadTree({ conversation }: { conversation: Conversation }) {
  const intl = useIntl();
  const maxDepth = usePreference('maxDepthInThread');
  const limit = hiddenDepth(maxDepth);
  const children = useMemo(() => childrenMap(conversation.items), [conversation]);
  const [diveRoot, setDiveRoot] = useState<string | null>(null);
  const [shown, setShown] = useState<ReadonlySet<string>>(
    () => new Set(ancestorsOf(conversation.items, conversation.focusedId)),
  );
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

  const roots = diveRoot ? [diveRoot] : (children.get('') ?? []);
  const diveChain = diveRoot ? ancestorsOf(conversation.items, diveRoot).slice(0, -1) : [];

  const renderBranch = (id: string, depth: number): ReactNode => {
    const replies = children.get(id) ?? [];
    const open = depth < limit || shown.has(id);
    const hidden = countDescendants(children, id);
    return (
      <li key={id} className="conversation-node">
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
                  <ChevronRight size={16} aria-hidden="true" />
                )}
                {open
                  ? intl.formatMessage(m.hideReplies)
                  : intl.formatMessage(m.showReplies, { count: hidden })}
              </button>
            ) : null}
            {replies.length > 0 && id !== diveRoot ? (
              <button type="button" className="button conversation-dive" onClick={() => setDiveRoot(id)}>
                {intl.formatMessage(m.dive)}
              </button>
            ) : null}
          </div>
        </ThreadStatus>
        {replies.length > 0 && open ? (
          <ul className="conversation-replies" aria-label={intl.formatMessage(m.repliesTo)}>
            {replies.map((reply) => renderBranch(reply, depth + 1))}
          </ul>
        ) : null}
      </li>
    );
  };

  return (
    <div className="conversation-tree">
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
      <ul className="conversation-roots">{roots.map((id) => renderBranch(id, 0))}</ul>
    </div>
  );
}
