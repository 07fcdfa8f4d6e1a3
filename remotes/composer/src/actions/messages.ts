import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the post actions (spec 3 section 4 'Post actions', section 8 'Post actions'). */
export const actionMessages = defineMessages<{
  reply: NoMessageValues;
  repeat: NoMessageValues;
  unrepeat: NoMessageValues;
  favorite: NoMessageValues;
  unfavorite: NoMessageValues;
  bookmark: NoMessageValues;
  unbookmark: NoMessageValues;
  more: NoMessageValues;
  pin: NoMessageValues;
  unpin: NoMessageValues;
  mute: NoMessageValues;
  unmute: NoMessageValues;
  delete: NoMessageValues;
  deleteConfirm: NoMessageValues;
  copyLink: NoMessageValues;
  linkCopied: NoMessageValues;
  report: NoMessageValues;
  repeatConfirm: NoMessageValues;
  repeatConfirmTitle: NoMessageValues;
  failed: { error: string };
  quote: NoMessageValues;
  edit: NoMessageValues;
  redraft: NoMessageValues;
  redraftConfirm: NoMessageValues;
  redraftDeleteFailed: { error: string };
  history: NoMessageValues;
  translate: NoMessageValues;
  unavailable: NoMessageValues;
  loadingSource: NoMessageValues;
  sourceAsShown: NoMessageValues;
  retry: NoMessageValues;
}>({
  reply: { id: 'tool_tip.reply', defaultMessage: 'Reply' },
  repeat: { id: 'tool_tip.repeat', defaultMessage: 'Repeat' },
  unrepeat: { id: 'tool_tip.unrepeat', defaultMessage: 'Undo repeat' },
  favorite: { id: 'tool_tip.favorite', defaultMessage: 'Favorite' },
  unfavorite: { id: 'tool_tip.unfavorite', defaultMessage: 'Undo favorite' },
  bookmark: { id: 'status.bookmark', defaultMessage: 'Bookmark' },
  unbookmark: { id: 'status.unbookmark', defaultMessage: 'Remove bookmark' },
  more: { id: 'status.more_actions', defaultMessage: 'More actions' },
  pin: { id: 'status.pin', defaultMessage: 'Pin on profile' },
  unpin: { id: 'status.unpin', defaultMessage: 'Unpin from profile' },
  mute: { id: 'status.mute_conversation', defaultMessage: 'Mute conversation' },
  unmute: { id: 'status.unmute_conversation', defaultMessage: 'Unmute conversation' },
  delete: { id: 'status.delete', defaultMessage: 'Delete post' },
  deleteConfirm: { id: 'status.delete_confirm', defaultMessage: 'Do you really want to delete this status?' },
  copyLink: { id: 'status.copy_link', defaultMessage: 'Copy link to status' },
  linkCopied: { id: 'status.link_copied', defaultMessage: 'Link copied' },
  report: { id: 'user_card.report', defaultMessage: 'Report' },
  repeatConfirm: { id: 'status.repeat_confirm', defaultMessage: 'Do you really want to repeat this status?' },
  repeatConfirmTitle: { id: 'status.repeat_confirm_title', defaultMessage: 'Repeat confirmation' },
  failed: { id: 'status.action_failed', defaultMessage: 'Error: {error}' },
  quote: { id: 'status.quote', defaultMessage: 'Quote' },
  edit: { id: 'status.edit', defaultMessage: 'Edit' },
  redraft: { id: 'status.redraft', defaultMessage: 'Delete & redraft' },
  redraftConfirm: {
    id: 'status.redraft_confirm',
    defaultMessage:
      'Do you really want to delete this status and redraft it? Its favourites, repeats and replies are lost.',
  },
  redraftDeleteFailed: {
    id: 'status.redraft_delete_failed',
    defaultMessage: 'The original could not be deleted: {error}. Posting this makes a second copy.',
  },
  history: { id: 'status.edit_history', defaultMessage: 'Edit history' },
  translate: { id: 'status.translate', defaultMessage: 'Translate' },
  unavailable: { id: 'status.status_unavailable', defaultMessage: 'Status unavailable' },
  loadingSource: { id: 'status.loading_source', defaultMessage: 'Loading the post…' },
  sourceAsShown: {
    id: 'status.source_as_shown',
    defaultMessage:
      'This server does not send a post’s text as it was written, so the form holds its text as shown: check links and formatting before saving.',
  },
  retry: { id: 'general.retry', defaultMessage: 'Retry' },
});
