/** Texts the spec gives for the account screens; reproduce exactly (spec 1 §2.1, §5, §8). */
export const ACCOUNT_TEXTS = {
  emailRequired: 'Email is required.',
  passwordRequired: 'Password is required.',
  fieldRequired: 'Field is required',
  invalidEmailLower: 'Invalid email address',
  invalidEmailUpper: 'Invalid Email Address',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidPassword: 'Invalid password',
  resetRequestSent:
    'A password reset email has been sent to the specified email address. If a user with this address exists then you will receive instructions on how to reset. If you do not receive an email within five minutes check your spam folder.',
  resetFailed: 'Unknown Error. Please try again.',
  unknownServerError: 'Unknown Server Error',
  notLoggedIn: 'Not logged in.',
  mustBeLoggedIn: 'You must be logged in to view this page.',
  accountRegisteredTitle: 'Account Registered',
  unsavedQueuedData:
    'You currently have unsaved data waiting to sync to the server. If you continue this data will be lost. Do you wish to proceed?',
  passwordRequirements: [
    'Minimum 8 characters',
    'Cannot be part of your name or email',
    'Cannot be entirely numeric',
  ],
} as const;

/** Server answers for sign-in and tokens (DRF-style wording where DRF has one). */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Unable to log in with provided credentials.',
  accountPending: 'Your account is awaiting confirmation by an administrator.',
  accountInactive: 'This account is inactive. Please contact an administrator.',
  invalidToken: 'Invalid token.',
  notAuthenticated: 'Authentication credentials were not provided.',
  permissionDenied: 'You do not have permission to perform this action.',
  notFound: 'Not found.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  tooManyResets: 'Too many password reset requests for this address. Please wait an hour and try again.',
  tooManySignIns: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  wrongCurrentPassword: 'Your current password was entered incorrectly.',
  invalidResetLink: 'This password reset link is invalid or has expired. Please request a new one.',
  emailTaken: 'A user with that email already exists.',
} as const;

/** spec 1 §8: 'Error: ' followed by the server messages joined by commas. */
export function formatServerErrors(body: unknown): string {
  const messages: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') messages.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(body);
  return `Error: ${messages.join(', ')}`;
}
