export const ROLES = ['admin', 'accounts', 'salesman', 'reservation', 'agent', 'customer'] as const;
export type TRole = (typeof ROLES)[number];

/** Roles that work in the back office (created by an admin through the staff screens). */
export const STAFF_ROLES = ['admin', 'accounts', 'salesman', 'reservation'] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];

/** Roles a person may choose for themselves when registering. */
export const SELF_REGISTER_ROLES = ['customer', 'agent'] as const;

export const USER_STATUSES = ['active', 'disabled'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];
