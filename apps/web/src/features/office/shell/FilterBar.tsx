import { FilterX, Search } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { fieldClass } from '../../../components/ui/FormField.tsx';
import { cn } from '../../../lib/cn.ts';
import { panelClass } from './Panel.tsx';
import { officeText } from './strings.ts';

/** A filter's control: one height for every select, date and search of the office's lists. */
export const filterControlClass = cn(fieldClass, 'min-h-12 py-2.5');

/**
 * The filters above a list, the same card in every area: each filter labelled above its
 * control, wrapping as the screen narrows, and "Clear filters" last while any is set.
 */
export function FilterBar({
  label,
  onClear,
  children,
  className,
}: {
  /** The search landmark's name ("Find learners"). */
  label: string;
  /** Clears every filter; the button shows only when given (while something is filtered). */
  onClear?: (() => void) | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
      className={cn(
        panelClass,
        'mb-5 flex flex-wrap items-end gap-x-4 gap-y-3 p-4 sm:p-4',
        className,
      )}
    >
      {children}
      {onClear ? (
        <Button variant="secondary" className="min-h-12" onClick={onClear}>
          <FilterX aria-hidden="true" className="size-4" />
          {officeText.clearFilters}
        </Button>
      ) : null}
    </form>
  );
}

/** One filter: its label above its control. `grow` takes the row's spare width (a search). */
export function FilterField({
  id,
  label,
  grow = false,
  children,
  below,
}: {
  id: string;
  label: string;
  grow?: boolean;
  children: ReactNode;
  /** Under the control: a sentence about it (an error, announced). */
  below?: ReactNode;
}) {
  return (
    <div className={cn('min-w-0', grow ? 'flex-[2_1_16rem]' : 'flex-[1_1_11rem]')}>
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink">
        {label}
      </label>
      {children}
      {below}
    </div>
  );
}

/** Typing settles this long before the list is searched (Enter searches at once). */
const SEARCH_AFTER_MS = 300;

/**
 * A search as you type: sent a moment after the last key, at once on Enter, and showing what the
 * address says when it changes by itself (the back button, a shared link).
 */
export function SearchFilter({
  id,
  label,
  value,
  onSearch,
  placeholder,
  dir,
}: {
  id: string;
  label: string;
  /** The search the list is showing now (from the address). */
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
  dir?: 'auto';
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  // The latest callback, so that a list arriving (a re-render) does not restart the wait.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearchRef.current(text.trim()), SEARCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <FilterField id={id} label={label} grow>
      <div className="relative">
        {/* The icon and its room on the left whichever way the text runs: a Hebrew search turns
            the input right-to-left (dir="auto"), and its clear button would then sit on it. */}
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted"
        />
        <input
          id={id}
          type="search"
          dir={dir}
          autoComplete="off"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onSearch(text.trim());
            }
          }}
          className={cn(filterControlClass, 'pl-10')}
        />
      </div>
    </FilterField>
  );
}

/** A choice among a list's values ("All classes", "Active learners" …). */
export function SelectFilter({
  id,
  label,
  value,
  onChange,
  disabled = false,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <FilterField id={id} label={label}>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          filterControlClass,
          'appearance-auto pe-3 disabled:cursor-not-allowed disabled:bg-stone/30',
        )}
      >
        {children}
      </select>
    </FilterField>
  );
}
