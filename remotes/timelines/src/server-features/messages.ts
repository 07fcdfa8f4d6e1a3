import { defineMessages, type NoMessageValues } from 'react-intl';

/** What the timelines say when the server lacks an optional call. */
export const serverFeatureMessages = defineMessages<{ notOffered: NoMessageValues }>({
  notOffered: { id: 'server.feature_not_offered', defaultMessage: 'This server does not offer this.' },
});
