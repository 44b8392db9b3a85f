import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SessionProvider, useSession } from '../accounts/session-provider';
import { isRetryableStatus, RETRY_ATTEMPTS, retryDelayMs } from '../../domain/http/retry-policy';
import { ApiError } from '../api/api-client';
import { theme } from './theme';

/** A client error (400-499) will answer the same on a retry; only unanswered requests and 5xx are retried. */
function isWorthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError) || isRetryableStatus(error.status);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // spec 2 §9: up to 3 retries, 1000 ms times the attempt number
        retry: (failureCount, error) => failureCount < RETRY_ATTEMPTS && isWorthRetrying(error),
        retryDelay: (failureCount) => retryDelayMs(failureCount + 1),
      },
    },
  });
}

/**
 * The offline outbox sends what waits while the app runs (it needs the query client to refresh screens).
 * Only a signed-in user has entries to send, so its code (and IndexedDB's) is fetched at the first sign-in,
 * not with the login page; once started it stays, as the entries of a later session may wait in it.
 */
function OutboxConnection({ queryClient }: { queryClient: QueryClient }) {
  const { user } = useSession();
  const [started, setStarted] = useState(false);
  if (user && !started) setStarted(true);
  useEffect(() => {
    if (!started) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('../offline/outbox').then(({ connectOutbox }) => {
      if (!stopped) stop = connectOutbox(queryClient);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [started, queryClient]);
  return null;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SessionProvider>
          <OutboxConnection queryClient={queryClient} />
          {children}
        </SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
