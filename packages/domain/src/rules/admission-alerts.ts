/**
 * Admission alerts and the admission calendar (issue 25 items 2 and 3), as pure rules: which
 * status and deadline fields a follower watches (their certificate), what changed since the last
 * mail, which deadlines are seven days or one day away, the day key that allows one mail per user
 * per university per day, the mail's Arabic text, the claims of the signed links, and the
 * calendar's all-day events. The CMS does the I/O (database, mail, HMAC, the .ics text).
 */
import {
  DEADLINE_NOT_SET,
  SCORE_TRACKS,
  SCORE_TRACK_NAMES,
  STUDY_YEARS,
  trackYearField,
  type ScoreTrack,
  type StudyYear,
} from './catalog';
import { parseDateParts } from './dates';
import { arabicLongDate } from './data-dates';
import { yearRowLabel } from './admission-status';

/** The certificate stored on the user (`certificate_type`) → the status tracks it applies under. */
const TRACKS_OF_CERTIFICATE: Record<string, readonly ScoreTrack[]> = {
  general: ['thanwyaa'],
  stem: ['thanwyaa'],
  azhar: ['azhar'],
  arabic_foreign: ['Arabenglish'],
};

export type Follower = {
  /** `certificate_type` of the user: general | stem | azhar | arabic_foreign | other | null. */
  certificate?: string | null;
  /** The user's certificate year ('2025'), matched against the university's year labels. */
  year?: string | null;
};

export type CertificateYearLabels = Partial<Record<StudyYear, string>>;

export type WatchedField = { key: string; label: string };

/**
 * The rows (`thanwyaa_firstYear`, `transfer`, …) a follower watches: the tracks of their
 * certificate, only the year whose label is their certificate year when the university has one,
 * else every year. A certificate that names no track ('other', unset) watches every row,
 * transfer and wafdeen included: better one mail too many than a missed opening.
 */
