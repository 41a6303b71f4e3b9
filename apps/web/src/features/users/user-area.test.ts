import { describe, expect, it } from 'vitest';
import { buildUser } from '@/test/users';
import { USER_AREAS, userActions } from './user-area';

const admin = buildUser({ id: '01900000-0000-7000-8000-0000000000aa', role: 'admin' });
const pendingAgent = buildUser({ role: 'agent', is_approved: '0', is_formFilled: '1' });

describe('user actions by area and viewer', () => {
  it('lets an admin approve an agent whose form is filled, and disable it', () => {
    expect(userActions(USER_AREAS.admin, admin, pendingAgent)).toMatchObject({
      canApprove: true,
      canDisable: true,
      canEnable: false,
      canEdit: true,
    });
  });

  it('offers no approval before the form is filled, nor twice', () => {
    expect(userActions(USER_AREAS.admin, admin, buildUser({ role: 'agent', is_approved: '0', is_formFilled: '0' })).canApprove).toBe(false);
    expect(userActions(USER_AREAS.admin, admin, buildUser({ role: 'agent' })).canApprove).toBe(false);
  });

  it('never lets an admin disable its own account', () => {
    expect(userActions(USER_AREAS.admin, admin, admin).canDisable).toBe(false);
  });

  it('gives accounts, salesman and reservation staff no write actions on these screens', () => {
    const accounts = buildUser({ role: 'accounts' });
    for (const [area, viewer] of [
      [USER_AREAS.admin, accounts],
      [USER_AREAS.salesman, buildUser({ role: 'salesman' })],
      [USER_AREAS.reservation, buildUser({ role: 'reservation' })],
    ] as const) {
      const can = userActions(area, viewer, pendingAgent);
      expect([can.canEdit, can.canApprove, can.canDisable, can.canEnable, can.canEditAgency]).toEqual([false, false, false, false, false]);
    }
  });

  it('edits staff on the staff screen and clients on the user screen', () => {
    expect(userActions(USER_AREAS.admin, admin, buildUser({ id: 'x', role: 'salesman' })).editPath).toBe('/admin/update-staff?id=x');
    expect(userActions(USER_AREAS.admin, admin, buildUser({ id: 'y', role: 'customer' })).editPath).toBe('/admin/update/user?id=y');
  });
});
