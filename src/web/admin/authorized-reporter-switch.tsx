import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Switch from '@mui/material/Switch';
import { apiRequest } from '../api/api-client';
import { collectionKey } from './admin-api';
import { requestErrorText } from './admin-errors';

export interface AuthorizedReporterSwitchProps {
  userId: number;
  gspId: number;
  authorized: boolean;
  /** Names the switch to assistive technology, e.g. 'Authorized reporter for Kings Subbasin GSP'. */
  label: string;
  /** What a refused change says before the server's reason. */
  undoneText: string;
  /** Says why a change was taken back; null when a change went through. */
  onResult: (failure: string | null) => void;
}

/**
 * spec 2 §4, §7: the authorized reporter flag of one GSP association, shown changed at once, then sent
 * (POST updateauthreporter/{userId}); a refused or failed change flips back and says why. The user and
 * GSP forms both show it; a user whose role is Agency is not offered it (their screens say so).
 */
export function AuthorizedReporterSwitch({
  userId,
  gspId,
  authorized,
  label,
  undoneText,
  onResult,
}: AuthorizedReporterSwitchProps) {
  const [shown, setShown] = useState(authorized);
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (next: boolean) =>
      apiRequest(`updateauthreporter/${userId}`, {
        method: 'POST',
        body: { gsp: gspId, authorized_reporter: next },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKey('gspassociations') }),
  });

  const toggle = (next: boolean) => {
    setShown(next);
    update.mutate(next, {
      onSuccess: () => onResult(null),
      onError: (error) => {
        setShown(!next);
        onResult(requestErrorText(error, undoneText));
      },
    });
  };

  return (
    <Switch
      checked={shown}
      disabled={update.isPending}
      onChange={(event) => toggle(event.target.checked)}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}