export function watchedRows(follower: Follower, yearLabels: CertificateYearLabels = {}): WatchedField[] {
  const tracks = TRACKS_OF_CERTIFICATE[follower.certificate ?? ''];
  const year = String(follower.year ?? '').trim();
  const matching = STUDY_YEARS.filter((y) => year && yearLabels[y] === year);
  const years = matching.length ? matching : STUDY_YEARS;
  const trackRows = (tracks ?? SCORE_TRACKS).flatMap((track) =>
    years.map((y) => ({
      key: trackYearField(track, y, 'status').replace(/_status$/, ''),
      label: `${SCORE_TRACK_NAMES[track].name} — ${yearRowLabel(yearLabels, y)}`,
    })),
  );
  if (tracks) return trackRows;
  return [{ key: 'transfer', label: 'التحويلات' }, ...trackRows, { key: 'wafdeen', label: 'الطلاب الوافدون' }];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The watched statuses of a status record ('' for a blank one): what a follow stores as last notified. */
export function statusSnapshot(
  status: Record<string, unknown> | null | undefined,
  rows: WatchedField[],
): Record<string, string> {
  return Object.fromEntries(rows.map((r) => [r.key, text(status?.[`${r.key}_status`])]));
}

export type StatusChange = { key: string; label: string; from: string; to: string };

/**
 * The watched statuses that differ from the last notified ones. A row missing from `previous`
 * (a follow made before the row was watched, e.g. the user changed certificate) is not a change:
 * it is taken as it is now.
 */
export function statusChanges(
  previous: Record<string, unknown> | null | undefined,
  current: Record<string, string>,
  rows: WatchedField[],
): StatusChange[] {
  if (!previous) return [];
  return rows
    .filter((r) => r.key in previous && text(previous[r.key]) !== (current[r.key] ?? ''))
    .map((r) => ({ key: r.key, label: r.label, from: text(previous[r.key]), to: current[r.key] ?? '' }));
}

/** The days before a deadline on which a follower is reminded. */
export const REMINDER_DAYS = [7, 1] as const;

export type DeadlineReminder = { date: string; daysLeft: number; labels: string[] };

const dayNumber = (value: string | null | undefined): number | null => {
  const p = parseDateParts(value);
  return p ? Date.UTC(p.year, p.month - 1, p.day) / 86_400_000 : null;
};

const isoOf = (value: string): string => {
  const p = parseDateParts(value)!;
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
};

/**
 * The watched deadlines that are exactly seven days or one day after `today` (Cairo's
 * 'yyyy-mm-dd'), one reminder per date with the rows that close then. 'لم يحدد' and free text are
 * no date. A day the job does not run is not caught up (a reminder of a past day is no reminder).
 */
export function deadlineReminders(
  deadline: Record<string, unknown> | null | undefined,
  rows: WatchedField[],
  today: string,
): DeadlineReminder[] {
  const todayNumber = dayNumber(today);
  if (todayNumber === null || !deadline) return [];
  const byDate = new Map<string, DeadlineReminder>();
  for (const row of rows) {
    const value = text(deadline[`${row.key}_deadline`]);
    if (!value || value === DEADLINE_NOT_SET) continue;
    const day = dayNumber(value);
    if (day === null) continue;
    const daysLeft = day - todayNumber;
    if (!(REMINDER_DAYS as readonly number[]).includes(daysLeft)) continue;
    const date = isoOf(value);
    const reminder = byDate.get(date) ?? { date, daysLeft, labels: [] };
    reminder.labels.push(row.label);
    byDate.set(date, reminder);
  }
  return [...byDate.values()].sort((a, b) => a.daysLeft - b.daysLeft);
}

export type AlertsDue = { changes: StatusChange[]; reminders: DeadlineReminder[]; snapshot: Record<string, string> };

/**
 * What one follow is owed today: the status changes since the last mail and the deadline
 * reminders, with the snapshot to store once the mail is sent. Null when nothing is due.
 */
export function alertsDue(input: {
  follower: Follower;
  yearLabels?: CertificateYearLabels;
  lastNotified: Record<string, unknown> | null | undefined;
  status: Record<string, unknown> | null | undefined;
  deadline: Record<string, unknown> | null | undefined;
  today: string;
}): AlertsDue | null {
  const rows = watchedRows(input.follower, input.yearLabels);
  const snapshot = statusSnapshot(input.status, rows);
  const changes = statusChanges(input.lastNotified, snapshot, rows);
  const reminders = deadlineReminders(input.deadline, rows, input.today);
  return changes.length || reminders.length ? { changes, reminders, snapshot } : null;
}

/**
 * The university code a follow names (POST /api/follows' body, DELETE's path): a short non-empty
 * text, trimmed; `null` otherwise (a 400). A code that names no university is the CMS's 404.
 */
export function parseFollowCode(value: unknown): string | null {
  const code = typeof value === 'string' ? value.trim() : '';
  return code && code.length <= 100 ? code : null;
}

/**
 * The key claimed in the database before a mail is sent: one per user, university and Cairo day,
 * whatever the reasons (they go out together in that one mail).
 */
export function alertDayKey(userId: number | string, universityCode: string, today: string): string {
  return `admission-alert:${userId}:${universityCode.toLowerCase()}:${today}`;
}

/**
 * Claims of the signed links (`base64url(JSON).base64url(HMAC)` in the CMS): `unsubscribe` stops
 * the mails of one follow; `calendar` opens the feed of a user's followed universities. Neither
 * expires: a link in an old mail or a subscribed calendar keeps working.
 */
export type LinkClaims = { p: 'unsubscribe'; u: number; c: string } | { p: 'calendar'; u: number };

export function unsubscribeClaims(userId: number, universityCode: string): LinkClaims {
  return { p: 'unsubscribe', u: userId, c: universityCode };
}

export function calendarClaims(userId: number): LinkClaims {
  return { p: 'calendar', u: userId };
}

/** Claims read back from a verified token, or null when they are not of the expected purpose and shape. */
export function checkLinkClaims<P extends LinkClaims['p']>(
  claims: unknown,
  purpose: P,
): Extract<LinkClaims, { p: P }> | null {
  const c = claims as Record<string, unknown> | null;
  if (!c || typeof c !== 'object' || c.p !== purpose) return null;
  if (!Number.isSafeInteger(c.u) || (c.u as number) < 1) return null;
  if (purpose === 'unsubscribe' && (typeof c.c !== 'string' || !c.c || c.c.length > 100)) return null;
  return c as Extract<LinkClaims, { p: P }>;
}

export type AlertMail = { subject: string; text: string; html: string };

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const daysText = (n: number) => (n === 1 ? 'غدًا' : `بعد ${n} أيام`);

/** The one Arabic mail of a follow's day: its status changes, then its reminders, then the links. */
export function alertMail(input: {
  name: string;
  universityName: string;
  due: Pick<AlertsDue, 'changes' | 'reminders'>;
  guideUrl: string;
  unsubscribeUrl: string;
}): AlertMail {
  const { changes, reminders } = input.due;
  const subject = changes.length
    ? `تغيّرت حالة التقديم في ${input.universityName}`
    : `اقترب آخر موعد للتقديم في ${input.universityName}`;
  const changeLines = changes.map((c) => `${c.label}: ${c.from || 'غير محدد'} ← ${c.to || 'غير محدد'}`);
  const reminderLines = reminders.map(
    (r) => `آخر موعد للتقديم ${daysText(r.daysLeft)} (${arabicLongDate(r.date)}): ${r.labels.join('، ')}`,
  );
  const blocks: { title: string; lines: string[] }[] = [
    ...(changes.length ? [{ title: 'تغيّرت حالة التقديم التي تتابعها:', lines: changeLines }] : []),
    ...(reminders.length ? [{ title: 'مواعيد تقترب:', lines: reminderLines }] : []),
  ];
  const closing = 'تصلك هذه الرسالة لأنك تتابع هذه الجامعة في دليل. لإيقاف تنبيهاتها:';
  const text = [
    `مرحبًا ${input.name}،`,
    ...blocks.flatMap((b) => [b.title, ...b.lines.map((l) => `- ${l}`)]),
    `التفاصيل في صفحة الجامعة: ${input.guideUrl}`,
    'تأكد دائمًا من الموقع الرسمي للجامعة.',
    closing,
    input.unsubscribeUrl,
    'فريق دليل',
  ].join('\n');
  const html = `<!doctype html><html lang="ar" dir="rtl"><body style="font-family:Tahoma,Arial,sans-serif;direction:rtl;text-align:right">
<p>مرحبًا ${escape(input.name)}،</p>
${blocks.map((b) => `<p>${escape(b.title)}</p><ul>${b.lines.map((l) => `<li>${escape(l)}</li>`).join('')}</ul>`).join('\n')}
<p><a href="${escape(input.guideUrl)}">التفاصيل في صفحة الجامعة</a>. تأكد دائمًا من الموقع الرسمي للجامعة.</p>
<p style="color:#555">${escape(closing)} <a href="${escape(input.unsubscribeUrl)}">إيقاف التنبيهات</a></p>
<p>فريق دليل</p></body></html>`;
  return { subject, text, html };
}

/** What the unsubscribe link's page says. */
export const UNSUBSCRIBE_TEXTS = {
  done: (universityName: string) => `تم إيقاف تنبيهات ${universityName}. لن تصلك رسائل عنها بعد الآن.`,
  invalid: 'رابط إيقاف التنبيهات غير صالح.',
} as const;

/** The small Arabic page the unsubscribe link opens (a mail client opens it outside the site). */
export function unsubscribePage(message: string): string {
  return `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>تنبيهات دليل</title></head>
<body style="font-family:Tahoma,Arial,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.8">
<h1 style="font-size:1.25rem">تنبيهات التقديم</h1><p>${escape(message)}</p><p><a href="/">العودة إلى دليل</a></p></body></html>`;
}

export type CalendarEvent = { id: string; date: string; title: string; description: string };

/**
 * A university's admission dates as all-day events: the opening date, and one event per deadline
 * date with the rows that close then (many rows often share one date). Unreadable dates and 'لم
 * يحدد' are left out. Ordered by date.
 */
export function calendarEvents(
  university: { code: string; name: string; yearLabels?: CertificateYearLabels },
  deadline: Record<string, unknown> | null | undefined,
  rows: WatchedField[] = watchedRows({}, university.yearLabels),
): CalendarEvent[] {
  if (!deadline) return [];
  const events: CalendarEvent[] = [];
  const opening = text(deadline.opening_date);
  if (dayNumber(opening) !== null) {
    const date = isoOf(opening);
    events.push({
      id: `${university.code}-opening-${date}`,
      date,
      title: `بدء التقديم: ${university.name}`,
      description: `يبدأ التقديم في ${university.name}. تأكد من الموقع الرسمي للجامعة.`,
    });
  }
  const byDate = new Map<string, string[]>();
  for (const row of rows) {
    const value = text(deadline[`${row.key}_deadline`]);
    if (!value || value === DEADLINE_NOT_SET || dayNumber(value) === null) continue;
    const date = isoOf(value);
    byDate.set(date, [...(byDate.get(date) ?? []), row.label]);
  }
  for (const [date, labels] of byDate)
    events.push({
      id: `${university.code}-deadline-${date}`,
      date,
      title: `آخر موعد للتقديم: ${university.name}`,
      description: `${labels.join('، ')}. تأكد من الموقع الرسمي للجامعة.`,
    });
  return events.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

/** The .ics file name of a university's calendar (`/api/calendar/university/<code>.ics`). */
export function universityCalendarPath(code: string): string {
  return `/api/calendar/university/${encodeURIComponent(code)}.ics`;
}
