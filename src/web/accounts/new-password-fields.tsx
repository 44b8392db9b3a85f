import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { PasswordOwner } from '../../domain/accounts/password-rules';
import { FormTextField } from './form-text-field';
import { PasswordRequirements } from './password-requirements';
import { FormPasswordStrength } from './password-strength-meter';

type NewPasswordField = 'new_password1' | 'new_password2';

/**
 * The new password, typed twice, its strength and its requirements: the password change, reset and
 * set-password forms (spec 1 §2.1). `owner`, when known, is whose password it is: their names and
 * address make it easier to guess.
 */
export function NewPasswordFields<T extends FieldValues>({
  control,
  autoFocus,
  owner,
}: {
  control: Control<T>;
  autoFocus?: boolean;
  owner?: PasswordOwner;
}) {
  const name = (field: NewPasswordField) => field as FieldPath<T>;
  return (
    <>
      <FormTextField
        control={control}
        name={name('new_password1')}
        label="New Password"
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
      />
      <FormPasswordStrength control={control} password={name('new_password1')} owner={owner} />
      <FormTextField
        control={control}
        name={name('new_password2')}
        label="Retype New Password"
        type="password"
        autoComplete="new-password"
      />
      <PasswordRequirements />
    </>
  );
}
