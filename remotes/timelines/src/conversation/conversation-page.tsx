import {
  ApiError,
  bus,
  type ConversationPageProps,
  describeError,
  isAbortError,
  setPreference,
  store,
  usePreference,
  whenBackOnline,
} from '@murmur/shared';
import { ListTree, Rows3 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useKeyboardLoop } from '../keyboard/use-keyboard-loop';
import { type Conversation, loadConversation } from './load-conversation';
import { conversationMessages as m } from './messages';
import { withOwnReply } from './own-replies';
import { ThreadLinear } from './thread-linear';
import { ThreadTree } from './thread-tree';

type LoadState =
  | { kind: 'loading' }
  // The opened status is known and shown, as a thread of its own; its context is on its way (a
  // long one takes seconds).
  | { kind: 'opened'; conversation: Conversation }
  // `opened`: the status itself was read, its context was not; it stays on the page with the error.
  | { kind: 'error'; message: string; notFound: boolean; opened?: Conversation }
  | { kind: 'ready'; conversation: Conversation };

function describe(intl: IntlShape, error: unknown): { message: string; notFound: boolean } {
  return { message: describeError(intl, error), notFound: error instanceof ApiError && error.status === 404 };
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
  const sectionRef = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  // The thread in the keyboard loop: keys pressed before moving act on the opened post, Escape
  // goes back where the reader came from (the landing route when the thread was the first page).
  useKeyboardLoop(sectionRef, {
    primary: true,
    fallbackItem: () =>
      sectionRef.current?.querySelector<HTMLElement>('[aria-current="true"] article') ?? null,
    back: () => {
      if (location.key === 'default') navigate('/');
      else navigate(-1);
      return true;
    },
  });

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    void attempt;
    // The thread's statuses stay in the store while it is open, those not rendered too (folded,
    // offscreen in a virtual list, not revealed yet): the store sweep removes what nothing retains.
    // Retained in the same microtask as they were stored, so no sweep comes in between.
    let release = () => {};
    loadConversation(statusId, controller.signal, (id) =>
      setState({ kind: 'opened', conversation: { focusedId: id, items: [{ id, inReplyToId: null }] } }),
    ).then(
      (conversation) => {
        if (controller.signal.aborted) return;
        release = store.retention.retain(
          'statuses',
          conversation.items.map((item) => item.id),
        );
        setState({ kind: 'ready', conversation });
      },
      (error: unknown) => {
        if (isAbortError(error)) return;
        const described = describe(intl, error);
        setState((current) =>
          current.kind === 'opened'
            ? { kind: 'error', ...described, opened: current.conversation }
            : { kind: 'error', ...described },
        );
      },
    );
    return () => {
      controller.abort();
      release();
    };
  }, [statusId, attempt, intl]);

  // Back online, a thread read from the kept copy (or that could not be read) is read again.
  const stale = state.kind === 'error' || (state.kind === 'ready' && state.conversation.keptAt !== undefined);
  useEffect(() => (stale ? whenBackOnline(() => setAttempt((n) => n + 1)) : undefined), [stale]);

  // The user's own reply joins the thread the moment the server accepted it, streaming or not
  // (the composer announces it; the status is in the store already).
  const ready = state.kind === 'ready';
  useEffect(() => {
    if (!ready) return;
    const releases: (() => void)[] = [];
    const subscription = bus.on('status/posted').subscribe((event) => {
      if (event.edited) return;
      const reply = store.statuses.get(event.statusId);
      if (!reply) return;
      setState((current) => {
        if (current.kind !== 'ready') return current;
        const opened = store.statuses.get(current.conversation.focusedId);
        const conversation = withOwnReply(current.conversation, reply, opened?.reblog?.id);
        if (conversation === current.conversation) return current;
        releases.push(store.retention.retain('statuses', [reply.id]));
        return { kind: 'ready', conversation };
      });
    });
    return () => {
      subscription.unsubscribe();
      for (const release of releases) release();
    };
  }, [ready]);

  return (
    <section ref={sectionRef} className="conversation" aria-labelledby={headingId}>
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
      ) : state.kind === 'error' && !state.opened ? (
        <ConversationError state={state} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      {/* The opened status alone is drawn by the linear view too, at the same place, so it stays
          mounted (a menu or a form opened on it included) when the linear thread arrives. */}
      {state.kind === 'opened' ? (
        <ThreadLinear conversation={state.conversation} complete={false} />
      ) : state.kind === 'error' && state.opened ? (
        <ThreadLinear conversation={state.opened} complete={false} />
      ) : state.kind !== 'ready' ? null : display === 'tree' ? (
        <ThreadTree conversation={state.conversation} />
      ) : (
        <ThreadLinear conversation={state.conversation} />
      )}
      {state.kind === 'opened' ? (
        <p role="status" className="conversation-loading">
          {intl.formatMessage(m.loading)}
        </p>
      ) : state.kind === 'error' && state.opened ? (
        <ConversationError state={state} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
    </section>
  );
}

/** What could not be read, in words, with Retry unless the status is gone. */
function ConversationError({
  state,
  onRetry,
}: {
  state: { message: string; notFound: boolean };
  onRetry: () => void;
}) {
  const intl = useIntl();
  return (
    <div role="alert" className="conversation-error">
      <p>
        {state.notFound
          ? intl.formatMessage(m.notFound)
          : intl.formatMessage(m.error, { error: state.message })}
      </p>
      {state.notFound ? null : (
        <button type="button" className="button" onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </button>
      )}
    </div>
  );
}
