import type { ModalName } from '@murmur/shared';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { screenNames } from '../router/not-available';
import { shortcutsMessages } from './shortcuts-sheet';

/** The post form's titles by what it does; ids shared with the composer's own labels. */
const postFormTitles = defineMessages({
  reply: { id: 'post_status.reply', defaultMessage: 'Reply' },
  quote: { id: 'post_status.quote', defaultMessage: 'Quote' },
  edit: { id: 'post_status.edit_status', defaultMessage: 'Edit status' },
  redraft: { id: 'post_status.redraft_status', defaultMessage: 'Delete and redraft' },
});

export const MODAL_TITLES: Record<ModalName, MessageDescriptor> = {
  settings: screenNames.settings,
  moderation: screenNames.moderation,
  'post-form': screenNames.postForm,
  report: screenNames.report,
  'media-viewer': screenNames.mediaViewer,
  confirm: screenNames.confirm,
  shortcuts: shortcutsMessages.title,
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * A modal's title. The post form says what it is doing ('Edit status', not 'Post new status'), by
 * the props its opener gave: `mode`, or a `replyToId` / `quoteId` without one.
 */
export function modalTitle(modal: ModalName, props: Record<string, unknown>): MessageDescriptor {
  if (modal !== 'post-form') return MODAL_TITLES[modal];
  const mode = text(props.mode) ?? (text(props.replyToId) ? 'reply' : text(props.quoteId) ? 'quote' : 'new');
  switch (mode) {
    case 'reply':
    case 'quote':
    case 'edit':
    case 'redraft':
      return postFormTitles[mode];
    default:
      return MODAL_TITLES[modal];
  }
}
