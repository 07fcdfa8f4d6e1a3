import { defineMessages } from 'react-intl';

/** The card's avatar zoom and feed link. */
export const cardMessages = defineMessages({
  zoomAvatar: { id: 'user_card.zoom_avatar', defaultMessage: 'Show the avatar larger' },
  rss: { id: 'user_card.rss', defaultMessage: 'RSS feed' },
});
