import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { officeText } from './strings.ts';

const HEBREW_LETTER = /[\u0590-\u05FF]/u;

/**
 * A class or group as every area shows it: a Hebrew name in the Hebrew face, right to left (any
 * other name in its own direction), never cut; "No class" when there is none.
 */
export function ClassName({ name, className }: { name: string | null; className?: string }) {
  if (!name) return <span className="text-ink-muted">{officeText.noClass}</span>;
  if (HEBREW_LETTER.test(name)) return <Hebrew className={className}>{name}</Hebrew>;
  return (
    <bdi dir="auto" className={className}>
      {name}
    </bdi>
  );
}
