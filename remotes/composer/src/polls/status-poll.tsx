import {
  ApiError,
  classifyError,
  describeError,
  isOnline,
  type Poll,
  repeat,
  takeOutboxEntry,
  usePoll,
  useSession,
} from '@murmur/shared/core';
import { Check } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { drawnCount, POLL_OPTIONS_SHOWN, POLL_OPTIONS_STEP } from '../caps/drawing-caps';
import { MoreButton, moreMessages } from '../caps/more-button';
import { OmittedNote } from '../caps/omitted-note';
import { useOutboxSlot } from '../outbox/outbox-slot';
import { OutboxWaiting } from '../outbox/outbox-waiting';
import { newIdempotencyKey } from '../post-form/idempotency';
import { useDraftOwner } from '../post-form/use-draft-owner';
import { pollMessages } from './messages';
import './polls.css';
import { entryChoices, percentOf, queueVote, refreshPoll, votePoll, voteSlot } from './vote';

/** A tracked poll is read again this often while it is on screen and open (spec 3 section 8). */
const POLL_REFRESH_MS = 30_000;

export interface StatusPollProps {
  poll: Poll;
  /** The post's author is the viewer: the server refuses their vote, so they see the results. */
  ownPost: boolean;
}

function errorText(intl: IntlShape, error: unknown): string {
  return describeError(intl, error);
}

/**
 * A poll in a post: choices and a Vote button (enabled once something is picked), or the results
 * once the user voted, the poll ended or for a visitor. A vote or a refresh updates the poll in
 * the store, so every copy of the post shows it.
 */
