import type { CallOptions } from '../call/call-options';
import * as z from 'zod/mini';
import { idSchema } from '../schemas/fields';
import { timeZoneSchema } from '../schemas/time-zone';
import {
  MARK_READ_MAX_IDS,
  NOTIFICATION_FILTERS,
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE,
  REMINDER_LEAD_MINUTES,
  SNOOZE_CHOICES,
} from './constants';

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS, { error: 'Unknown notification kind.' });

/** `before` is the last notification of the previous page: the next page starts after it. */
export const listNotificationsOptions = z.strictObject({
  filter: z._default(z.enum(NOTIFICATION_FILTERS, { error: 'Filter by all, unread or mentions.' }), 'all'),
  limit: z._default(
    z
      .number({ error: 'Limit must be a number.' })
      .check(
        z.int({ error: 'Limit must be a whole number.' }),
        z.gte(1, { error: 'Limit must be at least 1.' }),
        z.lte(NOTIFICATION_PAGE.max, { error: `Limit must be at most ${String(NOTIFICATION_PAGE.max)}.` }),
      ),
    NOTIFICATION_PAGE.default,
  ),
  before: z.optional(
    z.object({
      created_at: z.iso.datetime({ offset: true, error: 'created_at must be a timestamp.' }),
      id: idSchema,
    }),
  ),
});
export type ListNotificationsOptions = z.input<typeof listNotificationsOptions> & CallOptions;

/** Some notifications by id, or (omitted) all of the caller's. */
export const markNotificationsReadInput = z.optional(
  z.array(idSchema).check(
    z.minLength(1, { error: 'Give at least one notification, or none to mark all read.' }),
    z.maxLength(MARK_READ_MAX_IDS, {
      error: `At most ${String(MARK_READ_MAX_IDS)} notifications at a time.`,
    }),
  ),
);

/** A local time of day, `HH:MM` on the 24-hour clock. */
const timeOfDaySchema = z
  .string({ error: 'A time must be text such as 22:00.' })
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'A time must look like 22:00.' }));

/** Daily quiet hours in the person's zone; a start after the end spans midnight (22:00–07:00). */
export const quietHoursSchema = z
  .strictObject({ start: timeOfDaySchema, end: timeOfDaySchema })
  .check(z.refine((q) => q.start !== q.end, { error: 'Quiet hours must start and end at different times.' }));

export const notificationSettingsInput = z.strictObject({
  emailEnabled: z.optional(z.boolean({ error: 'Email must be on or off.' })),
  emailKinds: z.optional(
    z.array(notificationKindSchema).check(
      z.maxLength(NOTIFICATION_KINDS.length, { error: 'Each kind at most once.' }),
      z.refine((kinds) => new Set(kinds).size === kinds.length, { error: 'Each kind at most once.' }),
    ),
  ),
  reminderLeadMinutes: z.optional(
    z.literal(REMINDER_LEAD_MINUTES, { error: 'Remind at due, or 15, 60 or 1440 minutes before.' }),
  ),
  startReminders: z.optional(z.boolean({ error: 'Start-date reminders must be on or off.' })),
  timeZone: z.optional(timeZoneSchema),
  /** `null` turns quiet hours off. */
  quietHours: z.optional(z.nullable(quietHoursSchema)),
});
export type NotificationSettingsInput = z.input<typeof notificationSettingsInput>;

export const snoozeReminderInput = z.strictObject({
  notificationId: idSchema,
  snooze: z.enum(SNOOZE_CHOICES, { error: 'Snooze for 1 hour, 3 hours or until tomorrow.' }),
});
export type SnoozeReminderInput = z.input<typeof snoozeReminderInput>;
