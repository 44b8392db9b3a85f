import { z } from 'zod';
import { ACCOUNT_TEXTS } from '../accounts/account-texts';
import { addressFields, emailField, requiredText } from '../accounts/account-schemas';
import { PASSWORD_MIN_LENGTH } from '../accounts/password-rules';
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
    password: z
      .string({ error: ACCOUNT_TEXTS.invalidPassword })
      .min(PASSWORD_MIN_LENGTH, ACCOUNT_TEXTS.invalidPassword)
      .max(128),
    password2: z.string({ error: ACCOUNT_TEXTS.fieldRequired }),
  })
  .refine((value) => value.password === value.password2, {
    path: ['password2'],
    message: ACCOUNT_TEXTS.passwordsDoNotMatch,
  });
