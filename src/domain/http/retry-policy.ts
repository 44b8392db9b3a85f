/**
 * spec 2 §9, spec 3 §4: a request that got no answer (or a server error) is tried again up to 3 times,
 * waiting 1000 ms times the attempt number. The screens' queries and the offline outbox both follow it.
 */
export const RETRY_ATTEMPTS = 3;

/** The wait before retry number `attempt` (1, 2, 3). */
export const retryDelayMs = (attempt: number) => 1000 * attempt;

/** Whether an answer's status may change on a retry: no answer (0), a timeout, too many requests, or a server error. */
export const isRetryableStatus = (status: number) =>
  status === 0 || status === 408 || status === 429 || status >= 500;
