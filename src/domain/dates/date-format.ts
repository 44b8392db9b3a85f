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
