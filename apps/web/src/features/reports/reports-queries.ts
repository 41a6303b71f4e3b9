import type { TFinanceSummary, TProfitLossReport } from '@safar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import type { buildProfitLossQuery } from './profit-loss-filters';

/** Finance reports (apps/api/src/modules/reports/reports.routes.ts). */
export const reportKeys = {
  financeSummary: ['reports', 'finance-summary'] as const,
  profitLoss: (query: ReturnType<typeof buildProfitLossQuery>) => ['reports', 'profit-loss', query] as const,
};

/** GET /finance-summary: the admin dashboard's money figures. */
export function useFinanceSummary() {
  return useQuery({
    queryKey: reportKeys.financeSummary,
    queryFn: async () => (await apiGet<{ summary: TFinanceSummary }>('/finance-summary')).data.summary,
  });
}

/** GET /profit-loss-report with the screen's filters. */
export function useProfitLoss(query: ReturnType<typeof buildProfitLossQuery>) {
  return useQuery({
    queryKey: reportKeys.profitLoss(query),
    queryFn: async () => (await apiGet<{ report: TProfitLossReport }>('/profit-loss-report', query)).data.report,
    placeholderData: keepPreviousData,
  });
}
