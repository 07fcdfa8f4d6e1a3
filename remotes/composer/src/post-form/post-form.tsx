import {
  ApiError,
  bus,
  classifyError,
  isOnline,
  learnMissingFeature,
  type OutboxEntry,
  outboxSent$,
  type PostFormProps,
  queueOutbox,
  statedTextLimit,
  useAccount,
  useInstance,
  useInterfaceLanguage,
  usePreference,
  useSession,
  useStatus,
} from '@murmur/shared';
import { BarChart3, Eye, EyeOff, Paperclip, ScanEye, Send, Smile } from 'lucide-react';
import {
  type ClipboardEvent,
  type DragEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import '../autocomplete/autocomplete.css';
import { insertAtCaret } from '../autocomplete/suggest';
import { useAutocomplete } from '../autocomplete/use-autocomplete';
import { EmojiButton } from '../emoji/emoji-button';
import { loadCustomEmoji } from '../emoji/emoji-catalogue';
import { emojiMessages } from '../emoji/messages';
import { defaultPostLanguage } from '../language/language-names';
import { LanguagePicker } from '../language/language-picker';
import { descriptionRequests, saveDescriptions } from '../media/describe';
import { MediaFields, type PendingUpload } from '../media/media-fields';
import { mediaMessages } from '../media/messages';
import { moveById } from '../media/reorder';
import { formatBytes, uploadMedia } from '../media/upload';
import { takeBack, useOutboxSlot } from '../outbox/outbox-slot';
import { OutboxWaiting } from '../outbox/outbox-waiting';
import { pollMessages } from '../polls/messages';
import { defaultPoll, pollHasEnoughOptions, pollHasText } from '../polls/poll-draft';
import { PollFields } from '../polls/poll-fields';
import { serverFeatureMessages } from '../server-features/messages';
import { scopeNames } from '../status/scope-icon';
import { stickerMessages } from '../stickers/messages';
import { StickerButton } from '../stickers/sticker-button';
import { stickerFile } from '../stickers/sticker-packs';
import { contentTypeName } from './content-types';
import { type DraftData, draftKey, loadDraft, removeDraft, saveDraft } from './drafts';
import { editRequest, editStatus } from './edit-status';
import { errorMessage } from './error-message';
import { formHintMessages } from './form-hint-messages';
import { keepsIdempotencyKey, newIdempotencyKey, RESUME_WITHIN_MS } from './idempotency';
import { replyMentions } from './mentions';
import { formMessages } from './messages';
import { countOwnReply } from './own-reply-count';
import { PostPreview } from './post-preview';
import { draftPosted, isSending, onDraftPosted, startSending, stopSending } from './posted-drafts';
import { QuotedPost } from './quoted-post';
import { replySubject, withSubjectSensitivity } from './reply-subject';
import { ScopeNotice } from './scope-notice';
import { scopeNoticeKind } from './scope-notice-kind';
import { asScope, initialScope, offeredScopes, type Scope } from './scopes';
import { statusRequest, submitStatus } from './submit-status';
import { useDraftOwner } from './use-draft-owner';
import { usePostPreview } from './use-post-preview';

type PostingState = { kind: 'idle' } | { kind: 'posting' } | { kind: 'error'; message: string };

/** How long typing settles before the draft is written (each keystroke would be wasteful). */
const DRAFT_SAVE_DELAY_MS = 300;
/** Files per post when the server names no limit (Mastodon's). */
const DEFAULT_FILE_LIMIT = 4;

/**
 * The post form (spec 3 sections 2-5): text, content warning, scope, content type, the counter
 * against the instance's limit, posting with an idempotency key, and a draft kept in browser
 * storage as the user types, removed only once the server accepted the post.
 */
/** How the composer's own modals start the form (not part of the slot's contract). */
export interface PostFormSetup {
  /** Saves over this status (PUT) instead of posting a new one: no poll, no scope change. */
  editId?: string;
  /** The content the form starts from when no draft is stored (edit, redraft). */
  prefill?: DraftData;
  /** The draft's storage key, when not the new-post, reply or quote one ('edit:{id}'). */
  storageKey?: string;
  /** A new post to this account (a card's Mention button): the text starts with '@acct '. */
  mention?: string;
  /** The text takes the focus on opening (the new-post modal: 'n' starts in the text). */
  focusText?: boolean;
  /**
   * Set for an inline form handed over from a display of the same post that went (inline-form-handover):
   * it takes the focus only when the form that went held it (true), so a reader who had moved on ('o' on
   * the post) is not sent back into the draft.
   */
  handedOverFocus?: boolean;
}

export function PostForm(props: PostFormProps & PostFormSetup) {
  // Another reply, quote, mention or edit is another draft, another account has other drafts: a
  // fresh form.
  const key =
    props.storageKey ??
    (props.mention ? `mention:${props.mention}` : draftKey(props.replyToId, props.quoteId));
  const owner = useDraftOwner();
  return <PostFormFor key={`${owner} ${key}`} {...props} storageKey={key} />;
}

function PostFormFor({
  placement,
  replyToId,
  quoteId,
  onPosted,
  onCancel,
  editId,
  prefill,
  storageKey,
  mention,
  focusText = false,
  handedOverFocus,
}: PostFormProps & PostFormSetup) {
  const intl = useIntl();
  const session = useSession();
  const selfId = session.kind === 'user' ? session.accountId : null;
  const self = useAccount(selfId);
  const instanceState = useInstance();
  const { instance, capabilities } = instanceState;
  // Polls only where the instance has them and allows at least 2 options (spec 3 section 5).
  // An edit keeps its poll as it is (spec 3 'Edit').
  const pollsAvailable = capabilities.polls && instance.poll_limits.max_options >= 2 && editId === undefined;
  const replyTo = useStatus(replyToId ?? null);
  const submitOnEnter = usePreference('submitOnEnter');
  const padEmoji = usePreference('padEmoji');
  const postContentType = usePreference('postContentType');
  const hideScopeNotice = usePreference('hideScopeNotice');
  const subjectLineBehavior = usePreference('subjectLineBehavior');
  const sensitiveByDefault = usePreference('sensitiveByDefault');
  const sensitiveIfSubject = usePreference('sensitiveIfSubject');
  const key = storageKey ?? draftKey(replyToId, quoteId);
  const owner = useDraftOwner();
  const editing = editId !== undefined;
  const formId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);

  const userDefault: Scope = asScope(self?.source?.privacy) ?? 'public';
  const formats = instance.pleroma?.metadata.post_formats ?? [];
  // Pleroma's 'local' scope only where the server has it (the capability map says so).
  const localAvailable = capabilities.localOnlyScope === true;
  const scopes = offeredScopes(replyTo?.visibility ?? null, localAvailable);

  // The form starts from the stored draft, or for a reply from its mentions; then it is the user's.
  const [{ initial, leftSending }] = useState<{ initial: DraftData; leftSending?: number }>(() => {
    const stored = loadDraft(owner, key);
    if (stored) {
      // The marker lives in storage only: the form's own state never writes it back.
      const { sendingSince, ...data } = stored.data;
      return { initial: data, leftSending: sendingSince };
    }
    if (prefill) return { initial: prefill };
    const subject = replyTo ? replySubject(replyTo.spoiler_text, subjectLineBehavior) : '';
    return {
      initial: {
        status: replyTo ? replyMentions(replyTo, selfId) : mention ? `@${mention} ` : '',
        spoilerText: subject,
        visibility: initialScope(userDefault, replyTo?.visibility ?? null, localAvailable),
        // The user's default format (spec 3 section 3), when this server offers it.
        contentType: formats.includes(postContentType) ? postContentType : (formats[0] ?? 'text/plain'),
        nsfw: sensitiveByDefault || (sensitiveIfSubject && subject !== ''),
        language: null,
      },
    };
  });
  const [data, setData] = useState<DraftData>(initial);
  const [showCw, setShowCw] = useState(initial.spoilerText !== '');
  const [posting, setPosting] = useState<PostingState>({ kind: 'idle' });
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  // The picked files by attachment id, while the form lives: sent again with a description the
  // server would not change afterwards.
  const originals = useRef(new Map<string, File>());
  // The last post went out, but a description did not change.
  const [descriptionUnchanged, setDescriptionUnchanged] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const files = data.files ?? [];
  // Only where the server renders without posting: Mastodon and GoToSocial ignore the flag.
  const previewAvailable = Boolean(capabilities.statusPreview);
  const [previewOpen, setPreviewOpen] = useState(false);
  // The spec drops the draft once a preview is made; Murmur keeps it ('no lost draft'): the
  // preview posts nothing, the text is still the user's and a reload must not lose it.
  const preview = usePostPreview({ open: previewOpen && previewAvailable, data, replyToId, quoteId });
  const fileLimit = instance.configuration?.statuses.max_media_attachments ?? DEFAULT_FILE_LIMIT;

  // The draft follows the text (after a short pause), so a reload, a crash or a failed post loses
  // nothing. What the form opened with is not written back: it is stored already, or it is the
  // reply's mentions, and writing it again could bring back a draft posted meanwhile.
  // Nor while posting: the stored copy then carries the sending marker, which must stay until the
  // server answers.
  const sendingNow = posting.kind === 'posting';
  useEffect(() => {
    if (data === initial || sendingNow) return;
    const timer = setTimeout(() => saveDraft(owner, key, data), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [owner, key, data, initial, sendingNow]);

  // The caret goes after the text the form opens with (a reply's mentions and their space, a
  // card's mention), so typing starts the message instead of going before '@bob '.
  useEffect(() => {
    const area = textRef.current;
    if (!area) return;
    const end = area.value.length;
    area.setSelectionRange(end, end);
    if (handedOverFocus !== undefined) {
      if (handedOverFocus) area.focus();
      return;
    }
    if (focusText || placement === 'inline' || replyToId !== undefined || mention !== undefined) area.focus();
  }, [placement, replyToId, mention, focusText, handedOverFocus]);

  // A form without a language takes the account's default post language once the account is known.
  const defaultLanguage = defaultPostLanguage(self?.source?.language, useInterfaceLanguage());
  useEffect(() => {
    if (self && defaultLanguage)
      setData((current) => (current.language === null ? { ...current, language: defaultLanguage } : current));
  }, [self, defaultLanguage]);

  // The instance's custom emoji load while the browser is idle (spec 1: emoji load after sign-in),
  // so the picker and the autocomplete have them when first asked; the Unicode set waits for them.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1_000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadCustomEmoji(capabilities));
    return () => cancel(handle);
  }, [capabilities]);

  // Only the server's own figure: no counter until the instance says it (never a client default).
  const limit = statedTextLimit(instanceState);
  const remaining =
    limit !== null && limit > 0 ? limit - (data.status.length + data.spoilerText.length) : null;
  const busy = posting.kind === 'posting';
  const uploading = uploads.length > 0;
  // The submit button is disabled while posting, which drops the focus to the page; when the
  // server refuses, the focus comes back to it, so keys (Escape in a dialog) reach the form again.
  const submitRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (posting.kind !== 'error') return;
    const active = document.activeElement;
    if (!active || active === document.body) submitRef.current?.focus();
  }, [posting.kind]);
  const overLimit = remaining !== null && remaining < 0;

  // The empty form that follows a post; also what a twin form shows once this draft was posted.
  const freshData = (current: DraftData): DraftData => ({
    ...current,
    status: '',
    spoilerText: '',
    nsfw: sensitiveByDefault,
    poll: null,
    files: [],
    mediaDescriptions: {},
    idempotencyKey: undefined,
    visibility: initialScope(userDefault, replyTo?.visibility ?? null, localAvailable),
  });
  const freshRef = useRef(freshData);
  freshRef.current = freshData;

  // Posted from another form (or from this one before it was mounted again): the text is gone.
  useEffect(
    () =>
      onDraftPosted(owner, key, () => {
        setData((current) => freshRef.current(current));
        setShowCw(false);
      }),
    [owner, key],
  );

  // The outbox (decision 0220): a post of this slot waiting to send shows in place of the form.
  const waiting = useOutboxSlot(owner, key);
  // Refused by the server while it waited: back into the form, with the server's words. The key
  // goes (the server keeps its refusal under it).
  useEffect(() => {
    if (!waiting?.refused) return;
    const { status, serverMessage } = waiting.refused;
    const back = takeBack(owner, waiting, false);
    if (!back) return;
    setData(back);
    setShowCw(back.spoilerText !== '');
    const refusal = new ApiError(status, serverMessage === undefined ? null : { error: serverMessage });
    setPosting({ kind: 'error', message: errorMessage(intl, refusal) });
  }, [waiting, owner, intl]);
  // Sent from the outbox by this page: as after a post made at once (an inline reply form closes).
  const onPostedRef = useRef(onPosted);
  onPostedRef.current = onPosted;
  useEffect(() => {
    const subscription = outboxSent$.subscribe((sent) => {
      if (sent.owner === owner && sent.entry.slot === key && sent.statusId)
        onPostedRef.current?.(sent.statusId);
    });
    return () => subscription.unsubscribe();
  }, [owner, key]);
  const cancelWaiting = (entry: OutboxEntry) => {
    const back = takeBack(owner, entry, true);
    if (back) {
      setData(back);
      setShowCw(back.spoilerText !== '');
    }
    requestAnimationFrame(() => textRef.current?.focus());
  };

  const update = (patch: Partial<DraftData>) => {
    setData((current) => withSubjectSensitivity({ ...current, ...patch }, current, sensitiveIfSubject));
    if (posting.kind === 'error') setPosting({ kind: 'idle' });
  };

  const addFiles = (chosen: readonly File[]) => {
    setUploadError(null);
    const room = fileLimit - files.length - uploads.length;
    if (chosen.length > room) {
      setUploadError(intl.formatMessage(mediaMessages.tooMany, { count: fileLimit }));
    }
    for (const file of chosen.slice(0, Math.max(0, room))) {
      const limit = instance.upload_limit;
      if (limit !== null && limit > 0 && file.size > limit) {
        const size = formatBytes(file.size);
        const allowed = formatBytes(limit);
        const reason = intl.formatMessage(mediaMessages.fileTooBig, {
          // The numbers in the interface language's digits and separators; the units as spec 3 has them.
          filesize: intl.formatNumber(size.num, { maximumFractionDigits: 1 }),
          filesizeunit: size.unit,
          allowedsize: intl.formatNumber(allowed.num, { maximumFractionDigits: 1 }),
          allowedsizeunit: allowed.unit,
        });
        setUploadError(intl.formatMessage(mediaMessages.errorBase, { reason }));
        continue;
      }
      const key = `${file.name}-${Date.now()}-${Math.random()}`;
      setUploads((current) => [...current, { key, name: file.name, loaded: 0, total: file.size }]);
      uploadMedia(file, (loaded, total) =>
        setUploads((current) => current.map((u) => (u.key === key ? { ...u, loaded, total } : u))),
      )
        .then((attachment) => {
          originals.current.set(attachment.id, file);
          setData((current) => ({ ...current, files: [...(current.files ?? []), attachment] }));
        })
        .catch((error: unknown) => {
          // The server's sentence, never a bare code or status phrase (spec 3 section 8: else 'default').
          const reason = classifyError(error).serverText ?? intl.formatMessage(mediaMessages.errorDefault);
          setUploadError(intl.formatMessage(mediaMessages.errorBase, { reason }));
        })
        .finally(() => setUploads((current) => current.filter((u) => u.key !== key)));
    }
  };

  const removeFile = (id: string) => {
    setData((current) => {
      const { [id]: _dropped, ...descriptions } = current.mediaDescriptions ?? {};
      return {
        ...current,
        files: (current.files ?? []).filter((file) => file.id !== id),
        mediaDescriptions: descriptions,
      };
    });
  };

  // The files are posted (media_ids[]) and kept in the draft in this order.
  const moveFile = (id: string, offset: number) => {
    setData((current) => ({ ...current, files: [...moveById(current.files ?? [], id, offset)] }));
  };

  const onDrop = (event: DragEvent<HTMLFormElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDragging(false);
    addFiles([...event.dataTransfer.files]);
  };
  const onDragOver = (event: DragEvent<HTMLFormElement>) => {
    if (!event.dataTransfer.types.includes('Files') || busy) return;
    event.preventDefault();
    setDragging(true);
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    // Only the first pasted file is taken (spec 3 section 5); pasted text is left to the textarea.
    const first = event.clipboardData.files[0];
    if (!first) return;
    event.preventDefault();
    addFiles([first]);
  };

  // Offline, or the request got no answer: the post waits in the outbox with its key, and the
  // form shows it waiting (decision 0220). False when the browser would not store it.
  const toOutbox = (draft: DraftData): boolean => {
    const id = draft.idempotencyKey ?? newIdempotencyKey();
    const { sendingSince: _left, ...kept } = draft;
    const queued: DraftData = { ...kept, idempotencyKey: id };
    // Descriptions written since the upload are saved first when it is sent.
    const before = descriptionRequests(queued.files ?? [], queued.mediaDescriptions ?? {});
    const stored = queueOutbox(owner, {
      id,
      kind: editId ? 'edit' : 'post',
      slot: key,
      request: editId ? editRequest(editId, queued) : statusRequest(queued, { replyToId, quoteId }),
      draft: queued,
      text: [queued.spoilerText, queued.status].filter((part) => part.trim() !== '').join('\n'),
      ...(before.length > 0 ? { before } : {}),
    });
    if (!stored) return false;
    stopSending(owner, key);
    // The draft lives in the outbox entry now (Cancel or a refusal brings it back).
    removeDraft(owner, key);
    setData(freshData(queued));
    setShowCw(false);
    setPreviewOpen(false);
    setPosting({ kind: 'idle' });
    return true;
  };

  const submit = async () => {
    if (busy || overLimit || uploading) return;
    if (data.status.trim() === '' && files.length === 0) {
      setPosting({ kind: 'error', message: intl.formatMessage(formMessages.emptyError) });
      return;
    }
    if (data.poll && pollHasText(data.poll) && !pollHasEnoughOptions(data.poll)) {
      setPosting({ kind: 'error', message: intl.formatMessage(pollMessages.notEnoughOptions) });
      return;
    }
    if (!isOnline() && toOutbox(data)) return;
    setPosting({ kind: 'posting' });
    // The key is written with the draft before the request leaves, so that a reload after a lost
    // answer posts with the same key (the server then answers with the post it already made).
    const sending: DraftData = { ...data, idempotencyKey: data.idempotencyKey ?? newIdempotencyKey() };
    setData(sending);
    saveDraft(owner, key, { ...sending, sendingSince: Date.now() });
    startSending(owner, key);
    // A failure keeps the draft (and the key unless the server itself refused); it is no longer
    // on its way.
    const keep = (draft: DraftData) => {
      stopSending(owner, key);
      setData(draft);
      saveDraft(owner, key, draft);
    };
    setDescriptionUnchanged(false);
    // Descriptions are saved before the post (spec 3 section 5); a server that refuses to change
    // one still gets the post, with the image (see saveDescriptions). Only a lost connection stops it.
    let unchanged = false;
    try {
      const described = await saveDescriptions(files, data.mediaDescriptions ?? {}, originals.current);
      unchanged = described.unchanged;
      if (described.files.some((file, index) => file !== files[index])) {
        sending.files = described.files;
        sending.mediaDescriptions = Object.fromEntries(
          described.files.map((file) => [file.id, file.description ?? '']),
        );
      }
    } catch (error) {
      // The network went while the descriptions were saved: the post waits with them.
      if (classifyError(error).kind === 'offline' && toOutbox(sending)) return;
      keep(sending);
      setPosting({ kind: 'error', message: intl.formatMessage(mediaMessages.descriptionError) });
      return;
    }
    try {
      const status = editId
        ? await editStatus(editId, sending)
        : await submitStatus(sending, {
            replyToId,
            quoteId,
            idempotencyKey: sending.idempotencyKey as string,
          });
      // Deleted now, whatever the user does next; twin forms empty themselves.
      draftPosted(owner, key);
      if (!editId) countOwnReply(status, sending.idempotencyKey === initial.idempotencyKey);
      setData(freshData(sending));
      setShowCw(false);
      setPreviewOpen(false);
      setPosting({ kind: 'idle' });
      setDescriptionUnchanged(unchanged);
      if (!editId) bus.emit({ type: 'status/posted', statusId: status.id });
      onPosted?.(status.id);
    } catch (error) {
      // No answer at all: it waits in the outbox, with the same key.
      if (classifyError(error).kind === 'offline' && toOutbox(sending)) return;
      // The text stays in the form and in the draft; the user can post again.
      if (keepsIdempotencyKey(error)) keep(sending);
      else {
        const { idempotencyKey: _answered, ...rest } = sending;
        keep(rest);
      }
      // A server without editing (404, 405, 501): Edit is not offered again in this session.
      if (editId && learnMissingFeature('editing', error, 'PUT /api/v1/statuses/{id}')) {
        setPosting({ kind: 'error', message: intl.formatMessage(serverFeatureMessages.notOffered) });
      } else setPosting({ kind: 'error', message: errorMessage(intl, error) });
    }
  };

  // A page closed while this draft was being posted: the post is sent again with its key, so the
  // draft goes once the server answers (with the post it made then, or makes now), and never
  // comes back. Not when a form of this page is sending it, nor long after (the key is forgotten).
  const resumed = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening.
  useEffect(() => {
    if (resumed.current || leftSending === undefined) return;
    resumed.current = true;
    if (isSending(owner, key)) return;
    if (Date.now() - leftSending > RESUME_WITHIN_MS) saveDraft(owner, key, initial);
    else void submit();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const autocomplete = useAutocomplete({
    textRef,
    text: data.status,
    onText: (status) => update({ status }),
  });
  const insertEmoji = (insert: string) => {
    const area = textRef.current;
    const start = area?.selectionStart ?? data.status.length;
    const end = area?.selectionEnd ?? start;
    const next = insertAtCaret(data.status, start, end, insert, padEmoji);
    update({ status: next.text });
    // At the next frame: the picker closes first and gives the focus back to its button, and the
    // text then takes it (keys typed meanwhile go to the button, not into the text).
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.caret, next.caret);
    });
  };
  // Escape leaves an inline form (spec 3's keyboard loop): the draft is written at once (its timer
  // goes with the form), the form closes and the focus goes back to its post, where the loop's keys
  // work again. Pickers and the autocomplete take their own Escape first (they prevent it).
  const formRef = useRef<HTMLFormElement>(null);
  const onFormKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented || placement !== 'inline' || !onCancel) return;
    if (sendingNow) return;
    event.preventDefault();
    if (data !== initial) saveDraft(owner, key, data);
    const post = formRef.current?.parentElement?.closest('article');
    onCancel();
    requestAnimationFrame(() => {
      if (!post?.isConnected) return;
      if (!post.hasAttribute('tabindex')) post.tabIndex = -1;
      post.focus({ preventScroll: true });
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (autocomplete.onKeyDown(event)) return;
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const modified = event.ctrlKey || event.metaKey;
    if (modified || (submitOnEnter && !event.shiftKey)) {
      event.preventDefault();
      void submit();
    }
  };

  const noticeKind = editing
    ? null
    : scopeNoticeKind(data.visibility, {
        locked: Boolean(self?.locked),
        safeDM: Boolean(capabilities.safeDmMentions),
        hideScopeNotice,
      });
  if (waiting && !waiting.refused) {
    return (
      <div className={`post-form post-form--${placement}`}>
        <OutboxWaiting entry={waiting} onCancel={() => cancelWaiting(waiting)} />
      </div>
    );
  }
  const label = intl.formatMessage(
    editing
      ? formMessages.editStatus
      : replyToId
        ? formMessages.replyTo
        : quoteId
          ? formMessages.quote
          : formMessages.newStatus,
  );
  return (
    <form
      ref={formRef}
      className={`post-form post-form--${placement}${dragging ? ' post-form--dragging' : ''}`}
      aria-label={label}
      onSubmit={onSubmit}
      onKeyDown={onFormKeyDown}
      onDrop={onDrop}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      noValidate
    >
      {quoteId && !editing ? <QuotedPost statusId={quoteId} /> : null}
      {showCw ? (
        <input
          className="post-form__cw"
          type="text"
          dir="auto"
          value={data.spoilerText}
          aria-label={intl.formatMessage(formMessages.contentWarning)}
          placeholder={intl.formatMessage(formMessages.contentWarning)}
          onChange={(event) => update({ spoilerText: event.target.value })}
          disabled={busy}
        />
      ) : null}
      <div className="post-form__text-wrap">
        <textarea
          ref={textRef}
          id={`${formId}-text`}
          className="post-form__text"
          dir="auto"
          value={data.status}
          rows={placement === 'inline' ? 3 : 4}
          aria-label={label}
          // The modal's focus trap starts here rather than on its Close button.
          data-autofocus={focusText ? '' : undefined}
          placeholder={intl.formatMessage(
            replyToId ? formMessages.replyPlaceholder : formMessages.placeholder,
          )}
          onChange={(event) => {
            update({ status: event.target.value });
            autocomplete.track();
          }}
          onKeyDown={onKeyDown}
          onKeyUp={autocomplete.track}
          onClick={autocomplete.track}
          onFocus={autocomplete.track}
          onBlur={autocomplete.onBlur}
          onPaste={onPaste}
          disabled={busy}
          {...autocomplete.inputProps}
        />
        {autocomplete.list}
      </div>
      <MediaFields
        files={files}
        descriptions={data.mediaDescriptions ?? {}}
        uploads={uploads}
        disabled={busy}
        onDescription={(id, description) =>
          update({ mediaDescriptions: { ...(data.mediaDescriptions ?? {}), [id]: description } })
        }
        onRemove={removeFile}
        onMove={moveFile}
      />
      {files.length > 0 ? (
        <label className="post-form__sensitive">
          <input
            type="checkbox"
            checked={data.nsfw}
            onChange={(event) => update({ nsfw: event.target.checked })}
            disabled={busy}
          />
          {intl.formatMessage(mediaMessages.sensitive)}
        </label>
      ) : null}
      {dragging ? <p className="post-form__drop-hint">{intl.formatMessage(mediaMessages.dropHere)}</p> : null}
      {uploadError ? (
        <p className="post-form__error" role="alert">
          {uploadError}
        </p>
      ) : null}
      {data.poll && pollsAvailable ? (
        <PollFields
          poll={data.poll}
          limits={instance.poll_limits}
          disabled={busy}
          onChange={(poll) => update({ poll })}
        />
      ) : null}
      <div className="post-form__row">
        <input
          ref={fileInputRef}
          id={`${formId}-files`}
          className="post-form__file-input"
          type="file"
          multiple
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            addFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <button
          type="button"
          className="post-form__toggle"
          aria-label={intl.formatMessage(mediaMessages.upload)}
          title={intl.formatMessage(mediaMessages.upload)}
          onClick={() => fileInputRef.current?.click()}
          disabled={busy || files.length + uploads.length >= fileLimit}
        >
          <Paperclip size={18} aria-hidden="true" />
        </button>
        <EmojiButton
          className="post-form__toggle"
          label={intl.formatMessage(emojiMessages.insert)}
          onPick={(emoji) => insertEmoji(emoji.imageUrl ? `:${emoji.name}:` : emoji.name)}
        >
          <Smile size={18} aria-hidden="true" />
        </EmojiButton>
        <StickerButton
          disabled={busy || files.length + uploads.length >= fileLimit}
          onPick={(sticker) => {
            setUploadError(null);
            stickerFile(sticker).then(
              (file) => addFiles([file]),
              (error: unknown) =>
                setUploadError(
                  intl.formatMessage(stickerMessages.failed, { error: errorMessage(intl, error) }),
                ),
            );
          }}
        />
        {pollsAvailable ? (
          <button
            type="button"
            className={`post-form__toggle${data.poll ? ' post-form__toggle--on' : ''}`}
            aria-pressed={Boolean(data.poll)}
            aria-label={intl.formatMessage(pollMessages.addPoll)}
            title={intl.formatMessage(pollMessages.addPoll)}
            onClick={() => update({ poll: data.poll ? null : defaultPoll() })}
            disabled={busy}
          >
            <BarChart3 size={18} aria-hidden="true" />
          </button>
        ) : null}
        <button
          type="button"
          className={`post-form__toggle${showCw ? ' post-form__toggle--on' : ''}`}
          aria-pressed={showCw}
          aria-label={intl.formatMessage(formMessages.addCw)}
          title={intl.formatMessage(formMessages.addCw)}
          onClick={() => {
            setShowCw((v) => !v);
            if (showCw) update({ spoilerText: '' });
          }}
        >
          {showCw ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
        {previewAvailable ? (
          <button
            type="button"
            className={`post-form__toggle${previewOpen ? ' post-form__toggle--on' : ''}`}
            aria-pressed={previewOpen}
            aria-controls={previewOpen ? `${formId}-preview` : undefined}
            aria-label={intl.formatMessage(formMessages.preview)}
            title={intl.formatMessage(formMessages.preview)}
            onClick={() => setPreviewOpen((open) => !open)}
          >
            <ScanEye size={18} aria-hidden="true" />
          </button>
        ) : null}
        {editing ? null : (
          <select
            className="post-form__select post-form__scope"
            aria-label={intl.formatMessage(formMessages.scope)}
            aria-describedby={noticeKind ? `${formId}-scope-notice` : undefined}
            value={data.visibility}
            onChange={(event) => update({ visibility: event.target.value as Scope })}
            disabled={busy}
          >
            {scopes.map((scope) => (
              // The short name fits the closed select in a 300 px sidebar (the long one was cut to
              // 'Public: post to publi'); the long one is the option's title, and the scope
              // notice under the form says what the choice means.
              <option key={scope} value={scope} title={intl.formatMessage(formMessages[scope])}>
                {intl.formatMessage(scopeNames[scope])}
              </option>
            ))}
          </select>
        )}
        <LanguagePicker value={data.language} onChange={(language) => update({ language })} disabled={busy} />
        {formats.length > 1 ? (
          <select
            className="post-form__select"
            aria-label={intl.formatMessage(formMessages.contentType)}
            value={data.contentType}
            onChange={(event) => update({ contentType: event.target.value })}
            disabled={busy}
          >
            {formats.map((format) => (
              <option key={format} value={format}>
                {contentTypeName(intl, format)}
              </option>
            ))}
          </select>
        ) : null}
        <span className="post-form__spacer" />
        {remaining !== null ? (
          <span
            className={`post-form__counter${overLimit ? ' post-form__counter--over' : ''}`}
            title={intl.formatMessage(formMessages.remaining, { count: remaining })}
          >
            {remaining}
          </span>
        ) : null}
        {onCancel ? (
          <button type="button" className="button post-form__cancel" onClick={onCancel}>
            {intl.formatMessage(formMessages.cancel)}
          </button>
        ) : null}
        <button
          ref={submitRef}
          type="submit"
          className="button button--primary post-form__submit"
          disabled={busy || overLimit || uploading}
          aria-keyshortcuts={submitOnEnter ? 'Enter Control+Enter' : 'Control+Enter'}
          aria-describedby={`${formId}-keys`}
        >
          <Send className="icon-directional" size={16} aria-hidden="true" />
          {intl.formatMessage(
            editing
              ? busy
                ? formMessages.saving
                : formMessages.save
              : busy
                ? formMessages.posting
                : formMessages.post,
          )}
        </button>
      </div>
      <p id={`${formId}-keys`} className="post-form__hint">
        {intl.formatMessage(submitOnEnter ? formHintMessages.enter : formHintMessages.ctrlEnter)}
      </p>
      <ScopeNotice kind={noticeKind} id={`${formId}-scope-notice`} />
      {posting.kind === 'error' ? (
        <p className="post-form__error" role="alert">
          {/* Two sentences on two lines: the server's text often has no full stop of its own. */}
          <span className="post-form__error-text">
            {intl.formatMessage(formMessages.error, { error: posting.message })}
          </span>
          {data.status.trim() !== '' || data.spoilerText.trim() !== '' ? (
            <span className="post-form__draft-kept">{intl.formatMessage(formMessages.draftKept)}</span>
          ) : null}
        </p>
      ) : null}
      {descriptionUnchanged ? (
        <p className="post-form__hint" role="status">
          {intl.formatMessage(serverFeatureMessages.descriptionNotSaved)}
        </p>
      ) : null}
      <PostPreview id={`${formId}-preview`} state={preview.state} onRetry={preview.retry} />
    </form>
  );
}
