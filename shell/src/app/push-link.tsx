import { savePushDisplaySettings, usePreference, useSession } from '@murmur/shared';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { NAVIGATE_MESSAGE } from '../service-worker/worker-scope';
import { pushTemplates } from './push-texts';

// Sign-out ends web push with this module's code (logout.ts loads it): fetched now, with the rest of
// push, so that a sign-out without a network still finds it.
void import('../auth/sign-out-push').catch(() => undefined);

/**
 * The page's side of web push. While push is on for the signed-in reader, it keeps the service
 * worker's display settings (language, texts, `webPushHideIfCW`) in step with the page; and a
 * click on a notification, which the worker hands to an open tab, goes to its post or profile
 * inside the page rather than loading it anew.
 */
export function PushLink() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const on = usePreference('webPushNotifications');
  const hideIfCW = usePreference('webPushHideIfCW');
  const accountId = session.kind === 'user' ? session.accountId : null;

  useEffect(() => {
    if (!on || !accountId) return;
    void savePushDisplaySettings({
      locale: intl.locale,
      texts: pushTemplates(intl.messages as Record<string, unknown>),
      hideIfCW,
      accountId,
    });
  }, [on, accountId, hideIfCW, intl.locale, intl.messages]);

  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type !== NAVIGATE_MESSAGE || typeof data.url !== 'string') return;
      // Only a path of this origin (the worker sends nothing else).
      if (data.url.startsWith('/') && !data.url.startsWith('//')) void navigate(data.url);
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);

  return null;
}
