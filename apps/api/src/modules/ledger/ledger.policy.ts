import { AppError } from '@/core/app-error';
import type { TActor } from '@/modules/users/users.policy';

/**
 * Maker-checker: an adjustment is approved or rejected by a second staff member,
 * never by the one who made it. Answered 403 with its own message so the screen can say why.
 */
export function assertCanDecideAdjustment(actor: TActor, adjustment: { makerId: string }): void {
  if (adjustment.makerId === actor.id) throw new AppError('forbidden', { key: 'messages.adjustment_own' });
}
