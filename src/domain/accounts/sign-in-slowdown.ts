/** How wrong passwords slow the next sign-in: the wait doubles from stepMs and never passes maxMs. */
export interface SignInSlowdown {
  stepMs: number;
  maxMs: number;
}

/** Wrong passwords one client address may send for an account before its attempts wait: typos are free. */
export const FREE_WRONG_PASSWORDS_PER_ADDRESS = 2;

/**
 * The wait before a password is checked, after `failures` wrong ones of which `free` cost nothing:
 * stepMs for the first one past them, twice as long for each next one, at most maxMs.
 */
export function signInDelayMs(failures: number, free: number, slowdown: SignInSlowdown): number {
  const counted = failures - free;
  if (counted <= 0) return 0;
  // 2 ** 30 already exceeds any sensible maxMs; capping the exponent keeps the number finite
  return Math.min(slowdown.maxMs, slowdown.stepMs * 2 ** Math.min(counted - 1, 30));
}
