import { FormattedMessage } from 'react-intl';

/** Shown while a remote's code is on its way; the remote shows its own spinner after that. */
export function TimelineLoading() {
  return (
    <div className="panel shell-loading" role="status">
      <FormattedMessage id="general.loading" defaultMessage="Loading…" />
    </div>
  );
}
