// Report actions: each changes the store only after the server answered ok.
import { type AdminReport, bus, type ReportState, store, type Visibility } from '@murmur/shared';
import {
  addReportNote,
  changeStatus,
  deleteReportNote,
  deleteStatus,
  fetchReport,
  fetchReports,
  updateReportStates,
} from '../api/admin-api';

/** Loads every report into the store; reports the server no longer lists leave it. */
export async function loadReports(signal?: AbortSignal): Promise<void> {
  const { reports } = await fetchReports(signal);
  const listed = new Set(reports.map((r) => r.id));
  store.reports.removeMany(store.reports.ids().filter((id) => !listed.has(id)));
  store.reports.upsertMany(reports);
}

/** Changes the state of several reports in one call (spec 2 section 4: a batch of id and state). */
export async function setReportStates(ids: readonly string[], state: ReportState): Promise<void> {
  if (ids.length === 0) return;
  await updateReportStates(ids.map((id) => ({ id, state })));
  const changed: AdminReport[] = [];
  for (const id of ids) {
    const held = store.reports.get(id);
    if (held) changed.push({ ...held, state });
  }
  store.reports.upsertMany(changed);
}

/** Adds a note, then reads the report again (the server answers the note without its id). */
export async function addNote(reportId: string, content: string): Promise<void> {
  await addReportNote(reportId, content);
  const fresh = await fetchReport(reportId);
  if (fresh) store.reports.upsert(fresh);
}

export async function removeNote(reportId: string, noteId: string): Promise<void> {
  await deleteReportNote(reportId, noteId);
  const held = store.reports.get(reportId);
  if (held) store.reports.upsert({ ...held, notes: held.notes.filter((n) => n.id !== noteId) });
}

function replaceInReports(statusId: string, change: (report: AdminReport) => AdminReport['statuses']): void {
  const changed = store.reports
    .values()
    .filter((report) => report.statuses.some((s) => s.id === statusId))
    .map((report) => ({ ...report, statuses: change(report) }));
  store.reports.upsertMany(changed);
}

/** Changes a reported post's visibility or sensitivity; the server's reply is what is shown. */
export async function changeReportedStatus(
  statusId: string,
  change: { visibility?: Visibility; sensitive?: boolean },
): Promise<void> {
  const updated = await changeStatus(statusId, change);
  if (!updated) return;
  replaceInReports(statusId, (report) => report.statuses.map((s) => (s.id === statusId ? updated : s)));
  if (store.statuses.get(statusId)) store.statuses.upsert(updated);
}

/** Deletes a reported post everywhere on the page. */
export async function deleteReportedStatus(statusId: string): Promise<void> {
  await deleteStatus(statusId);
  replaceInReports(statusId, (report) => report.statuses.filter((s) => s.id !== statusId));
  store.statuses.removeMany([statusId]);
  bus.emit({ type: 'status/deleted', statusId });
}
