import { getApiClient } from '@murmur/shared';
import { Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { failureText, type Outcome, OutcomeMessage } from '../account/list-state';

const texts = defineMessages({
  title: { id: 'settings.import_lists', defaultMessage: 'Import follows, blocks and mutes' },
  hint: {
    id: 'settings.import_lists_hint',
    defaultMessage:
      'A CSV or text file with one account address (user@example.org) per line, as other servers export it.',
  },
  follows: { id: 'settings.import_followers_from_a_csv_file', defaultMessage: 'Import follows from a file' },
  blocks: { id: 'settings.import_blocks_from_a_csv_file', defaultMessage: 'Import blocks from a file' },
  mutes: { id: 'settings.import_mutes_from_a_csv_file', defaultMessage: 'Import mutes from a file' },
  importing: { id: 'settings.importing', defaultMessage: 'Sending {file}…' },
  done: {
    id: 'settings.follows_imported',
    defaultMessage:
      'Imported {count, plural, one {# account} other {# accounts}}: the server works through the list now.',
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

/** The account addresses of an export file: the first column, without a header row or blanks. */
export function accountsInList(text: string): string[] {
  return (
    text
      .split(/\r?\n/)
      .map((line) => (line.split(',')[0] ?? '').trim().replace(/^@/, ''))
      // Only addresses: a header row ("Account address", "account") has no @.
      .filter((entry) => /^[^@\s]+@[^@\s]+$/.test(entry))
  );
}

function ImportOne({ kind }: { kind: Kind }) {
  const intl = useIntl();
  const id = useId();
  const [sending, setSending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setOutcome(null);
    const accounts = accountsInList(await file.text());
    if (accounts.length === 0) {
      setOutcome({ ok: false, text: intl.formatMessage(t.empty) });
      return;
    }
    setSending(file.name);
    try {
      const body = new FormData();
      body.append('list', new Blob([accounts.join('\n')], { type: 'text/plain' }), file.name);
      await getApiClient().post(PATHS[kind], { body, responseType: 'text' });
      setOutcome({ ok: true, text: intl.formatMessage(t.done, { count: accounts.length }) });
    } catch (error) {
      setOutcome({ ok: false, text: failureText(intl, error) });
    } finally {
      setSending(null);
    }
  };
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
        onChange={(event) => void onFile(event)}
      />
      {sending !== null ? (
        <span role="status" className="setting__hint">
          <progress aria-label={intl.formatMessage(t.importing, { file: sending })} />{' '}
          {intl.formatMessage(t.importing, { file: sending })}
        </span>
      ) : null}
      <OutcomeMessage outcome={outcome} />
    </div>
  );
}

/** Imports of follows, blocks and mutes from another server's export files. */
export function ListImports() {
  const intl = useIntl();
  return (
    <fieldset className="settings-group">
      <legend>{intl.formatMessage(t.title)}</legend>
      <p className="setting__hint">{intl.formatMessage(t.hint)}</p>
      <ImportOne kind="follows" />
      <ImportOne kind="blocks" />
      <ImportOne kind="mutes" />
    </fieldset>
  );
}
