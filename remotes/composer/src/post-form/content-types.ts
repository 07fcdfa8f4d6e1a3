import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/** The names of spec 3's content types (Akkoma-FE's keys); another type shows as itself. */
const names = defineMessages({
  'text/plain': { id: 'post_status.content_type.text/plain', defaultMessage: 'Plain text' },
  'text/html': { id: 'post_status.content_type.text/html', defaultMessage: 'HTML' },
  'text/markdown': { id: 'post_status.content_type.text/markdown', defaultMessage: 'Markdown' },
  'text/bbcode': { id: 'post_status.content_type.text/bbcode', defaultMessage: 'BBCode' },
  'text/x.misskeymarkdown': { id: 'post_status.content_type.text/x.misskeymarkdown', defaultMessage: 'MFM' },
}) as Record<string, MessageDescriptor>;

export function contentTypeName(intl: IntlShape, format: string): string {
  const message = Object.hasOwn(names, format) ? names[format] : undefined;
  return message ? intl.formatMessage(message) : format;
}
