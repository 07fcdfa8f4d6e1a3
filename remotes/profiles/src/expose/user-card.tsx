// Exposed as `profiles/UserCard` (slot 'profiles/UserCard', props UserCardProps).
import '../profiles.css';
import { PartMessages, type UserCardProps } from '@murmur/shared';
import { UserCard } from '../card/user-card';
import { profilesCatalogue } from '../i18n/catalogue';

export default function UserCardInLanguage(props: UserCardProps) {
  return (
    <PartMessages loader={profilesCatalogue}>
      <UserCard {...props} />
    </PartMessages>
  );
}
