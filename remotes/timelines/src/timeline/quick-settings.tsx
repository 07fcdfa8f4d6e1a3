import { bus, type ReplyVisibility, setPreference, usePreference } from '@murmur/shared/core';
import { Settings2 } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Popover } from '../common/popover';
import { useViewer } from '../common/use-viewer';
import { quickSettingsMessages as m } from './messages';

const REPLY_VISIBILITIES: ReplyVisibility[] = ['all', 'following', 'self'];

/**
 * Spec 2 section 2: the quick-settings popover. Reply visibility (signed in only), mute bot
 * posts, hide media previews, hide all muted posts, and links to the word-filter tab and the
 * general tab of the settings modal (opened through the bus; the settings remote answers).
 */
export function QuickSettings({ onReplyVisibilityChange }: { onReplyVisibilityChange: () => void }) {
  const intl = useIntl();
  const { signedIn } = useViewer();
  const replyVisibility = usePreference('replyVisibility');
  const muteBots = usePreference('muteBotStatuses');
  const hideMedia = usePreference('hideAttachments');
  const hideMuted = usePreference('hideFilteredStatuses');
  const groupId = useId();
  const openSettings = (tab: 'filtering' | 'general', close: () => void) => {
    close();
    bus.emit({ type: 'modal/requested', modal: 'settings', props: { tab } });
  };
  return (
    <Popover
      className="quick-settings"
      label={intl.formatMessage(m.title)}
      trigger={<Settings2 aria-hidden size={18} />}
    >
      {(close) => (
        <div className="quick-settings-body">
          {signedIn ? (
            <fieldset className="quick-settings-group">
              <legend id={groupId}>{intl.formatMessage(m.replyVisibility)}</legend>
              {REPLY_VISIBILITIES.map((value) => (
                <label key={value} className="quick-settings-option">
                  <input
                    type="radio"
                    name={groupId}
                    value={value}
                    checked={replyVisibility === value}
                    onChange={() => {
                      setPreference('replyVisibility', value);
                      onReplyVisibilityChange();
                    }}
                  />
                  {intl.formatMessage(m[`replies_${value}`])}
                </label>
              ))}
            </fieldset>
          ) : null}
          <label className="quick-settings-option">
            <input
              type="checkbox"
              checked={muteBots}
              onChange={(e) => setPreference('muteBotStatuses', e.target.checked)}
            />
            {intl.formatMessage(m.muteBots)}
          </label>
          <label className="quick-settings-option">
            <input
              type="checkbox"
              checked={hideMedia}
              onChange={(e) => setPreference('hideAttachments', e.target.checked)}
            />
            {intl.formatMessage(m.hideMedia)}
          </label>
          <label className="quick-settings-option">
            <input
              type="checkbox"
              checked={hideMuted}
              onChange={(e) => setPreference('hideFilteredStatuses', e.target.checked)}
            />
            {intl.formatMessage(m.hideMuted)}
          </label>
          <button type="button" className="popover-item" onClick={() => openSettings('filtering', close)}>
            {intl.formatMessage(m.wordFilters)}
          </button>
          <button type="button" className="popover-item" onClick={() => openSettings('general', close)}>
            {intl.formatMessage(m.moreSettings)}
          </button>
        </div>
      )}
    </Popover>
  );
}
