import type { StatusProps } from '@murmur/shared';
import { useStatus } from '@murmur/shared';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { statusMessages } from './messages';
import { RepeatHeader } from './repeat-header';
import { StatusPost } from './status-post';
import { useRestrictedNicknames } from './use-restricted-nicknames';

/**
 * A post from the entity store, by id: an `<article>` named by its author and time (and, for a
 * repeat, by who repeated it), with its place in the feed when it sits in one.
 */
export function Status({ statusId, posInSet, setSize }: StatusProps) {
  const status = useStatus(statusId);
  const restrictedNicknames = useRestrictedNicknames();
  const intl = useIntl();
  const baseId = useId();
  const repeatId = `${baseId}-repeat`;
  const nameId = `${baseId}-name`;
  const timeId = `${baseId}-time`;
  // In a feed every article is focusable (WAI-ARIA feed pattern: PageDown/PageUp move between them).
  const tabIndex = posInSet === undefined ? undefined : 0;

  if (!status) {
    return (
      <article
        className="status status--unavailable"
        aria-posinset={posInSet}
        aria-setsize={setSize}
        tabIndex={tabIndex}
        aria-label={intl.formatMessage(statusMessages.statusUnavailable)}
      >
        <p className="status-unavailable">
          <FormattedMessage {...statusMessages.statusUnavailable} />
        </p>
      </article>
    );
  }

  const shown = status.reblog ?? status;
  const labelledBy = status.reblog ? `${repeatId} ${nameId} ${timeId}` : `${nameId} ${timeId}`;
  return (
    <article
      className={status.reblog ? 'status status--repeat' : 'status'}
      aria-posinset={posInSet}
      aria-setsize={setSize}
      tabIndex={tabIndex}
      aria-labelledby={labelledBy}
    >
      {status.reblog ? (
        <RepeatHeader repeat={status} labelId={repeatId} restrictedNicknames={restrictedNicknames} />
      ) : null}
      <StatusPost
        key={shown.id}
        status={shown}
        nameId={nameId}
        timeId={timeId}
        restrictedNicknames={restrictedNicknames}
      />
    </article>
  );
}
