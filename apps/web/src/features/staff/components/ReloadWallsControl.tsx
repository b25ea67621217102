import { useMutation } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { cn } from '../../../lib/cn.ts';
import { forceReloadWalls } from '../api.ts';
import { staffText } from '../strings.ts';

/**
 * "Reload every wall": asks to confirm, then POSTs /api/live/force-reload; every open wall gets
 * the force-reload event and reloads its page (spec §4).
 */
export function ReloadWallsControl({ tone = 'light' }: { tone?: 'light' | 'night' }) {
  const [confirming, setConfirming] = useState(false);
  const statusId = useId();
  const mutation = useMutation({ mutationFn: forceReloadWalls });
  const night = tone === 'night';
  return (
    <div className="space-y-3">
      {confirming ? (
        <div
          role="group"
          aria-labelledby={`${statusId}-q`}
          className={cn(
            'space-y-3 rounded-xl border-2 border-gold p-4',
            night ? 'bg-white/5' : 'bg-gold-soft/40',
          )}
        >
          <p
            id={`${statusId}-q`}
            className={cn('font-semibold', night ? 'text-parchment' : 'text-ink')}
          >
            {staffText.reloadConfirm}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="gold"
              busy={mutation.isPending}
              onClick={() => mutation.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              {staffText.reloadYes}
            </Button>
            <Button variant={night ? 'light' : 'secondary'} onClick={() => setConfirming(false)}>
              {staffText.cancel}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant={night ? 'gold' : 'primary'}
          onClick={() => {
            mutation.reset();
            setConfirming(true);
          }}
        >
          <RotateCw aria-hidden="true" className="size-4" />
          {staffText.reloadTitle}
        </Button>
      )}
      <p
        id={statusId}
        role="status"
        className={cn(
          'min-h-6 text-[0.95rem]',
          mutation.isError
            ? night
              ? 'text-[#ff9b94]'
              : 'text-danger'
            : night
              ? 'text-parchment'
              : 'text-done',
        )}
      >
        {mutation.isSuccess ? staffText.reloadDone : mutation.isError ? staffText.reloadFailed : ''}
      </p>
    </div>
  );
}
