import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';
import { PasswordRequirements } from './password-requirements';

type NewPasswordField = 'new_password1' | 'new_password2';

/** The new password, typed twice, and its requirements: the password change and reset forms (spec 1 §2.1). */
export function NewPasswordFields<T extends FieldValues>({
  control,
  autoFocus,
}: {
  control: Control<T>;
  autoFocus?: boolean;
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
