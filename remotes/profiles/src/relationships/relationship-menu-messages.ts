import { defineMessages, type NoMessageValues } from 'react-intl';

/** The card menu's toggles beyond mute and block. */
export const relationshipMenuMessages = defineMessages<{
  subscribe: NoMessageValues;
  unsubscribe: NoMessageValues;
  showRepeats: NoMessageValues;
  hideRepeats: NoMessageValues;
  muteDomain: { domain: string };
  unmuteDomain: { domain: string };
}>({
  subscribe: { id: 'user_card.subscribe', defaultMessage: 'Notify me of new posts' },
  unsubscribe: { id: 'user_card.unsubscribe', defaultMessage: 'Stop notifying me of new posts' },
  showRepeats: { id: 'user_card.show_repeats', defaultMessage: 'Show repeats' },
  hideRepeats: { id: 'user_card.hide_repeats', defaultMessage: 'Hide repeats' },
  muteDomain: { id: 'user_card.domain_mute', defaultMessage: 'Mute everything from {domain}' },
  unmuteDomain: { id: 'user_card.domain_unmute', defaultMessage: 'Unmute {domain}' },
});
