/** "09:00" → "9:00 AM", "17:00" → "5:00 PM" (24-hour times in settings.yaml, 12-hour on screen). */
export function formatTime(time: string): string {
  const [hoursText = '0', minutes = '00'] = time.split(':');
  const hours = Number(hoursText);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const twelveHour = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelveHour}:${minutes.padStart(2, '0')} ${suffix}`;
}

export interface OfficeHoursEntry {
  readonly label: string;
  readonly opens?: string | null;
  readonly closes?: string | null;
  readonly closed?: boolean | null;
}

/** "9:00 AM to 5:00 PM", or "Closed". */
export function describeHours(entry: OfficeHoursEntry): string {
  if (entry.closed || !entry.opens || !entry.closes) return 'Closed';
  return `${formatTime(entry.opens)} to ${formatTime(entry.closes)}`;
}
