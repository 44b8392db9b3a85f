import { describe, expect, it } from 'vitest';
import { estimatePassword, newPasswordProblems } from './password-estimator';
import { PASSWORD_MESSAGES } from './password-rules';
import {
  isWeakPassword,
  ownerWords,
  PASSWORD_FEEDBACK_TEXTS,
  PASSWORD_MIN_SCORE,
  strengthHint,
  strengthLabel,
  weakPasswordMessage,
} from './password-strength';

const { warnings, suggestions } = PASSWORD_FEEDBACK_TEXTS;

describe('estimatePassword', () => {
  it('scores twelve of one character, letters or spaces, as very weak, saying why', () => {
    for (const password of ['a'.repeat(12), ' '.repeat(12)]) {
      const estimate = estimatePassword(password);
      expect(estimate.score).toBe(0);
      expect(estimate.warning).toBe(warnings.simpleRepeat);
      expect(estimate.suggestions).toContain(suggestions.repeated);
    }
  });

  it('scores a common password as weak, however capitalised', () => {
    expect(estimatePassword('password123')).toMatchObject({ score: 0, warning: warnings.common });
    expect(isWeakPassword(estimatePassword('Password123'))).toBe(true);
  });

  it('scores the demo password and a few uncommon words as strong', () => {
    expect(estimatePassword('Groundwater-2026').score).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
    expect(estimatePassword('percolation pond headgate').score).toBe(4);
  });

  it('counts the owner’s names and address as easy guesses', () => {
    const owner = { email: 'kestrel.whitlow@example.org', first_name: 'Kestrel', last_name: 'Whitlow' };
    expect(estimatePassword('KestrelWhitlow').score).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
    const own = estimatePassword('KestrelWhitlow', owner);
    expect(own.score).toBeLessThan(PASSWORD_MIN_SCORE);
    expect(own.warning).toBe(warnings.userInputs);
  });
});

describe('the texts of a weak password', () => {
  it('name the score, and give the reason then a hint', () => {
    expect(strengthLabel(0)).toBe('Very weak');
    expect(strengthLabel(4)).toBe('Very strong');
    expect(
      weakPasswordMessage({ score: 0, warning: warnings.simpleRepeat, suggestions: [suggestions.repeated] }),
    ).toBe(
      'This password is too easy to guess. Repeated characters like "aaa" are easy to guess. Hint: Avoid repeated words and characters.',
    );
  });

  it('give a general hint to a weak password the estimator has none for, and none to a strong one', () => {
    expect(weakPasswordMessage({ score: 2, warning: null, suggestions: [] })).toBe(
      'This password is too easy to guess. Hint: Add more words that are less common.',
    );
    expect(strengthHint({ score: 4, warning: null, suggestions: [] })).toBeNull();
  });

  it('take the owner’s address, its mailbox and names once each, in lower case', () => {
    expect(ownerWords({ email: 'Ana@x.org', first_name: ' Ana ', last_name: null })).toEqual([
      'ana@x.org',
      'ana',
    ]);
  });
});

describe('newPasswordProblems', () => {
  it('refuses twelve a’s or twelve spaces as too easy to guess, with the reason and a hint', () => {
    for (const password of ['aaaaaaaaaaaa', '            ']) {
      const [problem, ...others] = newPasswordProblems(password, {});
      expect(others).toEqual([]);
      expect(problem).toMatch(
        /^This password is too easy to guess\. Repeated characters like "aaa" are easy to guess\. Hint: /,
      );
    }
  });

  it('accepts the demo accounts’ password', () => {
    expect(newPasswordProblems('Groundwater-2026', { email: 'admin@example.org' })).toEqual([]);
  });

  it('tells the spec’s rules alone when one is broken', () => {
    expect(newPasswordProblems('aaaa', {})).toEqual([PASSWORD_MESSAGES.tooShort]);
    expect(newPasswordProblems('password', {})).toEqual([PASSWORD_MESSAGES.tooCommon]);
    expect(newPasswordProblems('73950284', {})).toEqual([PASSWORD_MESSAGES.entirelyNumeric]);
  });
});
