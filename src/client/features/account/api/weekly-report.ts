import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WeeklyReportSettings } from '@shared/schemas/weekly-report';
import { apiRequest } from '@/lib/api';

const WEEKLY_REPORT_KEY = ['account', 'weekly-report'] as const;

export function useWeeklyReport() {
  return useQuery({ queryKey: WEEKLY_REPORT_KEY, queryFn: () => apiRequest<WeeklyReportSettings>('GET', '/api/account/weekly-report') });
}

export function useSetWeeklyReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiRequest<WeeklyReportSettings>('PUT', '/api/account/weekly-report', { enabled }),
    onSuccess: (settings) => queryClient.setQueryData(WEEKLY_REPORT_KEY, settings),
  });
}
