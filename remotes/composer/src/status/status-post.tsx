import {
  bus,
  describeError,
  type Status as StatusData,
  usePreference,
  useSession,
} from '@murmur/shared/core';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { AttachmentGrid } from '../attachments/attachment-grid';
import { OmittedNote } from '../caps/omitted-note';
import { preloadPart, usePart } from '../parts/part';
import {
  cardPart,
  pollPart,
  quotePart,
  reactionsPart,
  signedInPart,
  translationPart,
} from '../parts/post-parts';
import type { TranslationState } from '../translation/status-translation';
import { ActionBar } from './action-bar';
import { ContentWarning } from './content-warning';
import { FoldableContent } from './foldable-content';
import { type InlineForm, useInlineForm } from './inline-form-handover';
import { ReplyIndicator } from './reply-indicator';
import { StatusHeader } from './status-header';

// The reply form loads the first time someone replies: a feed of posts does not pay for it.
const loadPostForm = () => import('../post-form/post-form').then((module) => ({ default: module.PostForm }));
const PostForm = lazy(loadPostForm);

let replyFormWarmed = false;
/**
 * Where a service worker keeps the files the page loads (reading offline, decision 0121), the reply
 * form is fetched once the browser is idle, so a reader who goes offline can still reply: the reply
 * waits in the outbox (decision 0220) instead of the post display failing on a file it never had.
 */
function warmReplyForm(): void {
  if (replyFormWarmed || typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  replyFormWarmed = true;
  void navigator.serviceWorker.ready.then(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2_000));
    idle(() =>
      loadPostForm().catch(() => {
        replyFormWarmed = false;
      }),
    );
  });
}
// The history dialog loads when someone opens it.
const EditHistoryDialog = lazy(() => import('../history/edit-history-dialog'));

export interface StatusPostProps {
  /** The post shown (for a repeat: the original). */
  status: StatusData;
  nameId: string;
  timeId: string;
  restrictedNicknames: readonly string[];
  /** In a timeline (not a thread): 'hide attachments in timeline' applies, else the conversation one. */
  inFeed?: boolean;
}

/**
 * One post: header, reply indicator, content warning, then content and media (hidden behind the
 * content warning until it is toggled), then the counts.
 */
