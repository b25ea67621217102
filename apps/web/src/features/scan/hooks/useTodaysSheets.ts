import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchTodaysSheets } from '../api.ts';
import type { TodaysSheets } from '../api.ts';

const KEY = ['scan-station', 'todays-sheets'] as const;

/**
 * Today's sheets on this device (whose each barcode is, whether done), read when the station
 * opens and every few minutes; `markDone` keeps it true as the station's own scans are answered.
 */
export function useTodaysSheets() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: fetchTodaysSheets,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    retry: false,
  });
  const markDone = useCallback(
    (barcode: string) =>
      queryClient.setQueryData<TodaysSheets>(KEY, (old) => {
        const sheet = old?.byBarcode.get(barcode);
        if (!old || !sheet || sheet.done) return old;
        const byBarcode = new Map(old.byBarcode).set(barcode, { ...sheet, done: true });
        return { ...old, byBarcode, done: old.done + 1, notDone: old.notDone - 1 };
      }),
    [queryClient],
  );
  return { sheets: query.data, markDone };
}
