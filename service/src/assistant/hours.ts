/**
 * Office hours in the firm's time zone (settings.timeZone). The clock is passed in, so tests can
 * ask "is it open?" at any instant.
 */
import type { OfficeHoursEntry, Settings } from './content.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export type OfficeStatus =
  | { open: true; closesAt: string }
  /** `nextOpenDay` is 'today' when the office opens later the same day. */
  | { open: false; nextOpenDay: string; opensAt: string };

/** '09:00' → '9:00 AM' */
export function formatTime(time: string): string {
  const [hourText = '0', minute = '00'] = time.split(':');
  const hour = Number(hourText);
  const suffix = hour >= 12 ? 'PM' : 'AM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${suffix}`;
}

export function describeOfficeHours(hours: readonly OfficeHoursEntry[]): string {
  return hours
    .map((entry) =>
      entry.closed
        ? `${entry.label}: closed`
        : `${entry.label}: ${formatTime(entry.opens ?? '')} to ${formatTime(entry.closes ?? '')}`,
    )
    .join('; ');
}

// "after 6pm", "evenings", "on saturday": a time to call that the office is closed.
const EVENING = /\b(evenings?|tonight|nights?|after work|after dinner)\b/i;
const CLOCK =
  /\b(?:after|past|around|at|from)\s+(\d{1,2})(?::\d\d)?\s*(am|pm)?\b|\b(\d{1,2})(?::\d\d)?\s*(am|pm)\b/gi;
const hourOf = (time = '0') => Number(time.split(':')[0]);

/** Whether a time the visitor names to be called falls outside the office's hours. */
export function namesClosedTime(text: string, hours: readonly OfficeHoursEntry[]): boolean {
  const open = hours.filter((entry) => !entry.closed);
  if (open.length === 0) return false;
  const closedDays = WEEKDAYS.filter((day) => !open.some((entry) => entry.days.includes(day)));
  const weekend = closedDays.includes('Saturday') && closedDays.includes('Sunday');
  if (closedDays.some((day) => new RegExp(`\\b${day}s?\\b`, 'i').test(text))) return true;
  if ((weekend && /\bweekends?\b/i.test(text)) || EVENING.test(text)) return true;
  const opens = Math.min(...open.map((entry) => hourOf(entry.opens)));
  const closes = Math.max(...open.map((entry) => hourOf(entry.closes)));
  return [...text.matchAll(CLOCK)].some((match) => {
    const said = Number(match[1] ?? match[3]);
    const suffix = (match[2] ?? match[4])?.toLowerCase();
    // (A bare "after 6" said of a working day is the evening: hours before opening are pm.)
    const hour =
      suffix === 'pm' && said < 12
        ? said + 12
        : suffix === 'am'
          ? said % 12
          : said < opens
            ? said + 12
            : said;
    return hour >= closes || hour < opens;
  });
}

export class OfficeClock {
  readonly #settings: Settings;
  readonly #format: Intl.DateTimeFormat;
  /** formatToParts is costly and the answer only changes once a minute. */
  #lastMinute = NaN;
  #lastLocalTime = { weekday: '', time: '' };

  constructor(settings: Settings) {
    this.#settings = settings;
    this.#format = new Intl.DateTimeFormat('en-US', {
      timeZone: settings.timeZone,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  }

  #hoursOn(weekday: string): OfficeHoursEntry | undefined {
    return this.#settings.officeHours.find(
      (entry) => !entry.closed && entry.days.includes(weekday),
    );
  }

  /** Local weekday and 'HH:MM' in the firm's time zone. */
  localTime(now: Date): { weekday: string; time: string } {
    // Every time zone's offset is a whole number of minutes, so one minute has one local time.
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== this.#lastMinute) {
      const parts = this.#format.formatToParts(now);
      const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
      this.#lastLocalTime = { weekday: part('weekday'), time: `${part('hour')}:${part('minute')}` };
      this.#lastMinute = minute;
    }
    return this.#lastLocalTime;
  }

  status(now: Date): OfficeStatus {
    const { weekday, time } = this.localTime(now);
    const today = this.#hoursOn(weekday);
    if (today?.opens && today.closes) {
      if (time >= today.opens && time < today.closes) return { open: true, closesAt: today.closes };
      if (time < today.opens) return { open: false, nextOpenDay: 'today', opensAt: today.opens };
    }
    const start = WEEKDAYS.indexOf(weekday);
    for (let offset = 1; offset <= 7; offset += 1) {
      const day = WEEKDAYS[(start + offset) % 7] ?? '';
      const hours = this.#hoursOn(day);
      if (hours?.opens) {
        return { open: false, nextOpenDay: offset === 1 ? 'tomorrow' : day, opensAt: hours.opens };
      }
    }
    return { open: false, nextOpenDay: 'the next business day', opensAt: '00:00' };
  }
}
