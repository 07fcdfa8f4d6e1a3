import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the media viewer (spec 3 section 2). */
export const viewerMessages = defineMessages<{
  previous: NoMessageValues;
  next: NoMessageValues;
  position: { index: number; count: number };
  missing: NoMessageValues;
  noDescription: NoMessageValues;
  openOriginal: NoMessageValues;
  loading: NoMessageValues;
}>({
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  previous: { id: 'media_viewer.previous', defaultMessage: 'Previous' },
  next: { id: 'media_viewer.next', defaultMessage: 'Next' },
  position: { id: 'media_viewer.position', defaultMessage: '{index} of {count}' },
  missing: {
    id: 'media_viewer.missing',
    defaultMessage: 'This media is no longer available. Close the viewer and reload the post.',
  },
  noDescription: { id: 'media_viewer.no_description', defaultMessage: 'No description' },
  openOriginal: { id: 'media_viewer.open_original', defaultMessage: 'Open the original' },
});
