/** The account calls of spec 1 §7, under /api. */

import type {
  LoginInput,
  PasswordChangeInput,
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
  ProfileInput,
  RegistrationInput,
} from '../../domain/accounts/account-schemas';
import type { SessionUser } from '../../domain/accounts/session-user';
import { apiRequest } from '../api/api-client';

/** What auth/token/create/ answers: the user, with the new token. */
export type SignedInUser = SessionUser & { auth_token: string };

export function createToken(input: LoginInput) {
  return apiRequest<SignedInUser>('auth/token/create/', { method: 'POST', body: input });
}

export function destroyToken() {
  return apiRequest<void>('auth/token/destroy/', { method: 'POST' });
}

export function fetchMe(signal?: AbortSignal) {
  return apiRequest<SessionUser>('auth/me/', { signal });
}

export function updateMe(input: ProfileInput) {
  return apiRequest<SessionUser>('auth/me/', { method: 'PUT', body: input });
}

/** The new account, Pending until an administrator confirms it. */
export function registerUser(input: RegistrationInput) {
  return apiRequest<SessionUser>('auth/users/create/', { method: 'POST', body: input });
}

export function changePassword(input: PasswordChangeInput) {
  return apiRequest<{ auth_token: string }>('auth/password/', { method: 'POST', body: input });
}

export function requestPasswordReset(input: PasswordResetRequestInput) {
  return apiRequest<{ detail: string }>('auth/password/reset/', { method: 'POST', body: input });
}

export function confirmPasswordReset(input: PasswordResetConfirmInput) {
  return apiRequest<{ detail: string }>('auth/password/reset/confirm/', { method: 'POST', body: input });
}
