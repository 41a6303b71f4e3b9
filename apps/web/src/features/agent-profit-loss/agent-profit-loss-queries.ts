import type { TAgentProfitLossReport } from '@safar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import type { buildAgentProfitLossQuery } from './agent-profit-loss-filters';

type TQuery = ReturnType<typeof buildAgentProfitLossQuery>;

export const agentProfitLossKeys = {
  report: (query: TQuery) => ['reports', 'agent-profit-loss', query] as const,
};

/** GET /agent-profit-loss-report (apps/api/src/modules/reports/reports.routes.ts) for the chosen days. */
export function useAgentProfitLoss(query: TQuery) {
  return useQuery({
    queryKey: agentProfitLossKeys.report(query),
    queryFn: async () => (await apiGet<{ report: TAgentProfitLossReport }>('/agent-profit-loss-report', query)).data.report,
    placeholderData: keepPreviousData,
  });
}
