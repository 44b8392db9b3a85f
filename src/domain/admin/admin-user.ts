import { z } from 'zod';
import { ACCOUNT_TEXTS } from '../accounts/account-texts';
import {
  addressFields,
  confirmationField,
  emailField,
  passwordField,
  passwordsMatch,
  requiredText,
} from '../accounts/account-schemas';
import { ROLES, USER_STATUSES } from '../accounts/roles';
import { DIALOG_TEXTS } from '../app/dialog-texts';

/** spec 2 §2.7 and §5: the administrator's user form. */
const adminUserFields = {
  email: emailField(ACCOUNT_TEXTS.invalidEmailUpper),
  first_name: requiredText(150),
  last_name: requiredText(150),
  phone: requiredText(50),
  ...addressFields,
  agency: z.coerce.number({ error: ACCOUNT_TEXTS.fieldRequired }).int().positive(ACCOUNT_TEXTS.fieldRequired),
  role: z.enum(ROLES, { error: 'Select a valid role.' }),
  status: z.enum(USER_STATUSES, { error: 'Select a valid status.' }),
};

export const adminUserUpdateSchema = z.object(adminUserFields);

export const adminUserCreateSchema = z
  .object({
    ...adminUserFields,
    password: passwordField,
    password2: confirmationField,
  })
  .refine(...passwordsMatch('password', 'password2'));

/** The texts of the user administration screens (spec 2 §2.7, §8). */
export const USER_ADMIN_TEXTS = {
  listTitle: 'Manage Users',
  addUser: 'Add User',
  filterPlaceholder: 'Filter Users',
  empty: 'No Users Found',
  loadFailed: 'The users could not be loaded.',
  deleteQuestion: (name: string) => `Are you sure you wish to user: ${name}?`,
  newTitle: 'Add User',
  editTitle: 'Edit User',
  save: 'Save',
  resetPassword: 'Reset Password',
  saveFailed: 'The user was not saved.',
  created: 'The user has been created. GSP associations can be added below.',
  notFound: 'There is no user with this address.',
  associationsTitle: 'GSP Associations',
  noAssociations: DIALOG_TEXTS.noAssociations,
  addAssociation: 'Add Association',
  notForAgency: 'Not for Agency users',
  toggleUndone: (gsp: string) =>
    `The authorized reporter change for ${gsp} was not saved and has been undone.`,
} as const;

/** How a user is named on the screens: their full name, else their email. */
export function userDisplayName(user: { first_name: string; last_name: string; email: string }): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}

/** What goes with a deleted user by cascade, told in the delete confirmation. */
export function deletionConsequenceText(gspCount: number, gsaCount: number): string {
  const plural = (n: number, noun: string) => `${n} ${noun} association${n === 1 ? '' : 's'}`;
  if (!gspCount && !gsaCount) return 'The user has no GSP or GSA associations.';
  return `${plural(gspCount, 'GSP')} and ${plural(gsaCount, 'GSA')} will be deleted with the user.`;
}
