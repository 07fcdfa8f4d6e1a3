import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the post form (spec 3 sections 4, 5 and 8). Keys follow Akkoma-FE's. */
export const formMessages = defineMessages<{
  placeholder: NoMessageValues;
  replyPlaceholder: NoMessageValues;
  contentWarning: NoMessageValues;
  post: NoMessageValues;
  posting: NoMessageValues;
  cancel: NoMessageValues;
  emptyError: NoMessageValues;
  error: { error: string };
  remaining: { count: number };
  scope: NoMessageValues;
  contentType: NoMessageValues;
  newStatus: NoMessageValues;
  replyTo: NoMessageValues;
  addCw: NoMessageValues;
  close: NoMessageValues;
  direct: NoMessageValues;
  private: NoMessageValues;
  unlisted: NoMessageValues;
  public: NoMessageValues;
  local: NoMessageValues;
  draftKept: NoMessageValues;
  editStatus: NoMessageValues;
  quote: NoMessageValues;
  save: NoMessageValues;
  saving: NoMessageValues;
  preview: NoMessageValues;
  previewEmpty: NoMessageValues;
  previewLoading: NoMessageValues;
  previewError: { error: string };
  retry: NoMessageValues;
}>({
  placeholder: { id: 'post_status.default', defaultMessage: 'Just landed in L.A.' },
  replyPlaceholder: { id: 'post_status.reply_placeholder', defaultMessage: 'Write your reply' },
  contentWarning: { id: 'post_status.content_warning', defaultMessage: 'Content warning (optional)' },
  post: { id: 'post_status.post', defaultMessage: 'Post' },
  posting: { id: 'post_status.posting', defaultMessage: 'Posting' },
  cancel: { id: 'general.cancel', defaultMessage: 'Cancel' },
  emptyError: {
    id: 'post_status.empty_status_error',
    defaultMessage: "Can't send a post with no content and no files",
  },
  error: { id: 'post_status.error', defaultMessage: 'Error: {error}' },
  remaining: { id: 'post_status.remaining', defaultMessage: '{count} characters left' },
  scope: { id: 'post_status.scope', defaultMessage: 'Visibility' },
  contentType: { id: 'post_status.content_type', defaultMessage: 'Content type' },
  newStatus: { id: 'post_status.new_status', defaultMessage: 'Post new status' },
  replyTo: { id: 'post_status.reply', defaultMessage: 'Reply' },
  addCw: { id: 'post_status.add_content_warning', defaultMessage: 'Add a content warning' },
  close: { id: 'general.close', defaultMessage: 'Close' },
  direct: { id: 'post_status.scope.direct', defaultMessage: 'Direct: post to mentioned users only' },
  private: { id: 'post_status.scope.private', defaultMessage: 'Followers-only: post to followers only' },
  unlisted: { id: 'post_status.scope.unlisted', defaultMessage: 'Unlisted: do not post to public timelines' },
  public: { id: 'post_status.scope.public', defaultMessage: 'Public: post to public timelines' },
  local: { id: 'post_status.scope.local', defaultMessage: 'Local: post to this instance only' },
  draftKept: { id: 'post_status.draft_kept', defaultMessage: 'Your text is kept as a draft.' },
  editStatus: { id: 'post_status.edit_status', defaultMessage: 'Edit status' },
  quote: { id: 'post_status.quote', defaultMessage: 'Quote' },
  save: { id: 'post_status.save', defaultMessage: 'Save' },
  saving: { id: 'post_status.saving', defaultMessage: 'Saving' },
  preview: { id: 'post_status.preview', defaultMessage: 'Preview' },
  previewEmpty: { id: 'post_status.preview_empty', defaultMessage: 'Nothing to preview: the post is empty' },
  previewLoading: { id: 'post_status.preview_loading', defaultMessage: 'Loading the preview…' },
  previewError: { id: 'post_status.preview_error', defaultMessage: 'The preview failed: {error}' },
  retry: { id: 'general.retry', defaultMessage: 'Retry' },
});
