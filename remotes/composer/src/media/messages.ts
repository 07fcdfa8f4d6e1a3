import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of media in the post form (spec 3 sections 5 and 8). Keys follow Akkoma-FE's. */
export const mediaMessages = defineMessages<{
  upload: NoMessageValues;
  uploading: { name: string; percent: number };
  errorBase: { reason: string };
  errorDefault: NoMessageValues;
  // The sizes arrive formatted in the interface language (intl.formatNumber), the units as spec 3 has them.
  fileTooBig: { filesize: string; filesizeunit: string; allowedsize: string; allowedsizeunit: string };
  tooMany: { count: number };
  description: NoMessageValues;
  descriptionFor: { name: string };
  descriptionError: NoMessageValues;
  remove: { name: string };
  moveEarlier: { name: string };
  moveLater: { name: string };
  moved: { name: string; position: number; count: number };
  sensitive: NoMessageValues;
  attachments: NoMessageValues;
  dropHere: NoMessageValues;
}>({
  upload: { id: 'tool_tip.media_upload', defaultMessage: 'Upload media' },
  uploading: { id: 'upload.uploading', defaultMessage: 'Uploading {name}: {percent}%' },
  errorBase: { id: 'upload.error.base', defaultMessage: 'Upload failed: {reason}' },
  errorDefault: { id: 'upload.error.default', defaultMessage: 'Try again later' },
  fileTooBig: {
    id: 'upload.error.file_too_big',
    defaultMessage: 'File too big [{filesize} {filesizeunit} / {allowedsize} {allowedsizeunit}]',
  },
  tooMany: {
    id: 'upload.error.too_many',
    defaultMessage: 'At most {count, plural, one {# file} other {# files}} can be attached',
  },
  description: { id: 'post_status.media_description', defaultMessage: 'Media description' },
  descriptionFor: { id: 'post_status.media_description_for', defaultMessage: 'Description of {name}' },
  descriptionError: {
    id: 'post_status.media_description_error',
    defaultMessage: 'Failed to update media, try again',
  },
  remove: { id: 'post_status.remove_attachment', defaultMessage: 'Remove {name}' },
  moveEarlier: { id: 'post_status.move_attachment_earlier', defaultMessage: 'Move {name} earlier' },
  moveLater: { id: 'post_status.move_attachment_later', defaultMessage: 'Move {name} later' },
  moved: {
    id: 'post_status.attachment_moved',
    defaultMessage: '{name} is now file {position} of {count}',
  },
  sensitive: { id: 'post_status.attachments_sensitive', defaultMessage: 'Mark attachments as sensitive' },
  attachments: { id: 'post_status.attachments', defaultMessage: 'Attachments' },
  dropHere: { id: 'upload.drop_here', defaultMessage: 'Drop files to attach them' },
});
