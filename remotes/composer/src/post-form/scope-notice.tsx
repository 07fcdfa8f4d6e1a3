import { bus, setPreference } from '@murmur/shared';
import { Info, TriangleAlert, X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ScopeNoticeKind } from './scope-notice-kind';
import { scopeNoticeMessages as m } from './scope-notice-messages';

const TEXT = {
  public: m.public,
  unlisted: m.unlisted,
  private: m.private,
  'direct-first-only': m.directToFirstOnly,
  'direct-all': m.directToAll,
} as const;

/** The notice under the scope: what the chosen scope means, dismissible where Akkoma-FE allows. */
export function ScopeNotice({ kind, id }: { kind: ScopeNoticeKind; id?: string }) {
  const intl = useIntl();
  if (kind === null) return null;
  if (kind === 'not-locked') {
    const link = (
      <button
        type="button"
        className="post-form__notice-link"
        onClick={() => bus.emit({ type: 'modal/requested', modal: 'settings', props: { tab: 'profile' } })}
      >
        {intl.formatMessage(m.notLockedLink)}
      </button>
    );
    return (
      <p id={id} className="post-form__notice post-form__notice--warning" data-scope-notice={kind}>
        <TriangleAlert size={16} aria-hidden="true" />
        <span>
          <FormattedMessage {...m.notLocked} values={{ link }} />
        </span>
      </p>
    );
  }
  const dismissible = kind === 'public' || kind === 'unlisted' || kind === 'private';
  return (
    <p id={id} className="post-form__notice" data-scope-notice={kind}>
      <Info size={16} aria-hidden="true" />
      <span>{intl.formatMessage(TEXT[kind])}</span>
      {dismissible ? (
        <button
          type="button"
          className="post-form__notice-dismiss"
          aria-label={intl.formatMessage(m.dismiss)}
          title={intl.formatMessage(m.dismiss)}
          onClick={() => setPreference('hideScopeNotice', true)}
        >
          <X size={16} aria-hidden="true" />
        </button>
      ) : null}
    </p>
  );
}
