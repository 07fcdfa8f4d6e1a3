import { useIntl } from 'react-intl';
import { settingsMessages as m } from '../settings-modal/messages';
import { BooleanSetting, ChoiceSetting, NumberSetting } from '../settings-modal/setting-controls';
import {
  InterfaceLanguageSetting,
  PostLanguageSetting,
  TranslationLanguageSetting,
} from './language-settings';

/** General: interface, timelines, composing and confirmation dialogs. */
export function GeneralTab({ expert }: { expert: boolean }) {
  const intl = useIntl();
  return (
    <>
      <fieldset className="settings-group">
        <legend>{intl.formatMessage(m.timeline)}</legend>
        <BooleanSetting name="hideAttachments" label={m.hideAttachments} />
        <BooleanSetting name="hideAttachmentsInConv" label={m.hideAttachmentsInConv} />
        <BooleanSetting name="hideNsfw" label={m.hideNsfw} />
        <BooleanSetting name="useOneClickNsfw" label={m.useOneClickNsfw} />
        <BooleanSetting name="useBlurhash" label={m.useBlurhash} />
        <BooleanSetting name="useContainFit" label={m.useContainFit} />
        <BooleanSetting name="stopGifs" label={m.stopGifs} />
        <BooleanSetting name="playVideosInModal" label={m.playVideosInModal} />
        <BooleanSetting name="loopVideo" label={m.loopVideo} />
        <BooleanSetting name="loopVideoSilentOnly" label={m.loopVideoSilentOnly} />
        <BooleanSetting name="emojiReactionsOnTimeline" label={m.emojiReactionsOnTimeline} />
        {expert ? <NumberSetting name="maxThumbnails" label={m.maxThumbnails} min={1} max={100} /> : null}
        <BooleanSetting name="streaming" label={m.streaming} />
        <BooleanSetting name="pauseOnUnfocused" label={m.pauseOnUnfocused} />
        <ChoiceSetting
          name="conversationDisplay"
          label={m.conversationDisplay}
          options={[
            { value: 'linear', label: m.linear },
            { value: 'tree', label: m.tree },
          ]}
        />
        {expert ? (
          <NumberSetting name="maxDepthInThread" label={m.maxDepthInThread} min={3} max={100} />
        ) : null}
        {expert ? <BooleanSetting name="virtualScrolling" label={m.virtualScrolling} /> : null}
      </fieldset>
      <fieldset className="settings-group">
        <legend>{intl.formatMessage(m.interface)}</legend>
        <InterfaceLanguageSetting />
        <TranslationLanguageSetting />
        <BooleanSetting name="keyboardShortcuts" label={m.keyboardShortcuts} />
        <BooleanSetting name="hidePostStats" label={m.hidePostStats} />
        <BooleanSetting name="greentext" label={m.greentext} />
        <BooleanSetting name="hideUserStats" label={m.hideUserStats} />
        <BooleanSetting name="sidebarRight" label={m.sidebarRight} />
        <ChoiceSetting
          name="thirdColumnMode"
          label={m.thirdColumnMode}
          options={[
            { value: 'none', label: m.thirdColumnNone },
            { value: 'notifications', label: m.thirdColumnNotifications },
            { value: 'postform', label: m.thirdColumnPostform },
          ]}
        />
        <BooleanSetting name="hideSiteName" label={m.hideSiteName} />
        <BooleanSetting name="hideSiteFavicon" label={m.hideSiteFavicon} />
        <BooleanSetting name="hideISP" label={m.hideISP} />
        <BooleanSetting name="disableStickyHeaders" label={m.disableStickyHeaders} />
        <BooleanSetting name="showNavShortcuts" label={m.showNavShortcuts} />
        <BooleanSetting name="showWiderShortcuts" label={m.showWiderShortcuts} />
        <BooleanSetting name="alwaysShowNewPostButton" label={m.alwaysShowNewPostButton} />
        <BooleanSetting name="autohideFloatingPostButton" label={m.autohideFloatingPostButton} />
        <ChoiceSetting
          name="userProfileDefaultTab"
          label={m.userProfileDefaultTab}
          options={[
            { value: 'statuses', label: m.profileTabStatuses },
            { value: 'replies', label: m.profileTabReplies },
            { value: 'friends', label: m.profileTabFriends },
            { value: 'followers', label: m.profileTabFollowers },
            { value: 'media', label: m.profileTabMedia },
            { value: 'favorites', label: m.profileTabFavorites },
          ]}
        />
      </fieldset>
      <fieldset className="settings-group">
        <legend>{intl.formatMessage(m.mentionDisplay)}</legend>
        <ChoiceSetting
          name="mentionLinkDisplay"
          label={m.mentionLinkDisplay}
          options={[
            { value: 'short', label: m.mentionLinkShort },
            { value: 'full', label: m.mentionLinkFull },
          ]}
        />
        <BooleanSetting name="mentionLinkShowTooltip" label={m.mentionLinkShowTooltip} />
        <BooleanSetting name="mentionLinkShowAvatar" label={m.mentionLinkShowAvatar} />
        <BooleanSetting name="mentionLinkShowYous" label={m.mentionLinkShowYous} />
        <BooleanSetting name="mentionLinkBoldenYou" label={m.mentionLinkBoldenYou} />
        <BooleanSetting name="mentionLinkFadeDomain" label={m.mentionLinkFadeDomain} />
        <BooleanSetting name="useAtIcon" label={m.useAtIcon} />
      </fieldset>
      <fieldset className="settings-group">
        <legend>{intl.formatMessage(m.composing)}</legend>
        <PostLanguageSetting />
        <BooleanSetting name="submitOnEnter" label={m.submitOnEnter} />
        <BooleanSetting name="alwaysShowSubjectInput" label={m.alwaysShowSubjectInput} />
        <BooleanSetting name="sensitiveByDefault" label={m.sensitiveByDefault} />
        <ChoiceSetting
          name="subjectLineBehavior"
          label={m.subjectLineBehavior}
          options={[
            { value: 'email', label: m.subjectLineEmail },
            { value: 'masto', label: m.subjectLineMasto },
            { value: 'noop', label: m.subjectLineNoop },
          ]}
        />
        <BooleanSetting name="sensitiveIfSubject" label={m.sensitiveIfSubject} />
        <BooleanSetting name="padEmoji" label={m.padEmoji} />
      </fieldset>
      <fieldset className="settings-group">
        <legend>{intl.formatMessage(m.confirmations)}</legend>
        <BooleanSetting name="modalOnRepeat" label={m.modalOnRepeat} />
        <BooleanSetting name="modalOnUnfollow" label={m.modalOnUnfollow} />
        <BooleanSetting name="modalOnApproveFollow" label={m.modalOnApproveFollow} />
        <BooleanSetting name="modalOnDenyFollow" label={m.modalOnDenyFollow} />
        <BooleanSetting name="modalOnBlock" label={m.modalOnBlock} />
        <BooleanSetting name="modalOnMute" label={m.modalOnMute} />
        <BooleanSetting name="modalOnLogout" label={m.modalOnLogout} />
      </fieldset>
    </>
  );
}
