import {
  SHEET_PAPERS,
  SHEET_PAPER_LABELS,
  addDays,
  isDay,
  type LearnerSheet,
  type SheetClasses,
} from '@zechus/shared';
import { Button } from '../../../components/ui/Button.tsx';
import { fieldClass } from '../../../components/ui/FormField.tsx';
import { cn } from '../../../lib/cn.ts';
import { ChoiceGroup } from '../shell/ChoiceGroup.tsx';
import { sheetsText } from './strings.ts';
import type { SheetParams } from './useSheetParams.ts';

type Whose = 'class' | 'child';

/**
 * What to print: the day (Today / Tomorrow one tap away), the class, the whole class or one
 * child, and the paper. Screen only: none of it prints.
 */
export function SheetsForm({
  params,
  classes,
  learners,
  whose,
  onWhose,
  onChange,
}: {
  params: SheetParams;
  classes: SheetClasses;
  /** The class's children with perakim that day (the one-child list). */
  learners: readonly LearnerSheet[] | undefined;
  whose: Whose;
  onWhose: (whose: Whose) => void;
  onChange: (change: Partial<SheetParams>) => void;
}) {
  const tomorrow = addDays(classes.today, 1);
  return (
    <form
      aria-label={sheetsText.choices}
      onSubmit={(event) => event.preventDefault()}
      className="mb-6 grid gap-x-6 gap-y-4 rounded-[var(--radius-card)] border border-stone bg-white p-5 shadow-card sm:grid-cols-2 xl:grid-cols-[auto_minmax(14rem,1fr)_auto] print:hidden"
    >
      <div>
        <label htmlFor="sheets-date" className="mb-1.5 block font-medium text-ink">
          {sheetsText.date}
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <input
            id="sheets-date"
            type="date"
            value={params.date}
            onChange={(event) => {
              if (isDay(event.target.value)) onChange({ date: event.target.value });
            }}
            className={cn(fieldClass, 'w-auto min-w-44 py-2')}
          />
          <Button
            variant={params.date === classes.today ? 'primary' : 'secondary'}
            aria-pressed={params.date === classes.today}
            onClick={() => onChange({ date: classes.today })}
          >
            {sheetsText.today}
          </Button>
          <Button
            variant={params.date === tomorrow ? 'primary' : 'secondary'}
            aria-pressed={params.date === tomorrow}
            onClick={() => onChange({ date: tomorrow })}
          >
            {sheetsText.tomorrow}
          </Button>
        </div>
      </div>

      <div>
        <label htmlFor="sheets-class" className="mb-1.5 block font-medium text-ink">
          {sheetsText.className}
        </label>
        <select
          id="sheets-class"
          value={params.className ?? ''}
          onChange={(event) =>
            onChange({ className: event.target.value || undefined, learner: undefined })
          }
          className={cn(fieldClass, 'appearance-auto py-2 pe-3')}
        >
          <option value="">{sheetsText.chooseClass}</option>
          {classes.classes.map((c) => (
            <option key={c.name} value={c.name}>
              {sheetsText.classOption(c.name, c.children)}
            </option>
          ))}
        </select>
      </div>

      <ChoiceGroup
        name="sheets-paper"
        legend={sheetsText.paper}
        value={params.paper}
        options={SHEET_PAPERS.map((paper) => ({ value: paper, label: SHEET_PAPER_LABELS[paper] }))}
        onChange={(paper) => onChange({ paper })}
      />

      <ChoiceGroup
        name="sheets-whose"
        legend={sheetsText.whose}
        value={whose}
        options={[
          { value: 'class', label: sheetsText.wholeClass },
          { value: 'child', label: sheetsText.oneChild },
        ]}
        onChange={(next) => {
          onWhose(next);
          if (next === 'class') onChange({ learner: undefined });
        }}
      />

      {whose === 'child' ? (
        <div>
          <label htmlFor="sheets-child" className="mb-1.5 block font-medium text-ink">
            {sheetsText.child}
          </label>
          <select
            id="sheets-child"
            value={params.learner?.toString() ?? ''}
            disabled={!learners}
            onChange={(event) =>
              onChange({ learner: event.target.value ? Number(event.target.value) : undefined })
            }
            className={cn(fieldClass, 'appearance-auto py-2 pe-3')}
          >
            <option value="">{sheetsText.chooseChild}</option>
            {learners?.map((child) => (
              <option key={child.learnerId} value={child.learnerId}>
                {sheetsText.childOption(child.name, child.perakim.length)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </form>
  );
}
