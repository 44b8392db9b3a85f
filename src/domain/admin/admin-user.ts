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
