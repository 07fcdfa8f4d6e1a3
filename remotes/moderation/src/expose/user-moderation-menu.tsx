// Exposed as `moderation/UserModerationMenu` (slot 'moderation/UserModerationMenu', props UserModerationMenuProps).
import { PartMessages, type UserModerationMenuProps } from '@murmur/shared';
import '../moderation.css';
import { moderationCatalogue } from '../i18n/catalogue';
import { UserModerationMenu } from '../user-menu/user-moderation-menu';

export default function UserModerationMenuInLanguage(props: UserModerationMenuProps) {
  return (
    <PartMessages loader={moderationCatalogue}>
      <UserModerationMenu {...props} />
    </PartMessages>
  );
}
