// The calls of spec 2 section 7 this remote makes, one function each. Replies pass through the
// shared schemas; the entity store is updated only from the server's reply (never before it).
import {
  type AdminReport,
  type AdminUser,
  type Announcement,
  getApiClient,
  parseAdminReportList,
  parseAdminUserList,
  parseAnnouncement,
  parseAnnouncementList,
  parseStatus,
  type ReportState,
  type Status,
  type Visibility,
} from '@murmur/shared';

export { REPORTS_POLL_MS } from '@murmur/shared';

const ADMIN = '/api/v1/pleroma/admin';

export const REPORTS_PAGE_SIZE = 50;

/** GET /api/v1/pleroma/admin/reports: every report (the modal filters open, resolved, closed). */
export async function fetchReports(signal?: AbortSignal): Promise<{ total: number; reports: AdminReport[] }> {
  const { data } = await getApiClient().get<{ total?: unknown; reports?: unknown }>(`${ADMIN}/reports`, {
    query: { page_size: REPORTS_PAGE_SIZE, page: 1 },
    ...(signal ? { signal } : {}),
  });
  const reports = parseAdminReportList(data?.reports ?? []);
  const total = typeof data?.total === 'number' ? data.total : reports.length;
  return { total, reports };
}

/** PATCH /api/v1/pleroma/admin/reports: a batch of id and state. */
export async function updateReportStates(
  changes: readonly { id: string; state: ReportState }[],
): Promise<void> {
  await getApiClient().patch(`${ADMIN}/reports`, { json: { reports: changes } });
}

/** POST /api/v1/pleroma/admin/reports/{id}/notes (content). */
export async function addReportNote(reportId: string, content: string): Promise<void> {
  await getApiClient().post(`${ADMIN}/reports/${encodeURIComponent(reportId)}/notes`, { json: { content } });
}

/** DELETE /api/v1/pleroma/admin/reports/{id}/notes/{noteId}. */
export async function deleteReportNote(reportId: string, noteId: string): Promise<void> {
  await getApiClient().delete(
    `${ADMIN}/reports/${encodeURIComponent(reportId)}/notes/${encodeURIComponent(noteId)}`,
  );
}

/** Filters of GET /api/v1/pleroma/admin/users. */
export type UserFilter = 'all' | 'need_approval' | 'deactivated' | 'local' | 'external';

/** GET /api/v1/pleroma/admin/users (query, filters, page_size). */
export async function fetchAdminUsers(
  query: string,
  filter: UserFilter,
  signal?: AbortSignal,
): Promise<{ count: number; users: AdminUser[] }> {
  const { data } = await getApiClient().get<{ count?: unknown; users?: unknown }>(`${ADMIN}/users`, {
    query: {
      query: query.trim() || undefined,
      filters: filter === 'all' ? undefined : filter,
      page_size: 50,
    },
    ...(signal ? { signal } : {}),
  });
  const users = parseAdminUserList(data?.users ?? []);
  return { count: typeof data?.count === 'number' ? data.count : users.length, users };
}

/** PATCH /api/v1/pleroma/admin/users/activate | deactivate | approve (nicknames). */
export async function changeUsers(
  action: 'activate' | 'deactivate' | 'approve',
  nicknames: readonly string[],
): Promise<AdminUser[]> {
  const { data } = await getApiClient().patch<{ users?: unknown }>(`${ADMIN}/users/${action}`, {
    json: { nicknames },
  });
  return parseAdminUserList(data?.users ?? []);
}

/** PUT (add) or DELETE (remove) /api/v1/pleroma/admin/users/tag (nicknames, tags). */
export async function setUserTag(nickname: string, tag: string, on: boolean): Promise<void> {
  const client = getApiClient();
  const options = { json: { nicknames: [nickname], tags: [tag] } };
  if (on) await client.put(`${ADMIN}/users/tag`, options);
  else await client.delete(`${ADMIN}/users/tag`, options);
}

/** POST (grant) or DELETE (revoke) /api/v1/pleroma/admin/users/{nickname}/permission_group/{right}. */
export async function setUserRight(
  nickname: string,
  right: 'admin' | 'moderator',
  on: boolean,
): Promise<void> {
  const path = `${ADMIN}/users/${encodeURIComponent(nickname)}/permission_group/${right}`;
  if (on) await getApiClient().post(path);
  else await getApiClient().delete(path);
}

