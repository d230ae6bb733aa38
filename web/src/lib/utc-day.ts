/**
 * The start of a `YYYY-MM-DD` day in UTC (the day the tables show: the first 10 characters of
 * the ISO time), or null when the text is not a real day (a hand-edited URL).
 */
export function utcDay(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const day = new Date(`${text}T00:00:00.000Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text ? null : day;
}
