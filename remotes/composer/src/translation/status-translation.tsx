// MFM effects in the text it draws need their styles: this chunk is only fetched on demand anyway.
import '../mfm/mfm.css';
import { HtmlContent, type Status } from '@murmur/shared';
import { useIntl } from 'react-intl';
import { translationMessages as m } from './messages';
import type { Translation } from './translate-status';

// The translation's whole code is one part (decision 0255): the post display imports this module only.
export { translationMessages } from './messages';
export { translateStatus } from './translate-status';

export type TranslationState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; translation: Translation };

const LANGUAGE_TAG = /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/;

function languageName(code: string | null, locale: string): string | null {
  if (!code || !LANGUAGE_TAG.test(code)) return null;
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A post's translation under its text, through the same sanitised renderer as the post. */
export function StatusTranslation({
  status,
  state,
  restrictedNicknames,
  onHide,
}: {
  status: Status;
  state: TranslationState;
  restrictedNicknames: readonly string[];
  onHide: () => void;
}) {
  const intl = useIntl();
  if (state.kind === 'loading')
    return (
      <p className="status-translation status-translation--loading" role="status">
        {intl.formatMessage(m.translating)}
      </p>
    );
  if (state.kind === 'failed')
    return (
      <p className="status-translation status-translation--failed" role="alert">
        {intl.formatMessage(m.failed, { error: state.message })}
      </p>
    );
  const from = languageName(state.translation.detectedLanguage, intl.locale);
  return (
    <section className="status-translation" aria-label={intl.formatMessage(m.translatedUnknown)}>
      <p className="status-translation__from">
        {from
          ? intl.formatMessage(m.translated, { language: from })
          : intl.formatMessage(m.translatedUnknown)}
        <button type="button" className="status-translation__hide" onClick={onHide}>
          {intl.formatMessage(m.showOriginal)}
        </button>
      </p>
      <div className="status-content" dir="auto">
        <HtmlContent
          html={state.translation.html}
          emojis={status.emojis}
          mentions={status.mentions}
          tags={status.tags}
          restrictedNicknames={restrictedNicknames}
        />
      </div>
    </section>
  );
}
