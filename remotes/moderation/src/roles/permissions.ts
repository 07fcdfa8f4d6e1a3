import type { Capabilities, StaffRole } from '@murmur/shared';

/**
 * What a viewer may do, from spec 2 section 6 (decision 0060). A control a role cannot use is
 * never shown; the server's 403 stays the last word (its message is shown, nothing changes).
 */
export interface ModerationPermissions {
  /** The moderation modal and its reports (admins and moderators). */
  moderationModal: boolean;
  /** Activate and deactivate accounts. */
  activation: boolean;
  /** Approve pending registrations (admin: Akkoma's users_manage_invites privilege). */
  approve: boolean;
  /** Moderation tags. */
  tags: boolean;
  /** Grant and revoke admin and moderator rights (admin; local targets only). */
  rights: boolean;
  /** Delete accounts (admin). */
  deleteUsers: boolean;
  /** Post, edit and delete announcements (admin). */
  announcements: boolean;
  /** The link to the separate admin interface (admin). */
  adminInterface: boolean;
}

export function permissionsFor(
  role: StaffRole,
  capabilities: Pick<Capabilities, 'pleromaApi'>,
): ModerationPermissions {
  // The admin calls are Pleroma's and Akkoma's; a server without that API gets no admin controls.
  const staff = role !== 'member' && capabilities.pleromaApi;
  const admin = role === 'admin' && capabilities.pleromaApi;
  return {
    moderationModal: staff,
    activation: staff,
    approve: admin,
    tags: staff,
    rights: admin,
    deleteUsers: admin,
    announcements: admin,
    adminInterface: admin,
  };
}
