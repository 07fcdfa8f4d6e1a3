import {
  bidiIsolate,
  bus,
  getApiClient,
  HtmlContent,
  type ModalContentProps,
  NeedsNetworkReason,
  PAGE_SIZE,
  parseAccount,
  parseStatusList,
  store,
  useAccount,
  useNeedsNetwork,
  useSession,
  useStatus,
} from '@murmur/shared';
import { Flag, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useReducer, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { submitReport } from '../api/admin-api';
import { messages } from './messages';
import { remoteInstanceOf, reportTransition } from './report-machine';

/** The props of the 'report' modal: { accountId, statusIds? } (shared/src/bus/events.ts). */
function readProps(props: Record<string, unknown>): { accountId: string; statusIds: string[] } {
  const accountId = typeof props.accountId === 'string' ? props.accountId : '';
  const statusIds = Array.isArray(props.statusIds)
    ? props.statusIds.filter((id): id is string => typeof id === 'string')
    : [];
  return { accountId, statusIds };
}

function StatusChoice({
  statusId,
  checked,
  onToggle,
}: {
  statusId: string;
  checked: boolean;
  onToggle: () => void;
}) {
  const intl = useIntl();
  const status = useStatus(statusId);
  const id = useId();
  if (!status) return null;
  return (
    <li className="report-dialog__status">
      <input id={id} type="checkbox" checked={checked} onChange={onToggle} />
      <label htmlFor={id}>
        <time dateTime={status.created_at} className="report-dialog__time">
          {intl.formatDate(status.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
        {status.spoiler_text ? (
          <strong className="report-dialog__cw" dir="auto">
            {status.spoiler_text}
          </strong>
        ) : null}
        <HtmlContent
          html={status.content}
          emojis={status.emojis}
          mentions={status.mentions}
          tags={status.tags}
          inlineImages="alt-text"
        />
      </label>
    </li>
  );
}

/**
 * The report dialog (slot `moderation/ReportDialog`, spec 2 section 4): the account's posts with
 * the asked-for ones pre-ticked, a comment, forward for a remote account naming its instance;
 * processing disables the submit; success closes (state reset), a failure shows the generic error.
 */
export function ReportDialog({ props, onClose }: ModalContentProps) {
  const intl = useIntl();
  const session = useSession();
  const { accountId, statusIds: preTicked } = readProps(props);
  const account = useAccount(accountId);
  const [state, dispatch] = useReducer(reportTransition, { kind: 'idle' });
  const [comment, setComment] = useState('');
  const [forward, setForward] = useState(false);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(preTicked));
  const [offered, setOffered] = useState<string[] | null>(null);
  const [accountMissing, setAccountMissing] = useState(false);
  // Offline the report can be written and its posts chosen; only Submit is held (issue 36).
  const net = useNeedsNetwork();
  const commentId = useId();

  // The account and its recent posts, into the store (the dialog lists ids only).
  useEffect(() => {
    if (!accountId || session.kind !== 'user') return;
    const controller = new AbortController();
    const client = getApiClient();
    if (!store.accounts.get(accountId)) {
      client
        .get(`/api/v1/accounts/${encodeURIComponent(accountId)}`, { signal: controller.signal })
        .then(({ data }) => {
          const parsed = parseAccount(data);
          if (parsed) store.accounts.upsert(parsed);
          else setAccountMissing(true);
        })
        .catch((error: unknown) => {
          if ((error as Error).name !== 'AbortError') setAccountMissing(true);
        });
    }
    client
      .get(`/api/v1/accounts/${encodeURIComponent(accountId)}/statuses`, {
        query: { limit: PAGE_SIZE, exclude_reblogs: true },
        signal: controller.signal,
      })
      .then(({ data }) => {
        const statuses = parseStatusList(data);
        store.statuses.upsertMany(statuses);
        setOffered(statuses.map((s) => s.id));
      })
      .catch((error: unknown) => {
        // Without the posts the report can still be sent with the pre-ticked ones.
        if ((error as Error).name !== 'AbortError') setOffered([]);
      });
    return () => controller.abort();
  }, [accountId, session.kind]);

  useEffect(() => {
    if (state.kind !== 'closed') return;
    setComment('');
    setForward(false);
    setTicked(new Set());
    onClose();
  }, [state.kind, onClose]);

  if (session.kind !== 'user') {
    return (
      <p className="report-dialog__note">
        <FormattedMessage {...messages.signInFirst} />
      </p>
    );
  }
  if (!account) {
    return accountMissing ? (
      <p role="alert" className="moderation-error">
        <FormattedMessage {...messages.unknownAccount} />
      </p>
    ) : (
      <p role="status">
        <LoaderCircle className="moderation-spin" aria-hidden="true" size={16} />{' '}
        {intl.formatMessage(messages.loadingStatuses)}
      </p>
    );
  }

  const remoteInstance = remoteInstanceOf(account.acct);
  const processing = state.kind === 'processing';
  const ids = [...new Set([...preTicked, ...(offered ?? [])])];

  const submit = async () => {
    dispatch('submit');
    try {
      await submitReport({
        accountId: account.id,
        statusIds: ids.filter((id) => ticked.has(id)),
        comment,
        forward: remoteInstance !== null && forward,
      });
      dispatch('succeeded');
      // The dialog closes on success: the reader is told it went.
      bus.emit({
        type: 'notice/raised',
        level: 'success',
        messageKey: 'moderation.report.sent',
        text: intl.formatMessage(messages.sent),
      });
    } catch {
      dispatch('failed');
    }
  };

  return (
    <form
      className="report-dialog"
      aria-busy={processing}
      onSubmit={(event) => {
        event.preventDefault();
        if (!processing && net.online) void submit();
      }}
    >
      <h3 className="report-dialog__title">
        <Flag aria-hidden="true" size={18} />
        <FormattedMessage {...messages.title} values={{ acct: bidiIsolate(`@${account.acct}`) }} />
      </h3>
      <fieldset className="report-dialog__statuses" disabled={processing}>
        <legend>
          <FormattedMessage {...messages.statuses} />
        </legend>
        {offered === null && ids.length === 0 ? (
          <p role="status">
            <FormattedMessage {...messages.loadingStatuses} />
          </p>
        ) : ids.length === 0 ? (
          <p>
            <FormattedMessage {...messages.noStatuses} />
          </p>
        ) : (
          <ul>
            {ids.map((id) => (
              <StatusChoice
                key={id}
                statusId={id}
                checked={ticked.has(id)}
                onToggle={() =>
                  setTicked((held) => {
                    const next = new Set(held);
                    if (next.has(id)) next.delete(id);
                    else next.add(id);
                    return next;
                  })
                }
              />
            ))}
          </ul>
        )}
      </fieldset>
      <p className="report-dialog__note">
        <FormattedMessage {...messages.description} />
      </p>
      <label htmlFor={commentId} className="report-dialog__label">
        <FormattedMessage {...messages.comment} />
      </label>
      <textarea
        id={commentId}
        className="moderation-input report-dialog__comment"
        rows={4}
        value={comment}
        disabled={processing}
        onChange={(event) => setComment(event.target.value)}
      />
      {remoteInstance ? (
        <div className="report-dialog__forward">
          <p>
            <FormattedMessage {...messages.forwardDescription} />
          </p>
          <label>
            <input
              type="checkbox"
              checked={forward}
              disabled={processing}
              onChange={(event) => setForward(event.target.checked)}
            />{' '}
            <FormattedMessage {...messages.forwardTo} values={{ instance: remoteInstance }} />
          </label>
        </div>
      ) : null}
      {state.kind === 'error' ? (
        <p role="alert" className="moderation-error">
          <FormattedMessage {...messages.error} />
        </p>
      ) : null}
      <div className="moderation-actions">
        <button type="button" className="button" onClick={onClose} disabled={processing}>
          <FormattedMessage {...messages.cancel} />
        </button>
        <button type="submit" className="button button--primary" disabled={processing} {...net.control()}>
          {processing ? <LoaderCircle className="moderation-spin" aria-hidden="true" size={16} /> : null}
          <FormattedMessage {...(processing ? messages.processing : messages.submit)} />
        </button>
        <NeedsNetworkReason
          net={net}
          className="moderation-offline-reason"
          action={intl.formatMessage(messages.submit)}
        />
      </div>
    </form>
  );
}
