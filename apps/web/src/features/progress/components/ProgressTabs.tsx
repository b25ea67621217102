import { useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { he, heGloss } from '../../../i18n/he.ts';
import { donor } from '../../../i18n/donor.ts';
import { cn } from '../../../lib/cn.ts';
import { PROGRESS_TABS, useHashTabs } from '../hooks/useHashTabs.ts';
import type { ProgressTab } from '../hooks/useHashTabs.ts';

interface ProgressTabsProps {
  panels: Record<ProgressTab, ReactNode>;
  /** Extra text after a tab's label, e.g. a count. */
  badges?: Partial<Record<ProgressTab, string>>;
}

/**
 * The sedarim / masechet / lomdim tabs (spec §2): a real tablist whose selection is the URL hash;
 * arrow keys move (right-to-left), Home and End jump to the ends.
 */
export function ProgressTabs({ panels, badges }: ProgressTabsProps) {
  const [active, select] = useHashTabs();
  const tabRefs = useRef<Partial<Record<ProgressTab, HTMLButtonElement | null>>>({});

  const move = (tab: ProgressTab) => {
    select(tab);
    tabRefs.current[tab]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PROGRESS_TABS.indexOf(active);
    const last = PROGRESS_TABS.length - 1;
    // Right-to-left: the next tab is to the left.
    const keys: Record<string, number> = {
      ArrowLeft: index === last ? 0 : index + 1,
      ArrowRight: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = PROGRESS_TABS[keys[event.key] ?? -1];
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };

  return (
    <div dir="rtl" lang="he">
      <div
        role="tablist"
        aria-label={donor.progress.tabsLabel}
        onKeyDown={onKeyDown}
        // With a phone's text at 150–200 % (20em wider than the screen) the three tabs stack, each
        // on one line, and stop following the scroll: stacked, they would cover half the screen.
        className="sticky top-16 z-10 -mx-1 flex gap-1 rounded-2xl border border-stone bg-white/95 p-1 shadow-card backdrop-blur max-[20em]:static max-[20em]:flex-col lg:top-[4.5rem]"
      >
        {PROGRESS_TABS.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={(node) => {
                tabRefs.current[tab] = node;
              }}
              type="button"
              role="tab"
              id={`tab-${tab}`}
              aria-selected={selected}
              aria-controls={`panel-${tab}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab)}
              className={cn(
                'flex min-h-12 min-w-0 flex-1 flex-col items-center justify-center gap-1 rounded-xl px-2 py-1.5 font-[family-name:var(--font-hebrew)] text-lg font-bold transition-colors max-[20em]:flex-row max-[20em]:flex-wrap max-[20em]:gap-x-3 max-[20em]:[overflow-wrap:normal] sm:flex-row sm:gap-2 sm:text-xl',
                selected ? 'bg-primary text-white shadow-sm' : 'text-ink hover:bg-parchment',
              )}
            >
              <span className="flex flex-col items-center leading-tight max-[20em]:flex-row max-[20em]:items-baseline max-[20em]:gap-2">
                {he.tabs[tab]}
                <span
                  lang="en"
                  className={cn(
                    'font-[family-name:var(--font-sans)] text-xs font-medium',
                    selected ? 'text-white/85' : 'text-ink-muted',
                  )}
                >
                  {heGloss.tabs[tab]}
                </span>
              </span>
              {badges?.[tab] ? (
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 font-[family-name:var(--font-hebrew-ui)] text-xs font-semibold tabular-nums',
                    selected ? 'bg-white/15 text-white' : 'bg-stone text-ink',
                  )}
                >
                  {badges[tab]}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {PROGRESS_TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`panel-${tab}`}
          aria-labelledby={`tab-${tab}`}
          hidden={tab !== active}
          tabIndex={0}
          className="mt-5 rounded-[var(--radius-card)]"
        >
          {tab === active ? panels[tab] : null}
        </div>
      ))}
    </div>
  );
}
