/** The basin's time zone: a moment (a last change, say) is shown as the calendar day it was there. */
export const BASIN_TIME_ZONE = 'America/Los_Angeles';

/** MM/DD/YYYY of a moment, as a calendar day in the basin. */
export function usDateLabel(moment: Date, timeZone = BASIN_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(moment);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')}`;
}

/**
 * A moment as the basin's clock shows it, for a spreadsheet cell: a date-time cell holds no time zone, and
 * its reader expects the time of the basin, not of the server (the Date's UTC fields are the basin's).
 */
export function basinWallClock(moment: Date, timeZone = BASIN_TIME_ZONE): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(moment);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return new Date(
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')),
  );
}
