import type { RegisterClass } from '@zechus/shared';
import { ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ClassName } from '../shell/ClassName.tsx';
import { QueryState } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { AREA_LABELS } from '../shell/strings.ts';
import { useRegisterHome } from './api.ts';
import { registerText } from './strings.ts';
import { TakeRegister } from './TakeRegister.tsx';
import { TeachersPanel } from './TeachersPanel.tsx';

export const classAddress = (name: string) => `?${new URLSearchParams({ class: name })}`;

/** The classes to choose from: big rows, a teacher's own marked. */
function ClassChooser({ classes }: { classes: RegisterClass[] }) {
  return (
    <nav aria-label={registerText.chooseClass} className="mb-8">
      <h2 className="mb-3 text-xl font-semibold">{registerText.chooseClass}</h2>
      <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3">
        {classes.map((entry) => (
          <li key={entry.name}>
            <Link
              to={classAddress(entry.name)}
              className="flex min-h-16 items-center justify-between gap-3 rounded-xl border-2 border-stone bg-white px-4 py-3 hover:border-primary"
            >
              <span className="flex flex-col">
                <ClassName name={entry.name} className="text-2xl font-bold" />
                <span className="text-sm text-ink-muted">
                  {registerText.children(entry.children)}
                  {entry.mine ? ` · ${registerText.mine}` : ''}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 text-primary rtl:rotate-180" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /office/register: a teacher with one class lands straight on it ("Today — my class"); with
 * several she chooses. The office and the owner may choose any class, and below set who teaches
 * each.
 */
export function RegisterPage() {
  const home = useRegisterHome();
  const [address] = useSearchParams();
  const data = home.data;
  const only = data && !data.anyClass && data.classes.length === 1 ? data.classes[0] : undefined;
  const chosen = address.get('class') || only?.name;
  const title = data?.anyClass ? AREA_LABELS.register : registerText.teacherTitle;
  return (
    <OfficePage
      title={title}
      intro={data?.anyClass ? registerText.officeIntro : registerText.teacherIntro}
    >
      <QueryState isPending={home.isPending} error={home.error} onRetry={() => void home.refetch()}>
        {data ? (
          <>
            {chosen ? (
              <TakeRegister
                key={chosen}
                className={chosen}
                canChoose={data.classes.length > 1 || data.anyClass}
              />
            ) : data.classes.length === 0 ? (
              <p className="mb-8 max-w-2xl rounded-lg border border-gold/60 bg-gold-soft/40 px-4 py-3 text-lg">
                {data.anyClass ? registerText.noClasses : registerText.noClassesTeacher}
              </p>
            ) : (
              <ClassChooser classes={data.classes} />
            )}
            {data.anyClass ? <TeachersPanel /> : null}
          </>
        ) : null}
      </QueryState>
    </OfficePage>
  );
}
