import type { TCreateInsurancePlan, TInsurancePlan } from '@safar/contracts';
import { createResourceHooks } from '@/lib/resource-hooks';

/** GET/POST/PUT/DELETE /insurance-plans; GET /insurance-plans/{id} answers `{ insurance_plan }`. Staff read the whole plan. */
export const insurancePlanHooks = createResourceHooks<TInsurancePlan, TCreateInsurancePlan>({
  key: 'insurance-plans',
  listPath: '/insurance-plans',
  subject: 'insurance_plan',
  updateMethod: 'PUT',
});

export const INSURANCE_PLANS_PER_PAGE = 20;
