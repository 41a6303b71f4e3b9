import { fieldError, forbidden } from '@/core/app-error';
import { canReadUser, type TActor, type TUserFacts } from '@/modules/users/users.policy';

/** Editing an agent's agency: the agent its own, admin any agent, a salesman the agents it created. */
export function canEditAgent(actor: TActor, target: TUserFacts): boolean {
  if (target.role !== 'agent') return false;
  if (actor.role === 'agent') return target.id === actor.id;
  if (actor.role === 'admin') return true;
  if (actor.role === 'salesman') return target.createdBy === actor.id;
  return false;
}

/** Reading an agent with its agency: the agent itself, or staff whose users scope includes it. */
export function canReadAgent(actor: TActor, target: TUserFacts): boolean {
  if (actor.role === 'agent') return target.id === actor.id;
  return canReadUser(actor, target);
}

/**
 * Which agent an update-agents-data call is about: an agent always itself (naming another is
 * 403 before anything is looked up); staff must name one.
 */
export function agentTargetId(actor: TActor, userId: string | undefined): string {
  if (actor.role === 'agent') {
    if (userId && userId !== actor.id) throw forbidden();
    return actor.id;
  }
  if (!userId) throw fieldError('user_id', 'validation.required');
  return userId;
}