export function StatusPoll({ poll: initial, ownPost }: StatusPollProps) {
  const intl = useIntl();
  const session = useSession();
  const stored = usePoll(initial.id);
  const poll = stored ?? initial;
  const name = useId();
  const [choices, setChoices] = useState<number[]>([]);
  const [voting, setVoting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A vote made offline, or whose answer was lost, waits in the outbox (decision 0220).
  const owner = useDraftOwner();
  const waiting = useOutboxSlot(owner, voteSlot(initial.id));
  // The button pressed goes away (Vote when the vote waits, Cancel when it comes back): focus
  // moves to what takes its place, so a keyboard user is not left at the top of the page.
  const formRef = useRef<HTMLFormElement>(null);
  const [focusNext, setFocusNext] = useState<'cancel' | 'choice' | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    setFocusNext(null);
    const form = formRef.current;
    const target =
      focusNext === 'cancel'
        ? form?.querySelector<HTMLElement>('.outbox-waiting__cancel')
        : (form?.querySelector<HTMLElement>('input:checked') ?? form?.querySelector<HTMLElement>('input'));
    target?.focus();
  }, [focusNext]);
  // The first options, then more on request: 5,000 options would be 18,000 elements.
  const [opened, setOpened] = useState(0);
  const drawn = drawnCount(poll.options.length, POLL_OPTIONS_SHOWN, POLL_OPTIONS_STEP, opened);
  const options = drawn < poll.options.length ? poll.options.slice(0, drawn) : poll.options;
  const more = (
    <>
      <MoreButton
        className="status-poll__more"
        hidden={poll.options.length - drawn}
        label={moreMessages.moreOptions}
        onClick={() => setOpened((n) => n + 1)}
      />
      <OmittedNote count={poll.options_omitted} />
    </>
  );

  const expired = poll.expired || (poll.expires_at !== null && Date.parse(poll.expires_at) <= Date.now());
  const showResults = poll.voted || expired || session.kind !== 'user' || ownPost;

  useEffect(() => {
    if (expired) return;
    // A failed refresh keeps the counts shown; the scheduler backs off before asking again.
    const task = repeat({
      key: `poll:${initial.id}`,
      everyMs: POLL_REFRESH_MS,
      run: () => refreshPoll(initial.id),
    });
    return () => task.stop();
  }, [initial.id, expired]);

  // The server refused the waiting vote (already voted, the poll ended): the choices come back,
  // with its words. Taken once, by whichever copy of the post is on screen.
  const refused = waiting?.refused ? waiting : null;
  useEffect(() => {
    if (!refused?.refused) return;
    const taken = takeOutboxEntry(owner, refused.id);
    if (!taken) return;
    const { status, serverMessage } = refused.refused;
    setChoices(entryChoices(taken, poll.options.length));
    setError(
      errorText(intl, new ApiError(status, serverMessage === undefined ? null : { error: serverMessage })),
    );
  }, [refused, owner, intl, poll.options.length]);

  const total = poll.multiple ? (poll.voters_count ?? poll.votes_count) : poll.votes_count;

  const toOutbox = (key: string): boolean => {
    const titles = choices.map((index) => poll.options[index]?.title ?? '').filter(Boolean);
    if (!queueVote(owner, poll.id, choices, key, titles.join(', '))) return false;
    setChoices([]);
    setFocusNext('cancel');
    return true;
  };

  const onVote = async (event: FormEvent) => {
    event.preventDefault();
    if (choices.length === 0 || voting) return;
    setError(null);
    // The key goes with the vote from its first try: a vote whose answer was lost is sent again
    // from the outbox as the same vote.
    const key = newIdempotencyKey();
    if (!isOnline() && toOutbox(key)) return;
    setVoting(true);
    try {
      await votePoll(poll.id, choices, key);
    } catch (failure) {
      if (classifyError(failure).kind === 'offline' && toOutbox(key)) return;
      setError(errorText(intl, failure));
    } finally {
      setVoting(false);
    }
  };

  const cancelWaiting = () => {
    if (!waiting) return;
    const taken = takeOutboxEntry(owner, waiting.id);
    if (!taken) return;
    setChoices(entryChoices(taken, poll.options.length));
    setFocusNext('choice');
  };

  const footer = (
    <p className="status-poll__footer">
      {poll.multiple && poll.voters_count !== null
        ? intl.formatMessage(pollMessages.people, { count: poll.voters_count })
        : intl.formatMessage(pollMessages.votes, { count: poll.votes_count })}
      {' · '}
      {expired || poll.expires_at === null
        ? expired
          ? intl.formatMessage(pollMessages.expired)
          : null
        : intl.formatMessage(pollMessages.expiresIn, {
            time: intl.formatDate(poll.expires_at, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
    </p>
  );

  const errorNote = error ? (
    <p className="status-poll__error" role="alert">
      {intl.formatMessage(pollMessages.voteError, { error })}
    </p>
  ) : null;

  if (showResults) {
    return (
      <section className="status-poll" aria-label={intl.formatMessage(pollMessages.poll)}>
        <ul className="status-poll__results">
          {options.map((option, index) => {
            const percent = percentOf(option.votes_count, total);
            const mine = poll.own_votes.includes(index);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: an option is known by its index (votes name it so)
              <li key={index} className={`status-poll__result${mine ? ' status-poll__result--own' : ''}`}>
                <span className="status-poll__bar" style={{ width: `${percent}%` }} aria-hidden="true" />
                <span className="status-poll__percent">{percent}%</span>
                <span className="status-poll__title" dir="auto">
                  {option.title}
                </span>
                {mine ? (
                  <Check
                    size={16}
                    className="status-poll__mine"
                    aria-label={intl.formatMessage(pollMessages.ownVote)}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
        {more}
        {footer}
        {errorNote}
      </section>
    );
  }

  const pending = waiting && !waiting.refused ? waiting : null;
  const shownChoices = pending ? entryChoices(pending, poll.options.length) : choices;

  return (
    <form
      ref={formRef}
      className="status-poll"
      aria-label={intl.formatMessage(pollMessages.poll)}
      onSubmit={onVote}
    >
      <fieldset className="status-poll__choices" disabled={voting || pending !== null}>
        <legend className="status-sr-only">{intl.formatMessage(pollMessages.poll)}</legend>
        {options.map((option, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an option is known by its index (votes name it so)
          <label key={index} className="status-poll__choice">
            <input
              type={poll.multiple ? 'checkbox' : 'radio'}
              name={name}
              checked={shownChoices.includes(index)}
              onChange={(event) => {
                if (!poll.multiple) setChoices([index]);
                else
                  setChoices((current) =>
                    event.target.checked ? [...current, index] : current.filter((c) => c !== index),
                  );
              }}
            />
            <span className="status-poll__title" dir="auto">
              {option.title}
            </span>
          </label>
        ))}
        {more}
      </fieldset>
      {pending ? (
        <>
          <OutboxWaiting
            entry={{
              ...pending,
              text: intl.formatMessage(pollMessages.waitingVote, {
                choices: intl.formatList(
                  shownChoices.map((index) => poll.options[index]?.title ?? ''),
                  { type: 'conjunction' },
                ),
              }),
            }}
            onCancel={cancelWaiting}
          />
          {footer}
        </>
      ) : (
        <div className="status-poll__row">
          <button type="submit" className="button" disabled={choices.length === 0 || voting}>
            {intl.formatMessage(voting ? pollMessages.voting : pollMessages.vote)}
          </button>
          {footer}
        </div>
      )}
      {errorNote}
    </form>
  );
}
