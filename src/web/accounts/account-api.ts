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

/** The account calls of spec 1 §7, under /api. */

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

export interface RegisteredUser {
  id: number;
  email: string;
  status: string;
}

export function registerUser(input: RegistrationInput) {
  return apiRequest<RegisteredUser>('auth/users/create/', { method: 'POST', body: input });
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
