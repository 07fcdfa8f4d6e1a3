import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** The scope notices under the post form (spec 3 section 6). Keys follow Akkoma-FE's. */
export const scopeNoticeMessages = defineMessages<{
  public: NoMessageValues;
  unlisted: NoMessageValues;
  private: NoMessageValues;
  directToFirstOnly: NoMessageValues;
  directToAll: NoMessageValues;
  /** `link` is a rich value (a button): MessageValue lets a React node through. */
  notLocked: { link: MessageValue };
  notLockedLink: NoMessageValues;
  dismiss: NoMessageValues;
}>({
  public: { id: 'post_status.scope_notice.public', defaultMessage: 'This post will be visible to everyone' },
  unlisted: {
    id: 'post_status.scope_notice.unlisted',
    defaultMessage: 'This post will not be visible in Public Timeline and The Whole Known Network',
  },
  private: {
    id: 'post_status.scope_notice.private',
    defaultMessage: 'This post will be visible to your followers only',
  },
  directToFirstOnly: {
    id: 'post_status.direct_warning_to_first_only',
    defaultMessage: 'This post will only be visible to the mentioned users at the beginning of the message.',
  },
  directToAll: {
    id: 'post_status.direct_warning_to_all',
    defaultMessage: 'This post will be visible to all the mentioned users.',
  },
  notLocked: {
    id: 'post_status.account_not_locked_warning',
    defaultMessage: 'Your account is not {link}. Anyone can follow you to view your follower-only posts.',
  },
  notLockedLink: { id: 'post_status.account_not_locked_warning_link', defaultMessage: 'locked' },
  dismiss: { id: 'post_status.scope_notice_dismiss', defaultMessage: 'Close this notice' },
});
