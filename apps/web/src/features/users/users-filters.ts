import { patchParams, readOneOf, readPage, readText } from '@/lib/url-filters';
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

export const rolesOfKind = (kind: TUsersKind): readonly TRole[] => (kind === 'staff' ? STAFF_ROLES : CLIENT_ROLES);

/** Reads the filters from the query string, ignoring values the list does not offer. */
export function filtersFromParams(params: URLSearchParams, kind: TUsersKind): TUsersFilters {
  return {
    search: readText(params, 'search'),
    role: readOneOf(params, 'role', rolesOfKind(kind)),
    status: readOneOf(params, 'status', USER_STATUSES),
    approval: kind === 'clients' ? readOneOf(params, 'approval', APPROVALS) : '',
    page: readPage(params),
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
export const paramsWithFilters = (params: URLSearchParams, patch: Partial<TUsersFilters>) => patchParams(params, patch);
