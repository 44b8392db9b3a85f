import type { Role, UserStatus } from './roles';

/** A GSP the user is associated with, as the server presents it. */
export interface GspMembership {
  id: number;
  gsp: number;
  gsp_label: string;
  authorized_reporter: 0 | 1;
}

/** The signed-in user as answered by auth/token/create/ and auth/me/. */
export interface SessionUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  role: Role;
  status: UserStatus;
  agency: number | null;
  agency_label: string;
  gsp_associations: GspMembership[];
  auth_token?: string;
}
