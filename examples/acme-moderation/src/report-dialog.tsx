// Slot 'moderation/ReportDialog' (props ModalContentProps: { accountId, statusIds? }), ACME's way: a
// single comment box; the report goes to the same standard endpoint.
import { getApiClient, type ModalContentProps } from '@murmur/shared';
import { type FormEvent, useState } from 'react';

export default function AcmeReportDialog({ props, onClose }: ModalContentProps) {
  const accountId = typeof props.accountId === 'string' ? props.accountId : '';
  const statusIds = Array.isArray(props.statusIds)
    ? props.statusIds.filter((id) => typeof id === 'string')
    : [];
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    getApiClient()
      .post('/api/v1/reports', { form: { account_id: accountId, status_ids: statusIds, comment } })
      .then(onClose)
      .catch((reason: unknown) => setError(String(reason)));
  };
  return (
    <form onSubmit={submit} aria-label="Tell ACME what is wrong">
      <label>
        What is wrong?
        <textarea value={comment} onChange={(event) => setComment(event.target.value)} />
      </label>
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit" className="button">
        Send to ACME
      </button>
    </form>
  );
}