export function StatusPost({ status, nameId, timeId, restrictedNicknames, inFeed = false }: StatusPostProps) {
  const hideAttachments = usePreference(inFeed ? 'hideAttachments' : 'hideAttachmentsInConv');
  // Spec 3 'emojiReactionsOnTimeline': off, a timeline's posts leave their reactions to the thread.
  const reactionsOnTimeline = usePreference('emojiReactionsOnTimeline');
  const bodyId = useId();
  const session = useSession();
  const ownPost = session.kind === 'user' && session.accountId === status.account.id;
  const warning = status.spoiler_text.trim();
  const [expanded, setExpanded] = useState(false);
  // The inline form under the post: a reply or a quote, one at a time.
  // Kept when this display is replaced by another of the same post in one update (a thread that
  // finishes loading around it).
  const formBox = useRef<HTMLDivElement>(null);
  const [composing, setComposing, handedOverFocus] = useInlineForm(status.id, formBox);
  const chooseRef = useRef(setComposing);
  chooseRef.current = setComposing;
  const openForm = useCallback((form: InlineForm) => chooseRef.current(form), []);
  const [historyOpen, setHistoryOpen] = useState(false);
  useEffect(warmReplyForm, []);
  const [translation, setTranslation] = useState<TranslationState | null>(null);
  const translationLanguage = usePreference('translationLanguage');
  const intl = useIntl();
  // The translation's code (with its messages) is a part, fetched as the '...' menu opens.
  const translate = () => {
    translationPart.load().then(
      ({ translateStatus, translationMessages }) => {
        if (!translationLanguage) {
          bus.emit({
            type: 'notice/raised',
            level: 'info',
            messageKey: 'toast.no_translation_target_set',
            text: intl.formatMessage(translationMessages.noTarget),
          });
          return;
        }
        setTranslation({ kind: 'loading' });
        translateStatus(status.id, translationLanguage).then(
          (done) => setTranslation({ kind: 'done', translation: done }),
          (error: unknown) =>
            setTranslation({
              kind: 'failed',
              message: describeError(intl, error),
            }),
        );
      },
      (error: unknown) => setTranslation({ kind: 'failed', message: describeError(intl, error) }),
    );
  };
  const [unfolded, setUnfolded] = useState(false);
  const open = warning === '' || expanded;
  // The parts this post draws beyond every post's own (decision 0255): asked together, and on a
  // first draw the post waits for them whole.
  const showReactions = !(inFeed && !reactionsOnTimeline) && status.emoji_reactions.length > 0;
  const signedIn = usePart(signedInPart, session.kind === 'user', false);
  const reactions = usePart(reactionsPart, showReactions);
  const quote = usePart(quotePart, open && Boolean(status.quote));
  const poll = usePart(pollPart, open && Boolean(status.poll));
  const card = usePart(cardPart, open && Boolean(status.card) && status.media_attachments.length === 0);
  const translated = usePart(translationPart, translation !== null);
  return (
    <>
      <StatusHeader
        status={status}
        nameId={nameId}
        timeId={timeId}
        restrictedNicknames={restrictedNicknames}
        onHistory={() => setHistoryOpen(true)}
      />
      <ReplyIndicator status={status} restrictedNicknames={restrictedNicknames} />
      {warning ? (
        <ContentWarning
          text={warning}
          emojis={status.emojis}
          expanded={expanded}
          onToggle={() => setExpanded((v) => !v)}
          controls={bodyId}
        />
      ) : null}
      <div id={bodyId} className="status-body" hidden={!open}>
        {open ? (
          <>
            <FoldableContent
              status={status}
              restrictedNicknames={restrictedNicknames}
              unfolded={unfolded}
              onToggle={() => setUnfolded((v) => !v)}
            />
            {translation && translated ? (
              <translated.StatusTranslation
                status={status}
                state={translation}
                restrictedNicknames={restrictedNicknames}
                onHide={() => setTranslation(null)}
              />
            ) : null}
            {status.quote && quote ? (
              <quote.QuoteCard quote={status.quote} restrictedNicknames={restrictedNicknames} />
            ) : null}
            {status.poll && poll ? <poll.StatusPoll poll={status.poll} ownPost={ownPost} /> : null}
            {status.card && card && status.media_attachments.length === 0 ? (
              <card.LinkCard card={status.card} />
            ) : null}
            {hideAttachments ? null : (
              <>
                <AttachmentGrid
                  attachments={status.media_attachments}
                  sensitive={status.sensitive}
                  statusId={status.id}
                />
                <OmittedNote count={status.omitted?.media_attachments} />
              </>
            )}
          </>
        ) : null}
      </div>
      {reactions ? <reactions.ReactionBar status={status} /> : null}
      <ActionBar
        status={status}
        replying={composing === 'reply'}
        onReply={() => setComposing((v) => (v === 'reply' ? null : 'reply'))}
        onQuote={() => setComposing('quote')}
        onHistory={() => setHistoryOpen(true)}
        onTranslate={translate}
        onMenuIntent={() => preloadPart(translationPart)}
      />
      {signedIn ? (
        <signedIn.StatusOutbox statusId={status.id} composing={composing} onOpen={openForm} />
      ) : null}
      {composing ? (
        <div ref={formBox} className="status-inline-form">
          <Suspense fallback={null}>
            <PostForm
              placement="inline"
              replyToId={composing === 'reply' ? status.id : undefined}
              quoteId={composing === 'quote' ? status.id : undefined}
              handedOverFocus={handedOverFocus}
              onPosted={() => setComposing(null)}
              onCancel={() => setComposing(null)}
            />
          </Suspense>
        </div>
      ) : null}
      {historyOpen ? (
        <Suspense fallback={null}>
          <EditHistoryDialog
            status={status}
            restrictedNicknames={restrictedNicknames}
            onClose={() => setHistoryOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
