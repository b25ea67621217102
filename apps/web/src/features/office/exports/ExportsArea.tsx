import {
  addDays,
  EXPORT_KIND_HINTS,
  EXPORT_KIND_LABELS,
  exportFileName,
  exportKinds,
  exportQuerySchema,
  londonDay,
  monthOf,
  type ExportKind,
} from '@zechus/shared';
import { Download, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { cn } from '../../../lib/cn.ts';
import { ChoiceGroup } from '../shell/ChoiceGroup.tsx';
import { FilterField, filterControlClass } from '../shell/FilterBar.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { Panel } from '../shell/Panel.tsx';
import { AREA_LABELS } from '../shell/strings.ts';
import { exportsText } from './strings.ts';

const isKind = (value: string | null): value is ExportKind =>
  (exportKinds as readonly string[]).includes(value ?? '');

/**
 * /office/exports (owners and the office): choose the records and London dates, then download
 * the CSV file the server streams. The choice lives in the address, like the lists' filters.
 * The download is a plain link: the browser saves the file as it arrives, however large.
 */
export default function ExportsArea() {
  const [search, setSearch] = useSearchParams();
  const today = londonDay(new Date());
  const month = monthOf(today);
  const kind: ExportKind = isKind(search.get('kind'))
    ? (search.get('kind') as ExportKind)
    : 'payments';
  const from = search.get('from') ?? month.from;
  const to = search.get('to') ?? month.to;
  const checked = exportQuerySchema.safeParse({ from, to });
  const problem = checked.success ? undefined : checked.error.issues[0]?.message;
  const problemId = useId();

  const set = (patch: Record<string, string>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(patch)) next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const lastMonth = monthOf(addDays(month.from, -1));
  const presets = [
    { label: exportsText.thisMonth, range: month },
    { label: exportsText.lastMonth, range: lastMonth },
    { label: exportsText.thisYear, range: { from: `${today.slice(0, 4)}-01-01`, to: today } },
  ];
  const href = `/api/office/exports/${kind}?${new URLSearchParams({ from, to }).toString()}`;
  const label = EXPORT_KIND_LABELS[kind];

  return (
    <OfficePage title={AREA_LABELS.exports} intro={exportsText.intro}>
      <Panel title={exportsText.choose} className="max-w-3xl">
        <div className="grid gap-6">
          <div>
            <ChoiceGroup
              name="export-kind"
              legend={exportsText.kind}
              value={kind}
              options={exportKinds.map((value) => ({ value, label: EXPORT_KIND_LABELS[value] }))}
              onChange={(value) => set({ kind: value })}
            />
            <p className="mt-2 text-ink-muted">{EXPORT_KIND_HINTS[kind]}</p>
          </div>
          <fieldset className="min-w-0">
            <legend className="mb-2 font-medium text-ink">{exportsText.range}</legend>
            <div className="mb-3 flex flex-wrap gap-2">
              {presets.map((preset) => (
                <button
                  key={preset.label}
                  type="button"
                  aria-pressed={preset.range.from === from && preset.range.to === to}
                  onClick={() => set(preset.range)}
                  className={cn(
                    buttonClass('secondary', 'sm'),
                    'aria-pressed:bg-primary aria-pressed:text-white',
                  )}
                >
                  {preset.label}
                </button>
              ))}
            </div>
            <div className="flex flex-wrap gap-x-4 gap-y-3">
              <FilterField id="export-from" label={exportsText.from}>
                <input
                  id="export-from"
                  type="date"
                  value={from}
                  max={to || undefined}
                  onChange={(event) => set({ from: event.target.value })}
                  aria-describedby={problem ? problemId : undefined}
                  className={filterControlClass}
                />
              </FilterField>
              <FilterField id="export-to" label={exportsText.to}>
                <input
                  id="export-to"
                  type="date"
                  value={to}
                  min={from || undefined}
                  aria-invalid={Boolean(problem)}
                  aria-describedby={problem ? problemId : undefined}
                  onChange={(event) => set({ to: event.target.value })}
                  className={filterControlClass}
                />
              </FilterField>
            </div>
            <p id={problemId} aria-live="polite" className="mt-1.5 min-h-5 text-sm text-danger">
              {problem}
            </p>
          </fieldset>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {checked.success ? (
              <a href={href} download={exportFileName(kind, from, to)} className={buttonClass()}>
                <Download aria-hidden="true" className="size-5" />
                {exportsText.download(label)}
              </a>
            ) : (
              <span role="link" aria-disabled="true" className={buttonClass()}>
                <Download aria-hidden="true" className="size-5" />
                {exportsText.download(label)}
              </span>
            )}
            <span className="text-sm break-all text-ink-muted">
              {exportsText.fileName}: {exportFileName(kind, from || '…', to || '…')}
            </span>
          </div>
          <p className="flex items-start gap-2 text-sm text-ink-muted">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-done" />
            {exportsText.noCards}
          </p>
        </div>
      </Panel>
    </OfficePage>
  );
}
