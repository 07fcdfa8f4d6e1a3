import { bidiIsolate, getApiClient, learnMissingFeature, useSession } from '@murmur/shared';
import { Upload } from 'lucide-react';
import { type ChangeEvent, type MouseEvent, useId, useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { failureText, type Outcome, OutcomeMessage } from '../account/list-state';
import { useServerAction } from '../account/offline';
import { OfferedSection } from '../server-features/offered';

const texts = defineMessages({
  title: { id: 'settings.import_lists', defaultMessage: 'Import follows, blocks and mutes' },
  hint: {
    id: 'settings.import_lists_hint',
    defaultMessage:
      'A CSV or text file with one account address (user@example.org) per line, as other servers export it.',
  },
  lineHint: {
    id: 'settings.import_lists_local_hint',
    defaultMessage: 'A name alone (alice) is an account of this server.',
  },
  follows: { id: 'settings.import_followers_from_a_csv_file', defaultMessage: 'Import follows from a file' },
  blocks: { id: 'settings.import_blocks_from_a_csv_file', defaultMessage: 'Import blocks from a file' },
  mutes: { id: 'settings.import_mutes_from_a_csv_file', defaultMessage: 'Import mutes from a file' },
  importing: { id: 'settings.importing', defaultMessage: 'Sending {file}…' },
  sent: {
    id: 'settings.import_sent',
    defaultMessage:
      '{count, plural, one {# account was sent} other {# accounts were sent}} to the server, which works through the list now.',
  },
  skipped: {
    id: 'settings.import_skipped',
    defaultMessage: '{count, plural, one {# line was skipped} other {# lines were skipped}}: see below.',
  },
  noneSent: {
    id: 'settings.import_none_sent',
    defaultMessage: 'No line of this file names an account this server knows. Nothing was sent.',
  },
  report: { id: 'settings.import_report', defaultMessage: 'Line by line' },
  lineSent: { id: 'settings.import_line_sent', defaultMessage: 'Line {line}: {account}: sent' },
  lineUnknown: {
    id: 'settings.import_line_unknown',
    defaultMessage: 'Line {line}: {account}: no such account, skipped',
  },
  lineYourself: {
    id: 'settings.import_line_yourself',
    defaultMessage: 'Line {line}: {account}: that is you, skipped',
  },
  lineNotAccount: {
    id: 'settings.import_line_not_account',
    defaultMessage: 'Line {line}: “{text}” is not an account address, skipped',
  },
  empty: { id: 'settings.import_empty', defaultMessage: 'This file lists no account. Nothing was sent.' },
});
const t: Record<keyof typeof texts, MessageDescriptor> = texts;

type Kind = 'follows' | 'blocks' | 'mutes';
const PATHS: Record<Kind, string> = {
  follows: '/api/pleroma/follow_import',
  blocks: '/api/pleroma/blocks_import',
  mutes: '/api/pleroma/mutes_import',
};

/** A line of an export file as the import reads it. */
export type ListLine =
  | { line: number; kind: 'account'; account: string }
  | { line: number; kind: 'not-account'; text: string };

const ADDRESS = /^[^@\s]+@[^@\s]+$/;
const LOCAL_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
/** The headings other servers' exports start with. */
const HEADINGS = new Set(['account address', 'account', 'acct']);

/**
 * The lines of an export file: its first column, an account address (user@example.org) or a name
 * alone (alice, an account of this server: issue 38); a heading or anything else is a line that is
 * not an account, reported as skipped. Blank lines are left out.
 */
export function linesOfList(text: string): ListLine[] {
  return text.split(/\r?\n/).flatMap((raw, index): ListLine[] => {
    const entry = (raw.split(',')[0] ?? '').trim().replace(/^@/, '');
    if (entry === '') return [];
    const line = index + 1;
    if (ADDRESS.test(entry) || (LOCAL_NAME.test(entry) && !HEADINGS.has(entry.toLowerCase())))
      return [{ line, kind: 'account', account: entry }];
    return [{ line, kind: 'not-account', text: raw.trim().slice(0, 80) }];
  });
}

/** The account addresses of an export file (addresses and local names), in order. */
export function accountsInList(text: string): string[] {
  return linesOfList(text).flatMap((entry) => (entry.kind === 'account' ? [entry.account] : []));
}

type LineOutcome = 'sent' | 'unknown' | 'yourself' | 'not-account';

/**
 * Whether the server knows an account (GET /api/v1/accounts/lookup): its id, null when it answers
 * 404, undefined when it could not tell (the line is then sent, and the server decides).
 */
async function lookUp(account: string): Promise<string | null | undefined> {
  try {
    const { data } = await getApiClient().get<unknown>('/api/v1/accounts/lookup', {
      query: { acct: account },
    });
    const id = (data as { id?: unknown } | null)?.id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
  } catch (error) {
    return (error as { status?: number }).status === 404 ? null : undefined;
  }
}

function ImportOne({ kind }: { kind: Kind }) {
  const intl = useIntl();
  const id = useId();
  const session = useSession();
  const self = session.kind === 'user' ? session.accountId : null;
  const [sending, setSending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [report, setReport] = useState<{ line: ListLine; outcome: LineOutcome }[]>([]);
  // Importing sends the list to the server: the picker does not open offline (issue 36).
  const net = useServerAction();
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setOutcome(null);
    setReport([]);
    const lines = linesOfList(await file.text());
    if (lines.length === 0) {
      setOutcome({ ok: false, text: intl.formatMessage(t.empty) });
      return;
    }
    setSending(file.name);
    try {
      // Each account is looked up first, so the report can say which lines the server cannot use.
      const checked = await Promise.all(
        lines.map(async (line) => {
          if (line.kind !== 'account') return { line, outcome: 'not-account' as LineOutcome };
          const found = await lookUp(line.account);
          const lineOutcome: LineOutcome =
            found === null ? 'unknown' : found !== undefined && found === self ? 'yourself' : 'sent';
          return { line, outcome: lineOutcome };
        }),
      );
      const accounts = checked.flatMap(({ line, outcome: o }) =>
        o === 'sent' && line.kind === 'account' ? [line.account] : [],
      );
      if (accounts.length === 0) {
        setReport(checked);
        setOutcome({ ok: false, text: intl.formatMessage(t.noneSent) });
        return;
      }
      const body = new FormData();
      body.append('list', new Blob([accounts.join('\n')], { type: 'text/plain' }), file.name);
      await getApiClient()
        .post(PATHS[kind], { body, responseType: 'text' })
        .catch((error: unknown) => {
          // A server without Pleroma's imports: the section says so in one line from now on.
          learnMissingFeature('listImport', error, `POST ${PATHS[kind]}`);
          throw error;
        });
      setReport(checked);
      const skipped = checked.length - accounts.length;
      const sentText = intl.formatMessage(t.sent, { count: accounts.length });
      setOutcome({
        ok: true,
        text: skipped > 0 ? `${sentText} ${intl.formatMessage(t.skipped, { count: skipped })}` : sentText,
      });
    } catch (error) {
      setOutcome({ ok: false, text: failureText(intl, error) });
    } finally {
      setSending(null);
    }
  };
  const lineText = ({ line, outcome: o }: { line: ListLine; outcome: LineOutcome }) =>
    line.kind === 'not-account'
      ? intl.formatMessage(t.lineNotAccount, { line: line.line, text: line.text })
      : intl.formatMessage(o === 'sent' ? t.lineSent : o === 'yourself' ? t.lineYourself : t.lineUnknown, {
          line: line.line,
          account: bidiIsolate(line.account),
        });
  return (
    <div className="setting setting--import">
      <label htmlFor={id} className="button settings-button">
        <Upload size={16} aria-hidden="true" /> {intl.formatMessage(t[kind])}
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv,text/plain"
        className="settings-file-input"
        disabled={sending !== null}
        {...net.control()}
        onClick={net.guard((_event: MouseEvent<HTMLInputElement>) => undefined)}
        onChange={(event) => void onFile(event)}
      />
      {sending !== null ? (
        <span role="status" className="setting__hint">
          <progress aria-label={intl.formatMessage(t.importing, { file: sending })} />{' '}
          {intl.formatMessage(t.importing, { file: sending })}
        </span>
      ) : null}
      <OutcomeMessage outcome={outcome} />
      {report.length > 0 ? (
        <details className="settings-import-report" open={report.length <= 10}>
          <summary>{intl.formatMessage(t.report)}</summary>
          <ul>
            {report.map((entry) => (
              <li key={entry.line.line} data-outcome={entry.outcome}>
                {lineText(entry)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/**
 * Imports of follows, blocks and mutes from another server's export files (Pleroma's calls: not
 * shown where the server lacks them).
 */
export function ListImports() {
  const intl = useIntl();
  return (
    <OfferedSection feature="listImport" title={intl.formatMessage(t.title)}>
      <ListImportForms />
    </OfferedSection>
  );
}

function ListImportForms() {
  const intl = useIntl();
  return (
    <fieldset className="settings-group">
      <legend>{intl.formatMessage(t.title)}</legend>
      <p className="setting__hint">
        {intl.formatMessage(t.hint)} {intl.formatMessage(t.lineHint)}
      </p>
      <ImportOne kind="follows" />
      <ImportOne kind="blocks" />
      <ImportOne kind="mutes" />
    </fieldset>
  );
}
