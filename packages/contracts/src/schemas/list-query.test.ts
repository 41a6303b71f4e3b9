import { describe, expect, it } from 'vitest';
import { ZBankListQuery } from './banks';
import { zListQuery } from './list-query';

describe('list query with a sort whitelist', () => {
  const query = zListQuery(['name', 'created_at']);

  it('takes a whitelisted sort and order beside paging and search, all optional', () => {
    expect(query.parse({ sort: 'name', order: 'desc', page: '2', search: ' x ' })).toEqual({
      sort: 'name',
      order: 'desc',
      page: 2,
      per_page: 20,
      search: 'x',
    });
    expect(query.parse({})).toEqual({ page: 1, per_page: 20 });
  });

  it('refuses a column outside the whitelist or an unknown order, as "choose one of the listed options"', () => {
    const result = query.safeParse({ sort: 'password_hash', order: 'up' });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['sort', 'validation.one_of'],
      ['order', 'validation.one_of'],
    ]);
  });

  it("keeps a catalogue's own filters: banks sort by name and filter by status", () => {
    expect(ZBankListQuery.parse({ sort: 'bank_name', active: '1' })).toMatchObject({ sort: 'bank_name', active: '1' });
    expect(ZBankListQuery.safeParse({ sort: 'iban' }).success).toBe(false);
  });
});
