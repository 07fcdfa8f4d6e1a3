import {
  formatFileSize,
  HtmlContent,
  routePaths,
  Slot,
  sanitizeHtml,
  statedTextLimit,
  useFrontendConfig,
  useInstance,
  useInstanceExtras,
  usePreference,
  useSession,
} from '@murmur/shared/core';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AfterFirstScreen } from './after-first-screen';
import { featureMessages, layoutMessages as m } from './messages';
import { NavLinks } from './nav-panel';
import { UserPanelArea } from './user-panel-area';

/** The instance's own HTML panel (/instance/panel.html), sanitised and rendered, never injected. */
export function InstancePanel() {
  const intl = useIntl();
  const config = useFrontendConfig();
  const { instancePanelHtml } = useInstanceExtras();
  // hideISP: the reader's "hide the instance-specific panel".
  const hidden = usePreference('hideISP');
  const html = useMemo(() => (instancePanelHtml ? sanitizeHtml(instancePanelHtml) : ''), [instancePanelHtml]);
  if (hidden || !config.showInstanceSpecificPanel || html.trim() === '') return null;
  return (
    <section className="panel instance-panel" aria-label={intl.formatMessage(m.instancePanel)}>
      <div className="panel__body" dir="auto">
        <HtmlContent html={html} />
      </div>
    </section>
  );
}

/** For anonymous visitors: what the instance offers (text limit, upload limit). */
export function FeaturesPanel() {
  const intl = useIntl();
  const session = useSession();
  const config = useFrontendConfig();
  const instanceState = useInstance();
  const { instance } = instanceState;
  if (session.kind === 'user' || !config.showFeaturesPanel) return null;
  // The server's figure, or no line at all until (unless) the server states one.
  const textLimit = statedTextLimit(instanceState);
  return (
    <section className="panel features-panel" aria-labelledby="features-panel-title">
      <h2 id="features-panel-title" className="panel__heading">
        <FormattedMessage {...m.features} />
      </h2>
      <ul className="panel__body features-panel__list">
        {textLimit !== null ? (
          <li>
            {textLimit > 0 ? (
              <FormattedMessage {...featureMessages.textLimit} values={{ limit: textLimit }} />
            ) : (
              <FormattedMessage {...m.noTextLimit} />
            )}
          </li>
        ) : null}
        {instance.upload_limit ? (
          <li>
            <FormattedMessage
              {...featureMessages.uploadLimit}
              values={{ limit: formatFileSize(instance.upload_limit, intl.locale) }}
            />
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/**
 * Who to follow: the profiles remote fills the three suggestion slots. Signed-in users on a server
 * with suggestions only.
 */
export function WhoToFollowPanel() {
  const session = useSession();
  const { capabilities } = useInstance();
  if (session.kind !== 'user' || !capabilities.suggestions) return null;
  return (
    <AfterFirstScreen>
      <Slot name="profiles/WhoToFollowPanel" props={{}} unavailable={null} />
    </AfterFirstScreen>
  );
}

/** Above the main column for anonymous visitors: the way in. */
export function LoginHint() {
  const session = useSession();
  if (session.kind === 'user') return null;
  return (
    <p className="login-hint">
      <Link to={routePaths.login()}>
        <FormattedMessage {...m.loginHint} />
      </Link>
    </p>
  );
}

/** The sidebar: user panel area, navigation, instance panel, features panel, who to follow. */
export function Sidebar({ navigation = true }: { navigation?: boolean }) {
  const intl = useIntl();
  const session = useSession();
  return (
    <>
      {session.kind === 'user' ? (
        // The profiles remote's user card, then the composer's post form.
        <UserPanelArea>
          <AfterFirstScreen>
            <Slot name="profiles/UserPanel" props={{}} unavailable={null} />
            <Slot name="composer/PostForm" props={{ placement: 'sidebar' }} unavailable={null} />
          </AfterFirstScreen>
        </UserPanelArea>
      ) : null}
      {navigation ? (
        <nav className="panel nav-panel" aria-label={intl.formatMessage(m.navigation)}>
          <NavLinks />
        </nav>
      ) : null}
      <InstancePanel />
      <FeaturesPanel />
      <WhoToFollowPanel />
    </>
  );
}
