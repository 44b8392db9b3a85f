import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../domain/accounts/session-user';
import { destroyToken, type SignedInUser } from './account-api';
import { currentUserQuery } from './current-user-query';
import { sessionStore } from './session-store';
import { clearOfflineData } from '../offline/offline-data-cache';

export interface Session {
  user: SessionUser | null;
  token: string | null;
  signIn: (user: SignedInUser) => void;
  /** Revokes the token on the server (best effort) and forgets all held data. */
  signOut: () => Promise<void>;
  updateUser: (user: SessionUser) => void;
  /** The server revokes every token on a password change and hands out a new one. */
  replaceToken: (token: string) => void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const stored = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
  const token = stored?.token ?? null;

  // spec 1 §4: logout (here, in another tab, or by an 'Invalid token.' answer) clears all held data
  useEffect(() => {
    let previousToken = sessionStore.token();
    return sessionStore.subscribe(() => {
      const nextToken = sessionStore.token();
      if (previousToken && !nextToken) {
        queryClient.clear();
        void clearOfflineData();
      }
      previousToken = nextToken;
    });
  }, [queryClient]);

  // Refreshes the stored user on start; an 'Invalid token.' answer signs out (see api-client).
  useQuery({ ...currentUserQuery, enabled: !!token });

  const signIn = useCallback(
    (user: SignedInUser) => {
      sessionStore.start(user.auth_token, user);
      queryClient.setQueryData(currentUserQuery.queryKey, sessionStore.get()?.user);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    if (!sessionStore.token()) return;
    const revoke = destroyToken();
    sessionStore.end();
    await revoke.catch(() => undefined);
  }, []);

  const updateUser = useCallback(
    (user: SessionUser) => {
      sessionStore.updateUser(user);
      queryClient.setQueryData(currentUserQuery.queryKey, sessionStore.get()?.user);
    },
    [queryClient],
  );

  const replaceToken = useCallback((next: string) => sessionStore.replaceToken(next), []);

  const session = useMemo<Session>(
    () => ({ user: stored?.user ?? null, token, signIn, signOut, updateUser, replaceToken }),
    [stored, token, signIn, signOut, updateUser, replaceToken],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it.');
  return session;
}
