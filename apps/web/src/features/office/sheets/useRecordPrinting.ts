import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { recordPrinted, sheetsKey, type SheetsWhose } from './api.ts';

/**
 * Records each printing of the sheets on screen (issue 27 §1): the browser's `beforeprint` comes
 * with the Print button and with the browser's own Print (Ctrl+P) alike, so either is recorded,
 * once per printing. Nothing is recorded while no sheets, or the previous ones, are shown.
 */
export function useRecordPrinting(
  date: string | undefined,
  whose: SheetsWhose,
  printable: boolean,
): void {
  const queryClient = useQueryClient();
  const latest = useRef({ date, whose, printable });
  useEffect(() => {
    latest.current = { date, whose, printable };
  });
  useEffect(() => {
    const onBeforePrint = () => {
      const now = latest.current;
      if (!now.printable || now.date === undefined) return;
      void recordPrinted(now.date, now.whose)
        .then(() => queryClient.invalidateQueries({ queryKey: [...sheetsKey, 'reprints'] }))
        // Printing goes on even if the record fails; the evening rule still fixes the day.
        .catch(() => undefined);
    };
    window.addEventListener('beforeprint', onBeforePrint);
    return () => window.removeEventListener('beforeprint', onBeforePrint);
  }, [queryClient]);
}
