import { useEffect, useMemo, useState } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PasswordOwner } from '../../domain/accounts/password-rules';
import {
  isWeakPassword,
  PASSWORD_STRENGTH_TEXTS,
  strengthLabel,
  weakPasswordMessage,
  type PasswordScore,
} from '../../domain/accounts/password-strength';

type Estimator = (typeof import('../../domain/accounts/password-estimator'))['estimatePassword'];

let loading: Promise<Estimator> | undefined;

/** The estimator and its dictionaries, fetched once when a meter first shows (not with the login page). */
function loadEstimator(): Promise<Estimator> {
  loading ??= import('../../domain/accounts/password-estimator').then((module) => module.estimatePassword);
  // not fetched (offline): the next meter tries again; the server judges the password meanwhile
  loading.catch(() => (loading = undefined));
  return loading;
}

function useEstimator(): Estimator | undefined {
  const [estimator, setEstimator] = useState<Estimator>();
  useEffect(() => {
    let shown = true;
    loadEstimator().then(
      (loaded) => shown && setEstimator(() => loaded),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, []);
  return estimator;
}

const BAR_COLOURS: Record<PasswordScore, string> = {
  0: 'error.main',
  1: 'error.main',
  2: 'warning.main',
  3: 'success.main',
  4: 'success.main',
};

/**
 * Issue 30: how hard the password being typed is to guess, by the rule the server refuses weak ones with
 * (password-strength.ts): a bar, and in words its level and, for a weak one, why and a hint. The words
 * are a polite live region, so a screen reader hears the verdict change; the bar's colour repeats them.
 */
export function PasswordStrengthMeter({ password, owner }: { password: string; owner?: PasswordOwner }) {
  const estimator = useEstimator();
  const { email, first_name: firstName, last_name: lastName } = owner ?? {};
  const estimate = useMemo(
    () =>
      estimator && password
        ? estimator(password, { email, first_name: firstName, last_name: lastName })
        : undefined,
    [estimator, password, email, firstName, lastName],
  );
  return (
    <Box>
      <Box aria-hidden="true" sx={{ display: 'flex', gap: 0.5, mb: 0.5 }}>
        {[1, 2, 3, 4].map((level) => (
          <Box
            key={level}
            sx={{
              flex: 1,
              height: 6,
              borderRadius: 1,
              bgcolor:
                estimate && estimate.score >= level
                  ? BAR_COLOURS[estimate.score]
                  : 'action.disabledBackground',
            }}
          />
        ))}
      </Box>
      <Typography role="status" variant="body2" component="div" sx={{ minHeight: '1.5em' }}>
        {estimate && (
          <>
            {PASSWORD_STRENGTH_TEXTS.meterLabel}: <strong>{strengthLabel(estimate.score)}</strong>.
            {isWeakPassword(estimate) && ` ${weakPasswordMessage(estimate)}`}
          </>
        )}
      </Typography>
    </Box>
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The meter of a form's password field. Its owner is `owner`, or read from the form's own fields named in
 * `ownerFields` (a registration, a new user). Only the meter follows the typing, not the whole form.
 */
export function FormPasswordStrength<T extends FieldValues>({
  control,
  password,
  owner,
  ownerFields,
}: {
  control: Control<T>;
  password: FieldPath<T>;
  owner?: PasswordOwner;
  ownerFields?: { email: FieldPath<T>; first_name: FieldPath<T>; last_name: FieldPath<T> };
}) {
  const values = useWatch({ control }) as Record<string, unknown>;
  const typedOwner = ownerFields && {
    email: text(values[ownerFields.email]),
    first_name: text(values[ownerFields.first_name]),
    last_name: text(values[ownerFields.last_name]),
  };
  return <PasswordStrengthMeter password={text(values[password])} owner={typedOwner ?? owner} />;
}
