import { z } from 'zod';
import { optionalText, requiredText } from '../accounts/account-schemas';

/** spec 2 §2.8: name required, abbreviation optional. */
export const agencySchema = z.object({ name: requiredText(200), abbreviation: optionalText(50) });
export type AgencyInput = z.input<typeof agencySchema>;

/** spec 2 §2.8: an agency named 'Not Found' displays as an empty name. */
export function agencyDisplayName(name: string | null | undefined): string {
  return !name || name === 'Not Found' ? '' : name;
}

/** spec 2 §2.8, §8: the texts of the agency screens. */
export const AGENCY_TEXTS = {
  listTitle: 'Manage Agencies',
  filter: 'Filter Agencies',
  add: 'Add Agency',
  empty: 'No Agencies Found',
  newTitle: 'Add Agency',
  editTitle: 'Edit Agency',
} as const;
