import { useState } from 'react';
import Switch from '@mui/material/Switch';
import { canHoldReportingAuthorization } from '../../../domain/accounts/permissions';
import type { Role } from '../../../domain/accounts/roles';
import { useSaveRecord } from '../admin-api';
import { requestErrorText } from '../admin-errors';
import type { UserAssociation } from './user-associations-section';

export interface AuthorizedReporterSwitchProps {
  association: UserAssociation;
  /** Says why a change was taken back; null when a later change went through. */
  onResult: (failure: string | null) => void;
}

/**
 * spec 2 §4: the authorized reporter flag toggles between 0 and 1, shown at once and then sent to the
 * server; a refused change flips back and says why. Not offered to users whose role is Agency (§2.7).
 */
export function AuthorizedReporterSwitch({ association, onResult }: AuthorizedReporterSwitchProps) {
  const [shown, setShown] = useState<0 | 1>(association.authorized_reporter ?? 0);
  const save = useSaveRecord('gspassociations', association.id);
  const name = association.user_label || association.email;

  if (!canHoldReportingAuthorization(association.role as Role)) return <span>Not for Agency users</span>;

  const toggle = (next: 0 | 1) => {
    const before = shown;
    setShown(next);
    save.mutate(
      { authorized_reporter: next },
      {
        onSuccess: () => onResult(null),
        onError: (error) => {
          setShown(before);
          onResult(
            requestErrorText(
              error,
              `The authorized reporter change for ${name} was not saved and has been undone.`,
            ),
          );
        },
      },
    );
  };

  return (
    <Switch
      checked={shown === 1}
      disabled={save.isPending}
      onChange={(event) => toggle(event.target.checked ? 1 : 0)}
      slotProps={{ input: { 'aria-label': `Authorized reporter: ${name}` } }}
    />
  );
}
