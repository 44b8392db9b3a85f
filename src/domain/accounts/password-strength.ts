import type { PasswordOwner } from './password-rules';

/**
 * Issue 30: how hard a password is to guess, as the zxcvbn estimator (@zxcvbn-ts) scores it from 0 (too
 * guessable) to 4 (very unguessable). Below 3 a password falls to an offline attack on a slow hash in
 * fewer than 10^10 guesses: the server refuses it with the estimator's reason and a hint, and the forms
 * show the same verdict while the user types. This file holds the rule and its texts; the estimator and
 * its dictionaries are in password-estimator.ts, which the web app loads only on the screens that ask.
 */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export const PASSWORD_MIN_SCORE = 3;

/** What the estimator says of one password, in this app's words. */
export interface PasswordEstimate {
  score: PasswordScore;
  /** Why it is easy to guess, when the estimator can tell. */
  warning: string | null;
  /** How to make it harder to guess. */
  suggestions: string[];
}

/** The estimator's feedback in English, by its translation keys (@zxcvbn-ts/core translationKeys). */
export const PASSWORD_FEEDBACK_TEXTS = {
  warnings: {
    straightRow: 'Straight rows of keys on the keyboard are easy to guess.',
    keyPattern: 'Short keyboard patterns are easy to guess.',
    simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
    extendedRepeat: 'Repeated patterns like "abcabcabc" are easy to guess.',
    sequences: 'Common sequences like "abc" or "123" are easy to guess.',
    recentYears: 'Recent years are easy to guess.',
    dates: 'Dates are easy to guess.',
    topTen: 'This is one of the most used passwords.',
    topHundred: 'This is a very often used password.',
    common: 'This is a commonly used password.',
    similarToCommon: 'This is similar to a commonly used password.',
    wordByItself: 'Single words are easy to guess.',
    namesByThemselves: 'Single names or surnames are easy to guess.',
    commonNames: 'Common names and surnames are easy to guess.',
    userInputs: 'It should not contain your name or email address.',
    pwned: 'This password was exposed by a data breach on the Internet.',
  },
  suggestions: {
    l33t: 'Avoid predictable letter substitutions like "@" for "a".',
    reverseWords: 'Avoid reversed spellings of common words.',
    allUppercase: 'Capitalize some, but not all letters.',
    capitalization: 'Capitalize more than the first letter.',
    dates: 'Avoid dates and years that are associated with you.',
    recentYears: 'Avoid recent years.',
    associatedYears: 'Avoid years that are associated with you.',
    sequences: 'Avoid common character sequences.',
    repeated: 'Avoid repeated words and characters.',
    longerKeyboardPattern: 'Use longer keyboard patterns and change typing direction several times.',
    anotherWord: 'Add more words that are less common.',
    useWords: 'Use several words, but avoid common phrases.',
    noNeed: 'A strong password needs no symbols, numbers or uppercase letters: a few uncommon words will do.',
    pwned: 'If you use this password elsewhere, change it there.',
  },
  timeEstimation: {
    ltSecond: 'less than a second',
    second: '{base} second',
    seconds: '{base} seconds',
    minute: '{base} minute',
    minutes: '{base} minutes',
    hour: '{base} hour',
    hours: '{base} hours',
    day: '{base} day',
    days: '{base} days',
    month: '{base} month',
    months: '{base} months',
    year: '{base} year',
    years: '{base} years',
    centuries: 'centuries',
  },
} as const;

export const PASSWORD_STRENGTH_TEXTS = {
  meterLabel: 'Password strength',
  levels: ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'],
  tooWeak: 'This password is too easy to guess.',
  hint: 'Hint:',
  /** The hint when the estimator gives none for a weak password. */
  defaultHint: PASSWORD_FEEDBACK_TEXTS.suggestions.anotherWord,
} as const;

export const isWeakPassword = (estimate: PasswordEstimate) => estimate.score < PASSWORD_MIN_SCORE;

/** The name of a score as the meter shows it ("Weak", "Strong"...). */
export const strengthLabel = (score: PasswordScore) => PASSWORD_STRENGTH_TEXTS.levels[score];

/** The hint for a password: the estimator's, or for a weak one without any, a general one. */
export function strengthHint(estimate: PasswordEstimate): string | null {
  if (estimate.suggestions.length) return estimate.suggestions.join(' ');
  return isWeakPassword(estimate) ? PASSWORD_STRENGTH_TEXTS.defaultHint : null;
}

/** What a refused password is told: that it is too easy to guess, why, and a hint. */
export function weakPasswordMessage(estimate: PasswordEstimate): string {
  return [
    PASSWORD_STRENGTH_TEXTS.tooWeak,
    estimate.warning,
    PASSWORD_STRENGTH_TEXTS.hint,
    strengthHint(estimate),
  ]
    .filter(Boolean)
    .join(' ');
}

/** The owner's address and names, which the estimator counts as easy guesses for their password. */
export function ownerWords(owner: PasswordOwner): string[] {
  const words = [owner.email, owner.email?.split('@')[0], owner.first_name, owner.last_name];
  return [
    ...new Set(words.map((word) => word?.trim().toLowerCase() ?? '').filter((word) => word.length > 0)),
  ];
}
