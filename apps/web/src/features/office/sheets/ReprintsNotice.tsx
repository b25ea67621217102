import { civilDateText } from '@zechus/shared';
import { Button } from '../../../components/ui/Button.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { useSheetReprints } from './api.ts';
import { sheetsText } from './strings.ts';
import type { SheetParams } from './useSheetParams.ts';

/**
 * Printed sheets that gained perakim since (a child left after the printing): each is to reprint,
 * one tap away, until it is printed again. Nothing shows when there are none.
 */
export function ReprintsNotice({ onOpen }: { onOpen: (change: Partial<SheetParams>) => void }) {
  const reprints = useSheetReprints();
  const groups = reprints.data ?? [];
  if (groups.length === 0) return null;
  return (
    <section
      aria-labelledby="to-reprint"
      className="mb-6 rounded-[var(--radius-card)] border border-gold bg-gold-soft/50 p-5 print:hidden"
    >
      <h2 id="to-reprint" className="text-lg font-semibold text-ink">
        {sheetsText.toReprint}
      </h2>
      <p className="mb-3 text-sm text-ink-muted">{sheetsText.toReprintHint}</p>
      <ul className="grid gap-2">
        {groups.map((group) => (
          <li
            key={`${group.day}-${group.className ?? ''}`}
            className="flex flex-wrap items-center justify-between gap-3"
          >
            <span>
              {group.className ? (
                <Hebrew className="font-semibold">{group.className}</Hebrew>
              ) : null}{' '}
              · {civilDateText(group.day)} · <Hebrew>{group.names.join(', ')}</Hebrew>
            </span>
            {group.className ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  onOpen({
                    date: group.day,
                    className: group.className ?? undefined,
                    learner: undefined,
                  })
                }
              >
                {sheetsText.openToReprint}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