/** DELETE /api/v1/pleroma/admin/users?nickname= */
export async function deleteUser(nickname: string): Promise<void> {
  await getApiClient().delete(`${ADMIN}/users`, { query: { nickname } });
}

/** PUT /api/v1/pleroma/admin/statuses/{id}: change a reported post's visibility or sensitivity. */
export async function changeStatus(
  statusId: string,
  change: { visibility?: Visibility; sensitive?: boolean },
): Promise<Status | null> {
  const { data } = await getApiClient().put(`${ADMIN}/statuses/${encodeURIComponent(statusId)}`, {
    json: change,
  });
  return parseStatus(data);
}

/** DELETE /api/v1/pleroma/admin/statuses/{id}. */
export async function deleteStatus(statusId: string): Promise<void> {
  await getApiClient().delete(`${ADMIN}/statuses/${encodeURIComponent(statusId)}`);
}

/** The fields of an announcement's form (spec 2 section 3: content, starts_at, ends_at, all_day). */
export interface AnnouncementDraft {
  content: string;
  /** ISO times, or null for none. */
  startsAt: string | null;
  endsAt: string | null;
  allDay: boolean;
}

function announcementBody(draft: AnnouncementDraft) {
  return { content: draft.content, starts_at: draft.startsAt, ends_at: draft.endsAt, all_day: draft.allDay };
}

/** GET /api/v1/pleroma/admin/announcements. */
export async function fetchAdminAnnouncements(signal?: AbortSignal): Promise<Announcement[]> {
  const { data } = await getApiClient().get(`${ADMIN}/announcements`, {
    query: { limit: 100 },
    ...(signal ? { signal } : {}),
  });
  return parseAnnouncementList(data);
}

/** GET /api/v1/pleroma/admin/announcements/{id} (with the raw content for editing). */
export async function fetchAdminAnnouncement(id: string, signal?: AbortSignal): Promise<Announcement | null> {
  const { data } = await getApiClient().get(`${ADMIN}/announcements/${encodeURIComponent(id)}`, {
    ...(signal ? { signal } : {}),
  });
  return parseAnnouncement(data);
}

/** POST /api/v1/pleroma/admin/announcements. */
export async function postAnnouncement(draft: AnnouncementDraft): Promise<Announcement | null> {
  const { data } = await getApiClient().post(`${ADMIN}/announcements`, { json: announcementBody(draft) });
  return parseAnnouncement(data);
}

/** PATCH /api/v1/pleroma/admin/announcements/{id}. */
export async function editAnnouncement(id: string, draft: AnnouncementDraft): Promise<Announcement | null> {
  const { data } = await getApiClient().patch(`${ADMIN}/announcements/${encodeURIComponent(id)}`, {
    json: announcementBody(draft),
  });
  return parseAnnouncement(data);
}

/** DELETE /api/v1/pleroma/admin/announcements/{id}. */
export async function deleteAnnouncement(id: string): Promise<void> {
  await getApiClient().delete(`${ADMIN}/announcements/${encodeURIComponent(id)}`);
}

/** Spec 2 section 3: the report submission payload (userId, comment, forward, statusIds). */
export interface ReportSubmission {
  accountId: string;
  statusIds: readonly string[];
  comment: string;
  forward: boolean;
}

/** POST /api/v1/reports (account_id, status_ids, comment, forward). */
export async function submitReport(report: ReportSubmission): Promise<void> {
  await getApiClient().post('/api/v1/reports', {
    json: {
      account_id: report.accountId,
      status_ids: report.statusIds,
      comment: report.comment,
      forward: report.forward,
    },
  });
}

/** GET /api/v1/pleroma/admin/reports/{id}: one report as it is now (after a note was added). */
export async function fetchReport(id: string): Promise<AdminReport | null> {
  const { data } = await getApiClient().get(`${ADMIN}/reports/${encodeURIComponent(id)}`);
  return parseAdminReportList([data])[0] ?? null;
}
