import type { TUser } from '@safar/contracts';

/**
 * The same people screens serve three areas; this says where each area's screens live and
 * what its staff may do there (the server enforces the same through the access table).
 */
export interface TUserArea {
  id: 'admin' | 'salesman' | 'reservation';
  listPath: string;
  detailsPath: string;
  newPath?: string;
  /** Translation key of the list's title. */
  titleKey: string;
}

export const USER_AREAS = {
  admin: {
    id: 'admin',
    listPath: '/admin/users',
    detailsPath: '/admin/user-details',
    newPath: '/admin/new-user',
    titleKey: 'users:list.title',
  },
  salesman: {
    id: 'salesman',
    listPath: '/salesman/users',
    detailsPath: '/salesman/user-details',
    newPath: '/salesman/new-user',
    titleKey: 'salesman:users_title',
  },
  reservation: {
    id: 'reservation',
    listPath: '/reservation/reservation-users',
    detailsPath: '/reservation/user-details',
    titleKey: 'reservation:users_title',
  },
} as const satisfies Record<string, TUserArea>;

/** What the signed-in staff member may do with one user on this area's screens. */
export function userActions(area: TUserArea, viewer: TUser | null | undefined, user: TUser) {
  const isAdmin = area.id === 'admin' && viewer?.role === 'admin';
  const isStaff = ['admin', 'accounts', 'salesman', 'reservation'].includes(user.role);
  return {
    canEdit: isAdmin,
    editPath: isStaff ? `/admin/update-staff?id=${user.id}` : `/admin/update/user?id=${user.id}`,
    canEditAgency: isAdmin && user.role === 'agent' && user.agency !== null,
    canApprove: isAdmin && user.role === 'agent' && user.is_formFilled === '1' && user.is_approved !== '1' && user.status === 'active',
    // An admin never disables itself (that would lock the last admin out).
    canDisable: isAdmin && user.status === 'active' && user.id !== viewer?.id,
    canEnable: isAdmin && user.status === 'disabled',
  };
}

export const detailsHref = (area: TUserArea, id: string) => `${area.detailsPath}?id=${encodeURIComponent(id)}`;
