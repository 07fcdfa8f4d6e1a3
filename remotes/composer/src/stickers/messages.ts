import { defineMessages, type MessageDescriptor } from 'react-intl';

const defined = defineMessages({
  title: { id: 'stickers.title', defaultMessage: 'Stickers' },
  close: { id: 'stickers.close', defaultMessage: 'Close the stickers' },
  sticker: { id: 'stickers.sticker', defaultMessage: 'Sticker {name}' },
  failed: { id: 'stickers.failed', defaultMessage: 'The sticker could not be fetched: {error}' },
});

export const stickerMessages = defined as Record<keyof typeof defined, MessageDescriptor>;
