import { type Account, HtmlContent, sanitizeHtml, useInstance, useInstanceExtras } from '@murmur/shared';
import { Gavel, ScrollText, Shield } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { PersonIdentity } from '../card/person-identity';
import { loadAccount } from '../profile/load-account';
import { federationPolicies } from './federation-policies';
import { aboutMessages as m } from './messages';
import { groupStaff, type StaffGroups, staffNicknames } from './staff';

type StaffState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; groups: StaffGroups };

/** Staff accounts, each fetched by name; one that cannot be found is left out, not an error. */
function useStaff(staffAccounts: readonly string[], host: string): StaffState {
  const [state, setState] = useState<StaffState>({ kind: 'loading' });
  const names = useMemo(() => staffNicknames(staffAccounts, host), [staffAccounts, host]);
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    void Promise.allSettled(names.map((name) => loadAccount({ name }, controller.signal))).then((results) => {
      if (controller.signal.aborted) return;
      const found = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      if (names.length > 0 && found.length === 0) setState({ kind: 'failed' });
      else setState({ kind: 'ready', groups: groupStaff(found) });
    });
    return () => controller.abort();
  }, [names]);
  return state;
}

function StaffList({ accounts }: { accounts: readonly Account[] }) {
  return (
    <ul className="about__staff">
      {accounts.map((account) => {
        return (
          <li key={account.id} className="search__person">
            <PersonIdentity account={account} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The about page (spec 1 route table, spec 2 section 6): the instance panel, the staff grouped by
 * role, the terms of service and the federation policies the instance reports. Server HTML goes
 * through the shared sanitiser and renderer.
 */
export function AboutPage() {
  const intl = useIntl();
  const { instance, nodeinfo } = useInstance();
  const { termsOfService, instancePanelHtml } = useInstanceExtras();
  const host = useMemo(() => {
    try {
      return new URL(instance.uri.includes('://') ? instance.uri : `https://${instance.uri}`).host;
    } catch {
      return '';
    }
  }, [instance.uri]);
  const staff = useStaff(nodeinfo?.metadata.staffAccounts ?? [], host);
  const policies = useMemo(() => federationPolicies(nodeinfo?.metadata.federation ?? {}), [nodeinfo]);
  const panel = useMemo(
    () => (instancePanelHtml ? sanitizeHtml(instancePanelHtml) : ''),
    [instancePanelHtml],
  );
  const terms = useMemo(() => (termsOfService ? sanitizeHtml(termsOfService) : ''), [termsOfService]);
  const hasPolicies = policies.policies.length + policies.simple.length + policies.quarantined.length > 0;

  return (
    <div className="about">
      <section className="about__section" aria-labelledby="about-instance">
        <h1 id="about-instance" className="search__heading">
          {intl.formatMessage(m.title, { name: instance.title || host })}
        </h1>
        {instance.description ? (
          <div className="about__html" dir="auto">
            <HtmlContent html={instance.description} />
          </div>
        ) : null}
        {panel ? (
          <div className="about__html" dir="auto">
            <HtmlContent html={panel} />
          </div>
        ) : null}
      </section>

      <section className="about__section" aria-labelledby="about-staff">
        <h2 id="about-staff" className="about__heading">
          <Shield size={18} aria-hidden="true" /> {intl.formatMessage(m.staff)}
        </h2>
        {staff.kind === 'loading' ? <p role="status">{intl.formatMessage(m.staffLoading)}</p> : null}
        {staff.kind === 'failed' ? <p>{intl.formatMessage(m.staffFailed)}</p> : null}
        {staff.kind === 'ready' ? (
          staff.groups.admin.length + staff.groups.moderator.length === 0 ? (
            <p>{intl.formatMessage(m.noStaff)}</p>
          ) : (
            <>
              {staff.groups.admin.length > 0 ? (
                <>
                  <h3 className="about__subheading">{intl.formatMessage(m.admins)}</h3>
                  <StaffList accounts={staff.groups.admin} />
                </>
              ) : null}
              {staff.groups.moderator.length > 0 ? (
                <>
                  <h3 className="about__subheading">{intl.formatMessage(m.moderators)}</h3>
                  <StaffList accounts={staff.groups.moderator} />
                </>
              ) : null}
            </>
          )
        ) : null}
      </section>

      {terms ? (
        <section className="about__section" aria-labelledby="about-terms">
          <h2 id="about-terms" className="about__heading">
            <ScrollText size={18} aria-hidden="true" /> {intl.formatMessage(m.terms)}
          </h2>
          <div className="about__html" dir="auto">
            <HtmlContent html={terms} />
          </div>
        </section>
      ) : null}

      <section className="about__section" aria-labelledby="about-federation">
        <h2 id="about-federation" className="about__heading">
          <Gavel size={18} aria-hidden="true" /> {intl.formatMessage(m.federation)}
        </h2>
        {!hasPolicies ? <p>{intl.formatMessage(m.noPolicies)}</p> : null}
        {policies.policies.length > 0 ? (
          <>
            <h3 className="about__subheading">{intl.formatMessage(m.policies)}</h3>
            <ul className="about__list">
              {policies.policies.map((policy) => (
                <li key={policy}>{policy}</li>
              ))}
            </ul>
          </>
        ) : null}
        {[
          ...policies.simple.map((entry) => ({
            key: entry.action,
            label: m[entry.action],
            hosts: entry.hosts,
          })),
          ...(policies.quarantined.length > 0
            ? [{ key: 'quarantine', label: m.quarantine, hosts: policies.quarantined }]
            : []),
        ].map((entry) => (
          <div key={entry.key} className="about__policy">
            <h3 className="about__subheading">{intl.formatMessage(entry.label)}</h3>
            <ul className="about__list">
              {entry.hosts.map((item) => (
                <li key={item.host}>
                  <bdi>{item.host}</bdi>
                  {item.reason ? (
                    <span className="about__reason">
                      {' '}
                      — {intl.formatMessage(m.reason, { reason: item.reason })}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
        {policies.hashtags.length > 0 ? (
          <div className="about__policy">
            <h3 className="about__subheading">{intl.formatMessage(m.hashtags)}</h3>
            <ul className="about__list">
              {policies.hashtags.map((entry) => (
                <li key={entry.action}>
                  {intl.formatMessage(m[`tag_${entry.action}`])}:{' '}
                  {entry.tags.map((tag) => `#${tag}`).join(', ')}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
    </div>
  );
}
