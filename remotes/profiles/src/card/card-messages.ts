import { defineMessages } from 'react-intl';

/** The card's avatar zoom, feed link, mention button and the pop-up card's way to the profile. */
export const cardMessages = defineMessages({
  zoomAvatar: { id: 'user_card.zoom_avatar', defaultMessage: 'Show the avatar larger' },
  rss: { id: 'user_card.rss', defaultMessage: 'RSS feed' },
  mention: { id: 'user_card.mention', defaultMessage: 'Mention' },
  openProfile: { id: 'user_card.open_profile', defaultMessage: 'Open profile' },
});
