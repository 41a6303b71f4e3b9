import { describe, expect, it } from 'vitest';
import { buildUsersQuery, filtersFromParams, paramsWithFilters } from './users-filters';

const params = (q: string) => new URLSearchParams(q);

describe('users list filters', () => {
  it('reads the filters from the query string and ignores values the list does not offer', () => {
    expect(filtersFromParams(params('search=ali&role=agent&status=disabled&approval=pending&page=3'), 'clients')).toEqual({
      search: 'ali',
      role: 'agent',
      status: 'disabled',
      approval: 'pending',
      page: 3,
    });
    // A staff role on the clients list, an unknown status, a bad page: all dropped.
    expect(filtersFromParams(params('role=admin&status=gone&page=-2'), 'clients')).toMatchObject({ role: '', status: '', page: 1 });
    // Staff lists have staff roles and no approval.
    expect(filtersFromParams(params('role=admin&approval=pending'), 'staff')).toMatchObject({ role: 'admin', approval: '' });
  });

  it('builds the GET /users query, leaving out empty filters', () => {
    expect(buildUsersQuery(filtersFromParams(params(''), 'clients'), 'clients')).toEqual({
      kind: 'clients',
      page: 1,
      per_page: 20,
      search: undefined,
      role: undefined,
      status: undefined,
      approval: undefined,
    });
    expect(buildUsersQuery({ search: '  sara ', role: 'customer', status: 'active', approval: '', page: 2 }, 'clients')).toMatchObject({
      search: 'sara',
      role: 'customer',
      status: 'active',
      page: 2,
    });
  });

  it('narrows an approval filter to agents, and drops it for customers', () => {
    expect(buildUsersQuery({ search: '', role: '', status: '', approval: 'pending', page: 1 }, 'clients')).toMatchObject({
      role: 'agent',
      approval: 'pending',
    });
    expect(buildUsersQuery({ search: '', role: 'customer', status: '', approval: 'pending', page: 1 }, 'clients')).toMatchObject({
      role: 'customer',
      approval: undefined,
    });
  });

  it('goes back to page 1 when a filter changes, and keeps the others', () => {
    const next = paramsWithFilters(params('search=ali&role=agent&page=4'), { status: 'active' });
    expect(next.toString()).toBe('search=ali&role=agent&status=active');
    expect(paramsWithFilters(params('search=ali'), { search: '' }).toString()).toBe('');
    expect(paramsWithFilters(params('role=agent'), { page: 3 }).toString()).toBe('role=agent&page=3');
  });
});
