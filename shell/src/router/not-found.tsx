import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

export function NotFound() {
  return (
    <section className="panel" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="panel__heading">
        <FormattedMessage id="general.not_found" defaultMessage="Nothing here" />
      </h1>
      <p className="panel__body">
        <FormattedMessage
          id="general.not_found_text"
          defaultMessage="This page does not exist. Try the whole known network timeline."
        />{' '}
        <Link to="/main/all">
          <FormattedMessage id="nav.twkn" defaultMessage="Whole known network" />
        </Link>
      </p>
    </section>
  );
}
