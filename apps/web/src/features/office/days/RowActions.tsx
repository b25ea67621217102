import type { DayPerek, DayView } from '@zechus/shared';
import { CheckCircle2, ChevronDown, RotateCcw, UserRoundPen, UsersRound } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { rowButtonClass, type RowAction } from './row-action.ts';
import { daysText } from './strings.ts';

interface Item {
  action: RowAction;
  label: string;
  icon: ReactNode;
  /** Why it cannot be done (shown under it, the item inert), or null when it can. */
  why: string | null;
}

function itemsFor(view: DayView, perek: DayPerek): Item[] {
  const past = view.day < view.today;
  const icon = 'size-5 shrink-0';
  return [
    perek.done
      ? {
          action: 'undo',
          label: daysText.undo,
          icon: <RotateCcw aria-hidden="true" className={icon} />,
          why: null,
        }
      : {
          action: 'done',
          label: daysText.markDone,
          icon: <CheckCircle2 aria-hidden="true" className={icon} />,
          why: view.can.markDone ? null : daysText.whyNotDoneFuture,
        },
    {
      action: 'reassign',
      label: daysText.reassignOne,
      icon: <UserRoundPen aria-hidden="true" className={icon} />,
      why: past ? daysText.whyNotReassignPast : perek.done ? daysText.whyNotReassignDone : null,
    },
    {
      action: 'reassignAll',
      label: daysText.reassignAll(perek.learner.name),
      icon: <UsersRound aria-hidden="true" className={icon} />,
      why: past ? daysText.whyNotReassignPast : null,
    },
  ];
}

/**
 * A row's "Actions": a button opening a small list of what can be done with this perek (a native
 * popover, so it sits above the table's scrolling box, closes on Escape or a tap elsewhere, and
 * is reached by Tab). What cannot be done on this day is listed inert with the reason.
 */
export function RowActions({
  view,
  perek,
  onAction,
}: {
  view: DayView;
  perek: DayPerek;
  onAction: (action: RowAction, perek: DayPerek) => void;
}) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const place = () => {
    const anchor = button.current?.getBoundingClientRect();
    const menu = panel.current;
    if (!anchor || !menu) return;
    const width = Math.min(320, window.innerWidth - 16);
    const height = menu.offsetHeight;
    const below = anchor.bottom + 6 + height <= window.innerHeight;
    menu.style.width = `${width}px`;
    menu.style.left = `${Math.max(8, Math.min(anchor.right - width, window.innerWidth - width - 8))}px`;
    menu.style.top = `${below ? anchor.bottom + 6 : Math.max(8, anchor.top - 6 - height)}px`;
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        popoverTarget={id}
        aria-label={daysText.actionsLabel(perek.learner.name, perek.perek)}
        className={rowButtonClass}
      >
        {daysText.actions}
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        onToggle={(event) => {
          if (event.newState !== 'open') return;
          place();
          panel.current?.querySelector<HTMLButtonElement>('button:not([aria-disabled])')?.focus();
        }}
        className="fixed inset-auto m-0 h-fit rounded-xl border border-stone bg-white p-2 text-ink shadow-2xl"
      >
        <ul className="space-y-1">
          {itemsFor(view, perek).map((item) => (
            <li key={item.action}>
              <button
                type="button"
                aria-disabled={item.why ? true : undefined}
                aria-describedby={item.why ? `${id}-${item.action}-why` : undefined}
                onClick={() => {
                  if (item.why) return;
                  panel.current?.hidePopover();
                  // The dialog returns focus to what opened it: this row's Actions button.
                  button.current?.focus();
                  onAction(item.action, perek);
                }}
                className={cn(
                  'flex min-h-12 w-full items-start gap-3 rounded-lg px-3 py-2.5 text-start font-medium',
                  item.why ? 'cursor-not-allowed text-ink-muted' : 'hover:bg-gold-soft/60',
                )}
              >
                {item.icon}
                <span>
                  <span dir="auto">{item.label}</span>
                  {item.why ? (
                    <span id={`${id}-${item.action}-why`} className="block text-sm font-normal">
                      {item.why}
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
