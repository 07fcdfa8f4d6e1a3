import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Texts of the about page. Ids follow Akkoma-FE's keys where it has them. */
const messages = defineMessages({
  title: { id: 'about.title', defaultMessage: 'About {name}' },
  staff: { id: 'about.staff', defaultMessage: 'Staff' },
  admins: { id: 'about.staff_admins', defaultMessage: 'Administrators' },
  moderators: { id: 'about.staff_moderators', defaultMessage: 'Moderators' },
  staffLoading: { id: 'general.loading', defaultMessage: 'Loading…' },
  staffFailed: { id: 'about.staff_failed', defaultMessage: 'The staff list could not be loaded.' },
  noStaff: { id: 'about.no_staff', defaultMessage: 'This server names no staff.' },
  terms: { id: 'about.terms', defaultMessage: 'Terms of service' },
  federation: { id: 'about.mrf.federation', defaultMessage: 'Federation' },
  policies: { id: 'about.mrf.mrf_policies', defaultMessage: 'Enabled MRF policies' },
  quarantine: { id: 'about.mrf.simple.quarantine', defaultMessage: 'Quarantine' },
  hashtags: { id: 'about.mrf.hashtag', defaultMessage: 'Hashtag policy' },
  reason: { id: 'about.mrf.simple.reason', defaultMessage: 'Reason: {reason}' },
  noPolicies: { id: 'about.mrf.none', defaultMessage: 'This server reports no federation policies.' },
  accept: { id: 'about.mrf.simple.accept', defaultMessage: 'Accept only these instances' },
  reject: { id: 'about.mrf.simple.reject', defaultMessage: 'Reject' },
  federated_timeline_removal: {
    id: 'about.mrf.simple.ftl_removal',
    defaultMessage: 'Removal from the “Known Network” timeline',
  },
  media_removal: { id: 'about.mrf.simple.media_removal', defaultMessage: 'Media removal' },
  media_nsfw: { id: 'about.mrf.simple.media_nsfw', defaultMessage: 'Media force-set as sensitive' },
  followers_only: { id: 'about.mrf.simple.followers_only', defaultMessage: 'Posts made followers-only' },
  report_removal: { id: 'about.mrf.simple.report_removal', defaultMessage: 'Reports ignored' },
  avatar_removal: { id: 'about.mrf.simple.avatar_removal', defaultMessage: 'Avatars removed' },
  banner_removal: { id: 'about.mrf.simple.banner_removal', defaultMessage: 'Banners removed' },
  reject_deletes: { id: 'about.mrf.simple.reject_deletes', defaultMessage: 'Deletions rejected' },
  tag_reject: { id: 'about.mrf.hashtag.reject', defaultMessage: 'Posts rejected' },
  tag_federated_timeline_removal: {
    id: 'about.mrf.hashtag.ftl_removal',
    defaultMessage: 'Removed from the “Known Network” timeline',
  },
  tag_sensitive: { id: 'about.mrf.hashtag.sensitive', defaultMessage: 'Marked as sensitive' },
});

export const aboutMessages = messages as Record<keyof typeof messages, MessageDescriptor>;
