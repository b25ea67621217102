import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TakeRegisterReply } from '@zechus/shared';
import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { daysKey } from '../days/api.ts';
import { ClassName } from '../shell/ClassName.tsx';
import { timeOnDay } from '../shell/london-time.ts';
import { FailureNotice, QueryState } from '../shell/Notices.tsx';
import { registerKey, takeRegister, useClassRegister } from './api.ts';
import { ChildToggle } from './ChildToggle.tsx';
import { RegisterSummary } from './RegisterSummary.tsx';
import { registerText } from './strings.ts';

/**
 * Today's register of one class: every active child as a big tap target, ticked absent or not
 * (as stored, to start with), and one step that saves it and shares the absent children's open
 * perakim among those who are here. What happened shows above the list, with the slip to print.
 */
export function TakeRegister({ className, canChoose }: { className: string; canChoose: boolean }) {
  const queryClient = useQueryClient();
  const view = useClassRegister(className);
  const [ticked, setTicked] = useState<ReadonlySet<number> | null>(null);
  const [result, setResult] = useState<TakeRegisterReply | null>(null);
  const data = view.data;
  const stored = new Set(data?.children.filter((c) => c.absent).map((c) => c.id));
  const absent = ticked ?? stored;

  const save = useMutation({
    mutationFn: () => takeRegister(className, [...absent]),
    onSuccess: (reply) => {
      setResult(reply);
      setTicked(null);
      void queryClient.invalidateQueries({ queryKey: registerKey });
      void queryClient.invalidateQueries({ queryKey: daysKey });
      void queryClient.invalidateQueries({ queryKey: ['office', 'audit'] });
    },
  });
  const toggle = (id: number) => {
    const next = new Set(absent);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setTicked(next);
    setResult(null);
    save.reset();
  };

  return (
    <section aria-labelledby="register-title" className="mb-10 max-w-2xl">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="register-title" className="text-2xl font-semibold">
          {registerText.registerOf} <ClassName name={className} className="font-bold" />
        </h2>
        {canChoose ? (
          <Link
            to="."
            className="inline-flex min-h-11 items-center font-medium text-primary underline"
          >
            {registerText.otherClass}
          </Link>
        ) : null}
      </div>
      <QueryState isPending={view.isPending} error={view.error} onRetry={() => void view.refetch()}>
        {data ? (
          <>
            <p className="mb-1 text-ink-muted">
              <span dir="rtl" lang="he" className="hebrew">
                {data.hebrewDate}
              </span>
              {' · '}
              {data.register
                ? registerText.takenBy(
                    data.register.takenBy,
                    timeOnDay(data.register.takenAt, data.day),
                  )
                : registerText.notTakenYet}
            </p>
            {!data.laidOut ? <p className="mb-3">{registerText.notLaidOut}</p> : null}
            {result ? <RegisterSummary reply={result} className={className} /> : null}
            {data.children.length === 0 ? (
              <p className="rounded-lg bg-parchment px-3 py-3">{registerText.noChildren}</p>
            ) : (
              <>
                <p className="mt-3 mb-2 font-medium">{registerText.tickHint}</p>
                <ul className="space-y-2">
                  {data.children.map((child) => (
                    <li key={child.id}>
                      <ChildToggle
                        child={child}
                        absent={absent.has(child.id)}
                        onToggle={() => toggle(child.id)}
                      />
                    </li>
                  ))}
                </ul>
                <div className="sticky bottom-0 -mx-4 mt-4 border-t border-stone bg-parchment/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
                  <p className="mb-2 text-sm text-ink-muted" aria-live="polite">
                    {registerText.absentCount(absent.size, data.children.length)}
                  </p>
                  <FailureNotice error={save.error} />
                  <Button
                    size="lg"
                    className="w-full sm:w-auto"
                    busy={save.isPending}
                    onClick={() => save.mutate()}
                  >
                    <Share2 aria-hidden="true" className="size-5" />
                    {absent.size > 0 ? registerText.share(absent.size) : registerText.everyoneHere}
                  </Button>
                </div>
              </>
            )}
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
