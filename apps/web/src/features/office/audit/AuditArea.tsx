import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditQuerySchema } from '@zechus/shared';
import { useCallback, useState } from 'react';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { QueryState } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { AREA_LABELS } from '../shell/strings.ts';
import { useListParams } from '../shell/useListParams.ts';
import { auditKey, fetchAuditFilters, fetchAuditPage } from './api.ts';
import { AUDIT_FILTERS, AuditFilters } from './AuditFilters.tsx';
import { AuditTable } from './AuditTable.tsx';
import { auditText } from './strings.ts';

/**
 * /office/audit (owners and the office): every change made in the office, newest first, with
 * filters by person, kind and dates, and each change's before and after. Read only.
 */
export default function AuditArea() {
  const list = useListParams(AUDIT_FILTERS, { sort: 'at', dir: 'desc' });
  // The same rules as the server's, so a reversed date range is explained, not sent.
  const checked = auditQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(list.query)));
  const issues = checked.success ? [] : checked.error.issues;
  const dateError = issues.find(
    (issue) => issue.path[0] === 'to' || issue.path[0] === 'from',
  )?.message;
  // Anything else wrong in the address (an edited link): said, with the filters to fix it.
  const otherProblem = dateError ? undefined : issues[0]?.message;
  const choices = useQuery({
    queryKey: [...auditKey, 'filters'],
    queryFn: ({ signal }) => fetchAuditFilters(signal),
  });
  const log = useQuery({
    queryKey: [...auditKey, 'list', list.query],
    queryFn: ({ signal }) => fetchAuditPage(list.query, signal),
    placeholderData: keepPreviousData,
    enabled: checked.success,
  });
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback(
    (id: number) =>
      setExpanded((open) => {
        const next = new Set(open);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const filtered = Object.values(list.params.filters).some(Boolean);

  return (
    <OfficePage title={AREA_LABELS.audit} intro={auditText.intro}>
      <AuditFilters list={list} choices={choices.data} dateError={dateError} />
      {checked.success ? (
        <QueryState isPending={log.isPending} error={log.error} onRetry={() => void log.refetch()}>
          <AuditTable
            rows={log.data?.rows ?? []}
            total={log.data?.total ?? 0}
            list={list}
            loading={log.isFetching}
            empty={filtered ? auditText.empty : auditText.emptyLog}
            expanded={expanded}
            onToggle={toggle}
          />
        </QueryState>
      ) : otherProblem ? (
        <ErrorNotice>{otherProblem}</ErrorNotice>
      ) : null}
    </OfficePage>
  );
}
