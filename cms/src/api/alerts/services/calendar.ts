import type { Core } from '@strapi/strapi';
import ical from 'ical-generator';
import { calendarEvents, watchedRows, type CalendarEvent } from '@dalil/domain/rules';
import { getService } from '../../../lib/services';
import type { FollowedUniversity } from './follows';

const DAY_MS = 86_400_000;
const utcDay = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};

/**
 * The .ics text of admission events (RFC 5545 through ical-generator): all-day events (VALUE=DATE,
 * the day after as DTEND), Arabic titles, UTF-8; stable UIDs so that a subscribed calendar updates
 * an event rather than adding it twice.
 */
export function icsOf(name: string, events: CalendarEvent[]): string {
  const calendar = ical({ name, prodId: { company: 'Dalil', product: 'admission-calendar', language: 'AR' } });
  for (const event of events) {
    const start = utcDay(event.date);
    calendar.createEvent({
      id: `${event.id}@dalil`,
      start,
      end: new Date(start.getTime() + DAY_MS),
      allDay: true,
      summary: event.title,
      description: event.description,
    });
  }
  return calendar.toString();
}

const eventsOf = (u: FollowedUniversity, rows = watchedRows({}, u.yearLabels)) =>
  calendarEvents({ code: u.code, name: u.name, yearLabels: u.yearLabels }, u.deadline, rows);

/** The calendars: one university's dates, and a user's followed universities' (their certificate's rows). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async university(code: string): Promise<{ university: FollowedUniversity; ics: string } | null> {
    const university = await getService(strapi, 'api::alerts.follows').university(code);
    if (!university) return null;
    return { university, ics: icsOf(`مواعيد التقديم: ${university.name}`, eventsOf(university)) };
  },

  async followed(userId: number): Promise<string | null> {
    const store = getService(strapi, 'api::alerts.follows');
    const user = await store.follower(userId);
    if (!user || user.blocked) return null;
    const follows = await store.list(userId);
    const universities = await store.universities(follows.map((f) => f.university_code));
    const follower = { certificate: user.certificate_type, year: user.year };
    const events = [...universities.values()].flatMap((u) => eventsOf(u, watchedRows(follower, u.yearLabels)));
    return icsOf('مواعيد الجامعات التي أتابعها — دليل', events);
  },
});
