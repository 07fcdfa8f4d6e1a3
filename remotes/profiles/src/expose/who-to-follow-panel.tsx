// Exposed as `profiles/WhoToFollowPanel` (slot 'profiles/WhoToFollowPanel', props PanelProps).
import '../profiles.css';
import { PartMessages } from '@murmur/shared';
import { profilesCatalogue } from '../i18n/catalogue';
import { WhoToFollowPanel } from '../who-to-follow/who-to-follow-panel';

export default function WhoToFollowPanelInLanguage() {
  return (
    <PartMessages loader={profilesCatalogue}>
      <WhoToFollowPanel />
    </PartMessages>
  );
}
