import * as z from 'zod/mini';
import { accountSchema } from './account';
import { CAPS } from './caps';
import { lazySchema } from './lazy-schema';
import {
  dateText,
  filteredArray,
  flag,
  idSchema,
  nonEmpty,
  nullableText,
  parseMany,
  parseOne,
  stringList,
  text,
} from './repair';
import { statusSchema } from './status';
import { shownText } from './text-schemas';

/**
 * A user as Pleroma's and Akkoma's admin API lists it (/api/v1/pleroma/admin/users). `nickname`
 * is the acct (`user` or `user@host`); the admin calls address users by it.
 */
export const adminUserSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    nickname: nonEmpty(),
    /** Plain text (React escapes it). */
    display_name: shownText(CAPS.displayName),
    avatar: text(),
    url: text(),
    is_active: flag(true),
    local: flag(true),
    roles: z.catch(z.object({ admin: flag(), moderator: flag() }), { admin: false, moderator: false }),
    /** Moderation tags such as 'mrf_tag:sandbox'. */
    tags: stringList(),
    is_confirmed: flag(true),
    /** False while a registration waits for a staff member's approval. */
    is_approved: flag(true),
    registration_reason: nullableText(),
    actor_type: nullableText(),
    created_at: nullableText(),
  }),
);

export type AdminUser = z.infer<typeof adminUserSchema>;

/** A note a staff member left on a report. Plain text (React escapes it). */
export const reportNoteSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    content: text(CAPS.content),
    created_at: dateText(),
    user: z.catch(z.nullable(adminUserSchema), null),
  }),
);

export type ReportNote = z.infer<typeof reportNoteSchema>;

/** Report states of the admin API (`state` of PATCH /api/v1/pleroma/admin/reports). */
export const REPORT_STATES = ['open', 'resolved', 'closed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/**
 * A report as the admin API lists it: the reported account, the reporter (`actor`), the reported
 * statuses, the comment (`content`, plain text) and the staff notes.
 */
export const adminReportSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    state: z.catch(z.enum(REPORT_STATES), 'open'),
    account: z.catch(z.nullable(accountSchema), null),
    actor: z.catch(z.nullable(accountSchema), null),
    content: text(CAPS.content),
    created_at: dateText(),
    statuses: filteredArray(statusSchema, 'reported status'),
    notes: filteredArray(reportNoteSchema, 'report note'),
  }),
);

export type AdminReport = z.infer<typeof adminReportSchema>;

/** Reads one admin user; null (logged) when it cannot be read. */
export function parseAdminUser(json: unknown): AdminUser | null {
  return parseOne(adminUserSchema, json, 'admin user');
}

/** Reads a list of admin users, dropping (and logging) unreadable ones. */
export function parseAdminUserList(json: unknown): AdminUser[] {
  return parseMany(adminUserSchema, json, 'admin user');
}

/** Reads one report; null (logged) when it cannot be read. */
export function parseAdminReport(json: unknown): AdminReport | null {
  return parseOne(adminReportSchema, json, 'report');
}

/** Reads a list of reports, dropping (and logging) unreadable ones. */
export function parseAdminReportList(json: unknown): AdminReport[] {
  return parseMany(adminReportSchema, json, 'report');
}
