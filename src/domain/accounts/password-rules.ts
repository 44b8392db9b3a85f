/** spec 1 §9: password minimum length. */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MESSAGES = {
  tooShort: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  entirelyNumeric: 'This password is entirely numeric.',
  tooCommon: 'This password is too common.',
  tooSimilar: (attribute: string) => `This password is too similar to the ${attribute}.`,
} as const;

export interface PasswordOwner {
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

/**
 * Whose password the emailed reset link sets, as far as its page can know: no one is signed in there and
 * the link carries only the account's number. The server judges a reset's password by this same owner,
 * so the page's meter and the server never disagree on it (issue 30).
 */
export const RESET_LINK_PASSWORD_OWNER: PasswordOwner = {};

const ATTRIBUTE_NAMES: Record<keyof PasswordOwner, string> = {
  email: 'email address',
  first_name: 'first name',
  last_name: 'last name',
};

/** Ratcliff/Obershelp similarity, the measure Django's similarity validator uses. */
export function similarityRatio(a: string, b: string): number {
  if (!a.length && !b.length) return 1;
  const matches = (x: string, y: string): number => {
    if (!x.length || !y.length) return 0;
    let bestLength = 0;
    let bestX = 0;
    let bestY = 0;
    for (let i = 0; i < x.length; i++) {
      for (let j = 0; j < y.length; j++) {
        let k = 0;
        while (i + k < x.length && j + k < y.length && x[i + k] === y[j + k]) k++;
        if (k > bestLength) {
          bestLength = k;
          bestX = i;
          bestY = j;
        }
      }
    }
    if (bestLength === 0) return 0;
    return (
      bestLength +
      matches(x.slice(0, bestX), y.slice(0, bestY)) +
      matches(x.slice(bestX + bestLength), y.slice(bestY + bestLength))
    );
  };
  return (2 * matches(a, b)) / (a.length + b.length);
}

function attributeParts(key: keyof PasswordOwner, value: string): string[] {
  const lower = value.toLowerCase().trim();
  if (!lower) return [];
  // Only the mailbox part of an address: a domain such as basin.org is shared by a whole agency.
  const own = key === 'email' ? lower.split('@')[0] : lower;
  const parts = [lower, own, ...own.split(key === 'email' ? /\W+/ : /\s+/)];
  return [...new Set(parts.filter((part) => part.length >= 3))];
}

/**
 * The server's password rules (spec 1 §2.1: at least 8, not part of the name or email,
 * not entirely numeric; and not a common password). Returns the messages of every rule broken.
 */
export function passwordProblems(
  password: string,
  owner: PasswordOwner,
  isCommonPassword: (candidate: string) => boolean = () => false,
): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
  const lower = password.toLowerCase();
  for (const key of Object.keys(ATTRIBUTE_NAMES) as (keyof PasswordOwner)[]) {
    const value = owner[key];
    if (!value) continue;
    const similar = attributeParts(key, value).some(
      (part) => (part.length >= 4 && lower.includes(part)) || similarityRatio(lower, part) >= 0.7,
    );
    if (similar) {
      problems.push(PASSWORD_MESSAGES.tooSimilar(ATTRIBUTE_NAMES[key]));
      break;
    }
  }
  if (isCommonPassword(lower)) problems.push(PASSWORD_MESSAGES.tooCommon);
  if (/^\d+$/.test(password)) problems.push(PASSWORD_MESSAGES.entirelyNumeric);
  return problems;
}
