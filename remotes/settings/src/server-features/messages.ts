import { defineMessages, type NoMessageValues } from 'react-intl';

/** What the settings say when the server lacks the calls behind a setting or a list. */
export const serverFeatureMessages = defineMessages<{ notOffered: NoMessageValues }>({
  notOffered: { id: 'server.feature_not_offered', defaultMessage: 'This server does not offer this.' },
});
