import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblems, type PasswordOwner } from './password-rules';
import {
  isWeakPassword,
  ownerWords,
  weakPasswordMessage,
  PASSWORD_FEEDBACK_TEXTS,
  type PasswordEstimate,
  type PasswordScore,
} from './password-strength';

/**
 * The zxcvbn estimator with the common-password and keyboard dictionaries of @zxcvbn-ts/language-common
 * (issue 30). It weighs some hundreds of kilobytes: the web app imports this module only where a new
 * password is typed; the server at start.
 */
const estimator = new ZxcvbnFactory({
  dictionary,
  graphs: adjacencyGraphs,
  translations: PASSWORD_FEEDBACK_TEXTS,
});

/** The common passwords of the estimator's list, lower case. */
export const commonPasswords: ReadonlySet<string> = new Set(dictionary['passwords-common'] as string[]);

/** How hard the password is to guess, its owner's address and names counting as easy guesses. */
export function estimatePassword(password: string, owner: PasswordOwner = {}): PasswordEstimate {
  const { score, feedback } = estimator.check(password, ownerWords(owner));
  return { score: score as PasswordScore, warning: feedback.warning, suggestions: feedback.suggestions };
}

/**
 * Every rule a new password must pass: spec 1 §2.1's (length, not like the owner's names or address, not
 * entirely numeric), not a common password, and then not too easy to guess. A password that breaks a
 * spec rule is told only those: they already say why it is weak.
 */
export function newPasswordProblems(password: string, owner: PasswordOwner): string[] {
  const problems = passwordProblems(password, owner, (candidate) => commonPasswords.has(candidate));
  if (problems.length) return problems;
  const estimate = estimatePassword(password, owner);
  return isWeakPassword(estimate) ? [weakPasswordMessage(estimate)] : [];
}
