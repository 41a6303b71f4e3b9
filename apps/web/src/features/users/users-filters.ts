import { STAFF_ROLES, USER_STATUSES, type TRole, type TUserStatus } from '@safar/contracts';

export const CLIENT_ROLES = ['customer', 'agent'] as const satisfies readonly TRole[];
export const APPROVALS = ['pending', 'approved'] as const;
export type TApproval = (typeof APPROVALS)[number];
export type TUsersKind = 'clients' | 'staff';

export const USERS_PER_PAGE = 20;

/** The list's filters as kept in the address bar (so Back and shared links keep them). */
export interface TUsersFilters {
  search: string;
  role: TRole | '';
  status: TUserStatus | '';
  approval: TApproval | '';
  page: number;
}

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | '' => (allowed.includes(value as T) ? (value as T) : '');

export const rolesOfKind = (kind: TUsersKind): readonly TRole[] => (kind === 'staff' ? STAFF_ROLES : CLIENT_ROLES);

/** Reads the filters from the query string, ignoring values the list does not offer. */
export function filtersFromParams(params: URLSearchParams, kind: TUsersKind): TUsersFilters {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    search: (params.get('search') ?? '').slice(0, 120),
    role: pick(params.get('role'), rolesOfKind(kind)),
    status: pick(params.get('status'), USER_STATUSES),
    approval: kind === 'clients' ? pick(params.get('approval'), APPROVALS) : '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** Approval only exists for agents: choosing it narrows to agents, and a customer filter drops it. */
export function buildUsersQuery(filters: TUsersFilters, kind: TUsersKind) {
  const approval = filters.approval && (filters.role === '' || filters.role === 'agent') ? filters.approval : undefined;
  return {
    kind,
    page: filters.page,
    per_page: USERS_PER_PAGE,
    search: filters.search.trim() || undefined,
    role: approval ? 'agent' : filters.role || undefined,
    status: filters.status || undefined,
    approval,
  };
}

/** New query string after changing filters; any filter change goes back to page 1. */
export function paramsWithFilters(params: URLSearchParams, patch: Partial<TUsersFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in patch)) next.delete('page');
  return next;
}
