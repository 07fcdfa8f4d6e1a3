// Exposed as `profiles/UserPanel` (slot 'profiles/UserPanel', props PanelProps).
import '../profiles.css';
import { PartMessages, useSession } from '@murmur/shared';
import { UserCard } from '../card/user-card';
import { profilesCatalogue } from '../i18n/catalogue';

/** The sidebar's user panel: the signed-in user's own compact card (with its edit button). */
export default function UserPanelInLanguage() {
  const session = useSession();
  if (session.kind !== 'user') return null;
  return (
    <PartMessages loader={profilesCatalogue}>
      <UserCard accountId={session.accountId} variant="compact" />
    </PartMessages>
  );
}
