// Slot 'profiles/AboutPage' (route /about, props RouteScreenProps): the instance's About screen.
// The shell renders it inside its <main>, whose heading this screen's <h1> is. Server HTML (the
// instance's description) goes through the contract's HtmlContent, which sanitises it again.
import { HtmlContent, PartMessages, type RouteScreenProps, useInstance } from '@murmur/shared';
import { defineMessages, useIntl } from 'react-intl';
import { catalogue } from './catalogue';
import './about-page.css';

// Message ids start with the container's name, so they never meet another part's.
const m = defineMessages({
  heading: { id: '__CONTAINER__.about.heading', defaultMessage: 'About {name}' },
  empty: { id: '__CONTAINER__.about.empty', defaultMessage: 'This instance has not described itself yet.' },
  users: {
    id: '__CONTAINER__.about.users',
    defaultMessage: '{count, plural, one {# registered person} other {# registered people}}',
  },
});

export function AboutScreen() {
  const intl = useIntl();
  const { instance } = useInstance();
  const users = instance.stats.user_count;
  return (
    <section className="__CONTAINER__-about" aria-labelledby="__CONTAINER__-about-heading">
      <h1 id="__CONTAINER__-about-heading">
        {intl.formatMessage(m.heading, { name: instance.title || instance.uri })}
      </h1>
      {instance.description ? (
        <div dir="auto">
          <HtmlContent html={instance.description} />
        </div>
      ) : (
        <p>{intl.formatMessage(m.empty)}</p>
      )}
      {users > 0 ? <p>{intl.formatMessage(m.users, { count: users })}</p> : null}
    </section>
  );
}

/** The slot module's default export: the screen in the reader's language. */
export default function AboutPage(_props: RouteScreenProps) {
  return (
    <PartMessages loader={catalogue}>
      <AboutScreen />
    </PartMessages>
  );
}
