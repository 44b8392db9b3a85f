import { setTimeout as sleep } from 'node:timers/promises';

/** The wait of a slowed sign-in; a module of its own so tests can record waits instead of sleeping. */
export function waitBeforePasswordCheck(ms: number): Promise<void> {
  return sleep(ms);
}

/** The clock the sign-in limits are kept on; tests that record waits move it by the waits instead. */
export function throttleClock(): Date {
  return new Date();
}
