import { queryOptions } from '@tanstack/react-query';
import { fetchMe } from './account-api';
import { sessionStore } from './session-store';

/** GET auth/me/: the signed-in user, fresh from the server; the answer also refreshes the stored session. */
export const currentUserQuery = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: async ({ signal }) => {
    const token = sessionStore.token();
    const user = await fetchMe(signal);
    if (token && sessionStore.token() === token) sessionStore.updateUser(user);
    return user;
  },
  staleTime: 60_000,
});
