import {
  completionReportSchema,
  moneyReportSchema,
  todayReportSchema,
  weekReportSchema,
  type CompletionReport,
  type MoneyReport,
  type TodayReport,
  type WeekReport,
} from '@zechus/shared';
import { api } from '../../../lib/api.ts';

const BASE = '/api/office/reports';

export const reportsKeys = {
  all: ['office', 'reports'] as const,
  today: ['office', 'reports', 'today'] as const,
  completion: ['office', 'reports', 'completion'] as const,
  money: ['office', 'reports', 'money'] as const,
  week: ['office', 'reports', 'week'] as const,
};

export const fetchToday = async (signal?: AbortSignal): Promise<TodayReport> =>
  todayReportSchema.parse(await api.get(`${BASE}/today`, { signal }));

export const fetchCompletion = async (signal?: AbortSignal): Promise<CompletionReport> =>
  completionReportSchema.parse(await api.get(`${BASE}/completion`, { signal }));

export const fetchMoney = async (signal?: AbortSignal): Promise<MoneyReport> =>
  moneyReportSchema.parse(await api.get(`${BASE}/money`, { signal }));

export const fetchWeek = async (signal?: AbortSignal): Promise<WeekReport> =>
  weekReportSchema.parse(await api.get(`${BASE}/week`, { signal }));
