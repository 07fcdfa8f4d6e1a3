import { settingsMessages as m } from '../settings-modal/messages';
import { BooleanSetting, ChoiceSetting, LinesSetting } from '../settings-modal/setting-controls';

/** Filtering: the word filter and what the timelines hide. */
export function FilteringTab() {
  return (
    <fieldset className="settings-group">
      <LinesSetting name="muteWords" label={m.muteWords} hint={m.muteWordsHint} />
      <BooleanSetting name="hideFilteredStatuses" label={m.hideFilteredStatuses} />
      <BooleanSetting name="hideMutedPosts" label={m.hideMutedPosts} />
      <BooleanSetting name="muteBotStatuses" label={m.muteBotStatuses} />
      <ChoiceSetting
        name="replyVisibility"
        label={m.replyVisibility}
        options={[
          { value: 'all', label: m.replyAll },
          { value: 'following', label: m.replyFollowing },
          { value: 'self', label: m.replySelf },
        ]}
      />
    </fieldset>
  );
}
