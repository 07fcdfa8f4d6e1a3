import { defineMessages, type NoMessageValues } from 'react-intl';

/** What the post form and a post's actions say when the server lacks an optional call. */
export const serverFeatureMessages = defineMessages<{
  notOffered: NoMessageValues;
  descriptionNotSaved: NoMessageValues;
}>({
  notOffered: { id: 'server.feature_not_offered', defaultMessage: 'This server does not offer this.' },
  descriptionNotSaved: {
    id: 'server.description_not_saved',
    defaultMessage: 'Posted with the image, but the server did not change its description.',
  },
});
