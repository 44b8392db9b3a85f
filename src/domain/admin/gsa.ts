import { z } from 'zod';
import { optionalText, requiredText } from '../accounts/account-schemas';
import { DIALOG_TEXTS } from '../app/dialog-texts';

/** spec 2 §2.9. */
export const gsaSchema = z.object({ name: requiredText(200), abbreviation: optionalText(50) });
export type GsaInput = z.input<typeof gsaSchema>;

export const gsaAssociationSchema = z.object({
  user: z.coerce.number().int().positive(),
  gsa: z.coerce.number().int().positive(),
});

/** spec 2 §2.9, §8: the texts of the GSA screens. */
export const GSA_TEXTS = {
  listTitle: 'Manage GSAs',
  filter: 'Filter GSAs',
  add: 'Add GSA',
  empty: 'No GSAs Found',
  newTitle: 'Add GSA',
  editTitle: 'Edit GSA',
  noAssociations: DIALOG_TEXTS.noAssociations,
} as const;
