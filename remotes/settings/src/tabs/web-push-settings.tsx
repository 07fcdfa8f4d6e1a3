import {
  browserHasWebPush,
  DEFAULT_WEB_PUSH_ALERTS,
  describeError,
  disableWebPush,
  enableWebPush,
  readWebPushAlerts,
  updateWebPushAlerts,
  useInstance,
  usePreference,
  WEB_PUSH_ALERTS,
  type WebPushAlert,
  type WebPushAlerts,
  WebPushError,
} from '@murmur/shared';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { useServerAction } from '../account/offline';
import { settingsMessages as m } from '../settings-modal/messages';
import { savePreference } from '../settings-modal/setting-controls';
import { webPushMessages as wm } from './web-push-messages';

/** Each alert's label: the notification types' own names in this tab. */
const ALERT_LABELS: Record<WebPushAlert, MessageDescriptor> = {
  follow: m.follows,
  follow_request: m.followRequest,
  favourite: m.likes,
  reblog: m.repeats,
  mention: m.mentions,
  poll: m.polls,
  move: m.moves,
  'pleroma:emoji_reaction': m.emojiReactions,
};

function refusalText(intl: IntlShape, error: unknown): string {
  const reason = error instanceof WebPushError ? error.reason : 'server';
  const detail =
    error instanceof Error && !(error instanceof WebPushError) ? describeError(intl, error) : undefined;
  switch (reason) {
    case 'unsupported':
      return intl.formatMessage(wm.unsupported);
    case 'permission_denied':
      return intl.formatMessage(wm.permissionDenied);
    case 'no_vapid_key':
      return intl.formatMessage(wm.noVapidKey);
    case 'disabled_by_server':
      return intl.formatMessage(wm.disabledByServer);
    case 'push_service':
      return intl.formatMessage(wm.pushService);
    default:
      return intl.formatMessage(wm.server, {
        error:
          (error instanceof WebPushError ? error.detail : detail) ?? intl.formatMessage(wm.unknownReason),
      });
  }
}

/**
 * Web push (spec 1 section 7, spec 3's `webPushNotifications` and `webPushHideIfCW`): turning it
 * on asks the browser's permission and subscribes with the server; the alerts picked here go with
 * the subscription and change it while it is on; turning it off deletes it. Every refusal says
 * why, under the control.
 */
export function WebPushSettings() {
  const intl = useIntl();
  const on = usePreference('webPushNotifications');
  const hideIfCW = usePreference('webPushHideIfCW');
  const { instance } = useInstance();
  const id = useId();
  const [alerts, setAlerts] = useState<WebPushAlerts>(DEFAULT_WEB_PUSH_ALERTS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const supported = browserHasWebPush();
  // Subscribing, unsubscribing and the alerts of a subscription go to the server (issue 36).
  const net = useServerAction();

  // While on, the server's subscription says which alerts are picked.
  useEffect(() => {
    if (!on) return;
    let live = true;
    void readWebPushAlerts().then((known) => {
      if (live && known) setAlerts((previous) => ({ ...previous, ...known }));
    });
    return () => {
      live = false;
    };
  }, [on]);

  const toggle = async (next: boolean) => {
    setBusy(true);
    setError(null);
    try {
      if (next) {
        await enableWebPush({ vapidKey: instance.pleroma.vapid_public_key, alerts });
        savePreference('webPushNotifications', true);
      } else {
        // Off in this browser whatever the server answers: the worker shows nothing more.
        savePreference('webPushNotifications', false);
        try {
          await disableWebPush();
        } catch (failure) {
          const reason = failure instanceof WebPushError ? failure.detail : undefined;
          setError(
            intl.formatMessage(wm.offFailed, { error: reason ?? intl.formatMessage(wm.unknownReason) }),
          );
        }
      }
    } catch (failure) {
      setError(refusalText(intl, failure));
    } finally {
      setBusy(false);
    }
  };

  const changeAlert = async (name: WebPushAlert, value: boolean) => {
    const next = { ...alerts, [name]: value };
    setAlerts(next);
    if (!on) return;
    setError(null);
    try {
      await updateWebPushAlerts(next);
    } catch (failure) {
      setAlerts(alerts);
      const reason = failure instanceof WebPushError ? failure.detail : undefined;
      setError(
        intl.formatMessage(wm.alertsFailed, { error: reason ?? intl.formatMessage(wm.unknownReason) }),
      );
    }
  };

  return (
    <fieldset className="settings-group" aria-busy={busy}>
      <legend>{intl.formatMessage(wm.legend)}</legend>
      <div className="setting setting--boolean">
        <input
          id={`${id}-enable`}
          type="checkbox"
          checked={on}
          disabled={busy || (!supported && !on)}
          {...net.control(`${id}-status`)}
          onChange={net.guard((event: ChangeEvent<HTMLInputElement>) => void toggle(event.target.checked))}
        />
        <label htmlFor={`${id}-enable`}>{intl.formatMessage(wm.enable)}</label>
      </div>
      <p id={`${id}-status`} className="setting__hint" aria-live="polite">
        {busy
          ? intl.formatMessage(wm.working)
          : !supported
            ? intl.formatMessage(wm.unsupported)
            : on
              ? intl.formatMessage(wm.on)
              : null}
      </p>
      {error ? (
        <p className="setting__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="setting setting--boolean">
        <input
          id={`${id}-cw`}
          type="checkbox"
          checked={hideIfCW}
          onChange={(event) => savePreference('webPushHideIfCW', event.target.checked)}
        />
        <label htmlFor={`${id}-cw`}>{intl.formatMessage(wm.hideIfCW)}</label>
      </div>
      <fieldset className="settings-group" disabled={busy}>
        <legend>{intl.formatMessage(wm.alerts)}</legend>
        {WEB_PUSH_ALERTS.map((name) => (
          <div key={name} className="setting setting--boolean">
            <input
              id={`${id}-${name}`}
              type="checkbox"
              checked={alerts[name]}
              {...(on ? net.control() : {})}
              onChange={
                on
                  ? net.guard(
                      (event: ChangeEvent<HTMLInputElement>) => void changeAlert(name, event.target.checked),
                    )
                  : (event) => void changeAlert(name, event.target.checked)
              }
            />
            <label htmlFor={`${id}-${name}`}>{intl.formatMessage(ALERT_LABELS[name])}</label>
          </div>
        ))}
      </fieldset>
    </fieldset>
  );
}
