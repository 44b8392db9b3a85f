import { useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SessionProvider } from '../accounts/session-provider';
import { isRetryableStatus, RETRY_ATTEMPTS, retryDelayMs } from '../../domain/http/retry-policy';
import { ApiError } from '../api/api-client';
import { connectOutbox } from '../offline/outbox';
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

/** The offline outbox sends what waits while the app runs (it needs the query client to refresh screens). */
function OutboxConnection({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => connectOutbox(queryClient), [queryClient]);
  return null;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <OutboxConnection queryClient={queryClient} />
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SessionProvider>{children}</SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
