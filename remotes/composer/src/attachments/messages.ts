import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of a post's media (spec 3 section 4, attachment display). */
export const attachmentMessages = defineMessages<{
  attachments: NoMessageValues;
  showSensitive: NoMessageValues;
  hideAttachment: NoMessageValues;
  noDescription: NoMessageValues;
  video: NoMessageValues;
  audio: NoMessageValues;
  file: NoMessageValues;
  more: { count: number };
  openSensitive: NoMessageValues;
  expandGallery: { count: number };
  collapseGallery: NoMessageValues;
}>({
  openSensitive: { id: 'status.open_sensitive', defaultMessage: 'Sensitive media: open' },
  expandGallery: {
    id: 'status.expand_gallery',
    defaultMessage: '{count, plural, one {# attachment: show it} other {# attachments: show all}}',
  },
  collapseGallery: { id: 'status.collapse_gallery', defaultMessage: 'Show fewer attachments' },
  attachments: { id: 'status.attachments', defaultMessage: 'Attachments' },
  showSensitive: { id: 'status.show_sensitive', defaultMessage: 'Show sensitive media' },
  hideAttachment: { id: 'status.hide_attachment', defaultMessage: 'Hide media' },
  noDescription: { id: 'status.attachment_no_description', defaultMessage: 'Attachment without description' },
  video: { id: 'status.attachment_video', defaultMessage: 'Video' },
  audio: { id: 'status.attachment_audio', defaultMessage: 'Audio' },
  file: { id: 'status.attachment_file', defaultMessage: 'File' },
  more: {
    id: 'status.attachments_more',
    defaultMessage: '{count, plural, one {# more attachment} other {# more attachments}}',
  },
});
