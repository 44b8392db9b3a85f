/** What still hangs on a site: readings of one kind, or interconnected sites linking to it. */
export interface SiteDependent {
  count: number;
  /** Singular and plural, e.g. ['water level reading', 'water level readings']. */
  noun: readonly [string, string];
}

const counted = ({ count, noun }: SiteDependent) => `${count} ${count === 1 ? noun[0] : noun[1]}`;
const joined = (parts: string[]) =>
  parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

/**
 * Why a site cannot be deleted, or null when nothing depends on it. Readings are deleted with their
 * site by the database (a cascade), so the registry refuses instead of deleting them unseen:
 * 'MW-12 cannot be deleted: 240 water level readings are recorded at it.'
 */
export function siteDeletionRefusal(
  dmsSiteId: string,
  readings: readonly SiteDependent[],
  links: readonly SiteDependent[],
): string | null {
  const recorded = readings.filter((dependent) => dependent.count > 0);
  const linking = links.filter((dependent) => dependent.count > 0);
  if (!recorded.length && !linking.length) return null;
  const clauses: string[] = [];
  if (recorded.length) {
    const total = recorded.reduce((sum, dependent) => sum + dependent.count, 0);
    clauses.push(`${joined(recorded.map(counted))} ${total === 1 ? 'is' : 'are'} recorded at it`);
  }
  if (linking.length) {
    const total = linking.reduce((sum, dependent) => sum + dependent.count, 0);
    clauses.push(`${joined(linking.map(counted))} ${total === 1 ? 'links' : 'link'} to it`);
  }
  return `${dmsSiteId} cannot be deleted: ${clauses.join('; ')}.`;
}
