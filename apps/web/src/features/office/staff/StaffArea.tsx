import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffStates, STAFF_STATE_LABELS, type StaffMember } from '@zechus/shared';
import { Search, UserPlus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { fieldClass } from '../../../components/ui/FormField.tsx';
import { SuccessNotice, QueryState } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { AREA_LABELS } from '../shell/strings.ts';
import { useListParams } from '../shell/useListParams.ts';
import { useRequiredStaff } from '../shell/useRequiredStaff.ts';
import { fetchStaffPage, staffKey } from './api.ts';
import { InviteDialog } from './InviteDialog.tsx';
import { ManageDialog } from './ManageDialog.tsx';
import { StaffTable } from './StaffTable.tsx';
import { staffText } from './strings.ts';

const FILTERS = ['state', 'search'] as const;

/**
 * /office/staff (owners): the staff list, inviting someone, and managing one person's account —
 * role, a new link, a corrected name or e-mail, switching it off and on.
 */
export default function StaffArea() {
  const me = useRequiredStaff();
  const list = useListParams(FILTERS, { sort: 'name' });
  const staff = useQuery({
    queryKey: [...staffKey, 'list', list.query],
    queryFn: ({ signal }) => fetchStaffPage(list.query, signal),
    placeholderData: keepPreviousData,
  });
  const [inviting, setInviting] = useState(false);
  const [managed, setManaged] = useState<StaffMember | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [search, setSearch] = useState(list.params.filters.search);
  const onManage = useCallback((member: StaffMember) => {
    setNotice(null);
    setManaged(member);
  }, []);

  return (
    <OfficePage
      title={AREA_LABELS.staff}
      intro={staffText.intro}
      actions={
        <Button
          onClick={() => {
            setNotice(null);
            setInviting(true);
          }}
        >
          <UserPlus aria-hidden="true" className="size-5" />
          {staffText.invite}
        </Button>
      }
    >
      {notice ? <SuccessNotice>{notice}</SuccessNotice> : null}
      <form
        role="search"
        aria-label={staffText.tableCaption}
        className="mb-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          list.setFilter('search', search.trim());
        }}
      >
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor="staff-search" className="mb-1.5 block font-medium">
            {staffText.search}
          </label>
          <div className="flex gap-2">
            <input
              id="staff-search"
              type="search"
              value={search}
              placeholder={staffText.searchPlaceholder}
              onChange={(event) => {
                setSearch(event.target.value);
                if (event.target.value === '') list.setFilter('search', '');
              }}
              className={`${fieldClass} min-h-11 py-2`}
            />
            <Button type="submit" variant="secondary" aria-label={staffText.search}>
              <Search aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </div>
        <div>
          <label htmlFor="staff-state" className="mb-1.5 block font-medium">
            {staffText.show}
          </label>
          <select
            id="staff-state"
            value={list.params.filters.state}
            onChange={(event) => list.setFilter('state', event.target.value)}
            className={`${fieldClass} min-h-11 py-2 pe-3`}
          >
            <option value="">{staffText.everyone}</option>
            {staffStates.map((state) => (
              <option key={state} value={state}>
                {STAFF_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </div>
      </form>
      <QueryState
        isPending={staff.isPending}
        error={staff.error}
        onRetry={() => void staff.refetch()}
      >
        <StaffTable
          rows={staff.data?.rows ?? []}
          total={staff.data?.total ?? 0}
          list={list}
          loading={staff.isFetching}
          meId={me.id}
          onManage={onManage}
        />
      </QueryState>
      {inviting ? (
        <InviteDialog
          onClose={() => setInviting(false)}
          onDone={(sentence) => {
            setInviting(false);
            setNotice(sentence);
          }}
        />
      ) : null}
      {managed ? (
        <ManageDialog
          member={managed}
          onClose={() => setManaged(null)}
          onDone={(sentence) => {
            setManaged(null);
            setNotice(sentence);
          }}
        />
      ) : null}
    </OfficePage>
  );
}
