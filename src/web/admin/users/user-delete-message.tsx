import { useQuery } from '@tanstack/react-query';
import { USER_ADMIN_TEXTS, deletionConsequenceText, userDisplayName } from '../../../domain/admin/admin-user';
import { collectionListQuery } from '../admin-api';
import type { AdminUser } from './users-api';

/**
 * The delete confirmation of a user (spec 2 §2.7), and what goes with the user: their GSP and GSA
 * associations are deleted by cascade, so the administrator is told how many first.
 */
export function UserDeleteMessage({ user }: { user: AdminUser }) {
  const gsp = useQuery(collectionListQuery<unknown>('gspassociations', `user=${user.id}`));
  const gsa = useQuery(collectionListQuery<unknown>('gsaassociations', `user=${user.id}`));
  let consequence = 'Counting the associations that go with the user...';
  if (gsp.isError || gsa.isError)
    consequence = 'The associations that go with the user could not be counted.';
  else if (gsp.data && gsa.data) consequence = deletionConsequenceText(gsp.data.length, gsa.data.length);
  return (
    <>
      <span>{USER_ADMIN_TEXTS.deleteQuestion(userDisplayName(user))}</span>
      <span style={{ display: 'block', marginTop: 8 }}>{consequence}</span>
    </>
  );
}
