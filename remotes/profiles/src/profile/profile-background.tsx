import { safeMediaUrl, useAccount } from '@murmur/shared';

/**
 * The account's own background picture (Pleroma's `background_image`, set in the settings'
 * Profile tab) behind its profile page, as a wallpaper under the panels. Decorative; an address
 * that is not http(s) or local shows nothing. Read from the store, so a new upload shows at once.
 */
export function ProfileBackground({ accountId }: { accountId: string }) {
  const account = useAccount(accountId);
  const src = safeMediaUrl(account?.pleroma.background_image);
  if (!src) return null;
  return (
    <div className="profile__background" aria-hidden="true">
      <img src={src} alt="" draggable={false} />
    </div>
  );
}
