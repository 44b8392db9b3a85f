export const ROLES = ['Administrator', 'GSP Representative', 'Agency'] as const;
export type Role = (typeof ROLES)[number];

/** spec 2 §4: set by administrators; a new registration starts Pending. */
export const USER_STATUSES = ['Active', 'Pending', 'Inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

// Least privilege until an administrator confirms the account and sets the role.
export const DEFAULT_ROLE_FOR_REGISTRATION: Role = 'Agency';
export const DEFAULT_STATUS_FOR_REGISTRATION: UserStatus = 'Pending';
