import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';

const messages = defineMessages({
  navigation: { id: 'nav.navigation', defaultMessage: 'Navigation' },
  publicTl: { id: 'nav.public_tl', defaultMessage: 'Local timeline' },
  twkn: { id: 'nav.twkn', defaultMessage: 'Whole known network' },
  bubble: { id: 'nav.bubble', defaultMessage: 'Bubble timeline' },
});

/** Timelines an anonymous visitor may open (spec 1 section 6; visibility rules come with capabilities). */
export function NavPanel() {
  const intl = useIntl();
  return (
    <nav className="panel nav-panel" aria-label={intl.formatMessage(messages.navigation)}>
      <ul>
        <li>
          <NavLink to="/main/public">
            <FormattedMessage {...messages.publicTl} />
          </NavLink>
        </li>
        <li>
          <NavLink to="/main/bubble">
            <FormattedMessage {...messages.bubble} />
          </NavLink>
        </li>
        <li>
          <NavLink to="/main/all">
            <FormattedMessage {...messages.twkn} />
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
