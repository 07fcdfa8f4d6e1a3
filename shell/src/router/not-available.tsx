import { useId } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';

/** Names of the screens whose part of Murmur has not arrived yet. */
export const screenNames = defineMessages({
  conversation: { id: 'nav.conversation', defaultMessage: 'Conversation' },
  userProfile: { id: 'nav.user_profile', defaultMessage: 'User profile' },
  interactions: { id: 'nav.interactions', defaultMessage: 'Interactions' },
  notifications: { id: 'nav.notifications', defaultMessage: 'Notifications' },
  friendRequests: { id: 'nav.friend_requests', defaultMessage: 'Follow requests' },
  search: { id: 'nav.search', defaultMessage: 'Search' },
  whoToFollow: { id: 'nav.who_to_follow', defaultMessage: 'Who to follow' },
  about: { id: 'nav.about', defaultMessage: 'About' },
  lists: { id: 'nav.lists', defaultMessage: 'Lists' },
  listEdit: { id: 'lists.edit', defaultMessage: 'Edit list' },
  announcements: { id: 'nav.announcements', defaultMessage: 'Announcements' },
  login: { id: 'login.login', defaultMessage: 'Log in' },
  registration: { id: 'registration.registration', defaultMessage: 'Registration' },
  passwordReset: { id: 'password_reset.password_reset', defaultMessage: 'Password reset' },
  settings: { id: 'settings.settings', defaultMessage: 'Settings' },
  postForm: { id: 'post_status.new_status', defaultMessage: 'Post new status' },
  moderation: { id: 'moderation.moderation', defaultMessage: 'Moderation' },
  report: { id: 'user_reporting.title', defaultMessage: 'Report' },
  mediaViewer: { id: 'media_viewer.title', defaultMessage: 'Media viewer' },
  confirm: { id: 'general.confirm', defaultMessage: 'Confirm' },
});

const messages = defineMessages({
  notAvailable: {
    id: 'general.not_available_yet',
    defaultMessage: 'This part of Murmur is not available yet',
  },
  backToTimeline: { id: 'general.back_to_timeline', defaultMessage: 'Back to the timeline' },
});
const textMessage = defineMessages<{ text: { screen: string } }>({
  text: {
    id: 'general.not_available_yet_text',
    defaultMessage: '“{screen}” will arrive in a coming version of Murmur. Everything else keeps working.',
  },
}).text;

/**
 * The honest panel for a screen whose remote does not expose it yet: it names the screen and
 * links back, so no route is ever a blank page.
 */
export function NotAvailable({
  screen,
  headingLevel = 1,
}: {
  screen: MessageDescriptor;
  headingLevel?: 1 | 2;
}) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const name = intl.formatMessage(screen);
  return (
    <section className="panel not-available" aria-labelledby={titleId}>
      <Heading id={titleId} className="panel__heading">
        {name}
      </Heading>
      <div className="panel__body">
        <p>
          <strong>
            <FormattedMessage {...messages.notAvailable} />
          </strong>
        </p>
        <p>
          <FormattedMessage {...textMessage} values={{ screen: name }} />
        </p>
        <p>
          <Link to="/">
            <FormattedMessage {...messages.backToTimeline} />
          </Link>
        </p>
      </div>
    </section>
  );
}

/** The same message without a heading, for a modal or a panel that already names itself. */
export function NotAvailableText({ screen }: { screen: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <div className="not-available">
      <p>
        <strong>
          <FormattedMessage {...messages.notAvailable} />
        </strong>
      </p>
      <p>
        <FormattedMessage {...textMessage} values={{ screen: intl.formatMessage(screen) }} />
      </p>
    </div>
  );
}
