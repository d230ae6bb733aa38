/**
 * Numbers and dates as the pages show them (en-US), written without `Intl`. The first `Intl`
 * formatter a page creates loads the browser's ICU data: 30–45 ms of main thread on a desktop,
 * four times that on a phone, a long task on every signed-in page when a module creates one as it
 * loads. These few fixed formats need none of it; format.test.ts checks each one against `Intl`.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A whole number with thousands separators: "3,003", as `Intl.NumberFormat('en-US')` writes it. */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return new Intl.NumberFormat('en-US').format(value);
  const digits = String(Math.abs(value));
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) grouped = digits.slice(Math.max(0, end - 3), end) + (grouped ? `,${grouped}` : '');
  return value < 0 ? `-${grouped}` : grouped;
}

/** Which clock a date is read on: the browser's own time zone, or UTC. */
export type Clock = 'local' | 'utc';

function partsOf(date: Date, clock: Clock) {
  return clock === 'utc'
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), hours: date.getUTCHours(), minutes: date.getUTCMinutes() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), hours: date.getHours(), minutes: date.getMinutes() };
}

/** "Nov 27, 2026", as `Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' })`. */
export function formatShortDate(date: Date, clock: Clock = 'local'): string {
  const { year, month, day } = partsOf(date, clock);
  return `${MONTHS[month] ?? ''} ${String(day)}, ${String(year)}`;
}

/** "Nov 27, 3:05 PM", as `Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })`. */
export function formatMonthDayTime(date: Date, clock: Clock = 'local'): string {
  const { month, day, hours, minutes } = partsOf(date, clock);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${MONTHS[month] ?? ''} ${String(day)}, ${String(hour12)}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
