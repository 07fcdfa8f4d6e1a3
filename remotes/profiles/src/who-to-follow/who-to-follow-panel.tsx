import { type Account, routePaths } from '@murmur/shared';
import { Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { whoToFollowMessages as m } from './messages';
import { SuggestionRow } from './suggestion-row';
import { fetchSuggestions, PANEL_SLOTS } from './suggestions';

/**
 * The sidebar's who-to-follow panel (spec 2 section 2): three slots that say 'Loading…' until the
 * suggestions come. Errors are not shown (spec 2 section 8): the panel then stays away.
 */
export function WhoToFollowPanel() {
  const intl = useIntl();
  const [accounts, setAccounts] = useState<Account[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetchSuggestions(controller.signal, 20)
      .then((found) => setAccounts(found.slice(0, PANEL_SLOTS)))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, []);
  if (failed || accounts?.length === 0) return null;
  return (
    <section className="panel who-to-follow-panel" aria-labelledby="who-to-follow-panel-title">
      <h2 id="who-to-follow-panel-title" className="panel__heading">
        <Users size={16} aria-hidden="true" /> {intl.formatMessage(m.title)}
      </h2>
      <ul className="about__staff who-to-follow-panel__list">
        {accounts
          ? accounts.map((account) => <SuggestionRow key={account.id} account={account} withFollow={false} />)
          : Array.from({ length: PANEL_SLOTS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={i} className="search__person who-to-follow-panel__loading">
                {intl.formatMessage(m.loading)}
              </li>
            ))}
      </ul>
      <Link to={routePaths.whoToFollow()} className="who-to-follow-panel__more">
        {intl.formatMessage(m.more)}
      </Link>
    </section>
  );
}
