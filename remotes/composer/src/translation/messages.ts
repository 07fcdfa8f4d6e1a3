import { defineMessages, type MessageDescriptor } from 'react-intl';

const defined = defineMessages({
  translated: { id: 'status.translated_from', defaultMessage: 'Translated from {language}' },
  translatedUnknown: { id: 'status.translated', defaultMessage: 'Translated' },
  translating: { id: 'status.translating', defaultMessage: 'Translating…' },
  failed: { id: 'status.translation_failed', defaultMessage: 'The post could not be translated: {error}' },
  showOriginal: { id: 'status.show_original', defaultMessage: 'Hide the translation' },
  noTarget: {
    id: 'toast.no_translation_target_set',
    defaultMessage: 'No translation target language set: choose one in Settings, General.',
  },
});

export const translationMessages = defined as Record<keyof typeof defined, MessageDescriptor>;
