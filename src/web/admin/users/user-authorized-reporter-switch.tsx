import { useState } from 'react';
import Switch from '@mui/material/Switch';
import { USER_ADMIN_TEXTS } from '../../../domain/admin/admin-user';
import { requestErrorText } from '../admin-errors';
import { useUpdateAuthReporter, type UserGspAssociation } from './users-api';

/**
 * spec 2 §4: the authorized reporter flag is shown changed at once, then sent (POST updateauthreporter);
 * a refused or failed change flips back and says why.
 */
export function UserAuthorizedReporterSwitch({
  association,
  onResult,
}: {
  association: UserGspAssociation;
  /** Says why a change was taken back; null when a change went through. */
  onResult: (failure: string | null) => void;
}) {
  const [shown, setShown] = useState(association.authorized_reporter === 1);
  const update = useUpdateAuthReporter(association.user);

  const toggle = (next: boolean) => {
    setShown(next);
    update.mutate(
      { gsp: association.gsp, authorized_reporter: next },
      {
        onSuccess: () => onResult(null),
        onError: (error) => {
          setShown(!next);
          onResult(requestErrorText(error, USER_ADMIN_TEXTS.toggleUndone(association.name)));
        },
      },
    );
  };

  return (
    <Switch
      checked={shown}
      disabled={update.isPending}
      onChange={(event) => toggle(event.target.checked)}
      slotProps={{ input: { 'aria-label': `Authorized reporter for ${association.name}` } }}
    />
  );
}
