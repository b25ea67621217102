import type { RegisterLine } from '@zechus/shared';
import { ClipboardCheck } from 'lucide-react';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { ClassName } from '../shell/ClassName.tsx';
import { timeOnDay } from '../shell/london-time.ts';
import { registerText } from './strings.ts';

/**
 * The day view's line per class register taken that day: "Register of כיתה ה׳: absent — names
 * (by Rivka Levi, 07:52)", so the office sees at a glance who was away and who said so.
 */
export function RegisterLines({ day, registers }: { day: string; registers: RegisterLine[] }) {
  if (registers.length === 0) return null;
  return (
    <ul aria-label={registerText.linesLabel} className="mb-4 space-y-1">
      {registers.map((line) => (
        <li key={line.className} className="flex items-start gap-2">
          <ClipboardCheck aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
          <span>
            {registerText.lineOf} <ClassName name={line.className} className="font-semibold" />:{' '}
            {line.absent.length === 0 ? (
              registerText.everyoneHereLine
            ) : (
              <>
                {registerText.absentLine}{' '}
                <Hebrew>{line.absent.map((child) => child.name).join(', ')}</Hebrew>
              </>
            )}{' '}
            <span className="text-ink-muted">
              {registerText.byAt(line.takenBy, timeOnDay(line.takenAt, day))}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
