import { OFFICE_PATHS, type RegisterSlip } from '@zechus/shared';
import { Printer } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { Logo } from '../../../components/ui/Logo.tsx';
import { QueryState } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { BarcodeImage } from '../sheets/BarcodeImage.tsx';
import { useRegisterSlip } from './api.ts';
import { registerText } from './strings.ts';

/** While printing, the slips get the whole page (the console's frame is print:hidden). */
const PRINT_STYLE = `
@page { size: auto; margin: 12mm; }
@media print {
  html, body, :has(> #office-main) { background: #fff !important; }
  #office-main, #office-main > * {
    padding: 0 !important; margin: 0 !important; max-width: none !important;
    width: auto !important; grid-column: 1 / -1 !important;
  }
  [data-slip], [data-slip] * { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}`;

/** One child's slip: their name, class and date, and each extra perek with its barcode. */
function ChildSlip({
  child,
  slip,
}: {
  child: RegisterSlip['children'][number];
  slip: RegisterSlip;
}) {
  return (
    <section
      aria-label={child.name}
      data-slip={child.learnerId}
      className="break-inside-avoid rounded-[8pt] border-[0.8pt] border-stone bg-white p-4 print:mb-[6mm] print:rounded-none print:border-dashed"
    >
      <header className="flex items-center justify-between gap-3 border-b-[0.8pt] border-gold pb-[2mm]">
        <Logo className="h-[7mm] text-ink" />
        <span className="text-[9pt] font-medium tracking-[0.16em] text-gold-ink uppercase">
          {registerText.slipTitle}
        </span>
      </header>
      <h2
        dir="rtl"
        lang="he"
        className="mt-2 font-[family-name:var(--font-hebrew)] text-[24pt] font-bold"
      >
        {child.name}
      </h2>
      <p className="text-[10pt] text-ink-muted">
        <Hebrew>{slip.className}</Hebrew> · {slip.date.civil} · <Hebrew>{slip.date.full}</Hebrew>
      </p>
      <ol dir="rtl" className="mt-2">
        {child.perakim.map((perek) => (
          <li
            key={perek.perekIndex}
            className="flex items-center gap-4 border-t-[0.5pt] border-stone py-[2mm] first:border-t-0"
          >
            <div lang="he" className="min-w-0 flex-1">
              <p className="font-[family-name:var(--font-hebrew)] text-[17pt] leading-tight">
                <strong>{perek.masechet}</strong> {perek.perek}
              </p>
              <p dir="ltr" className="text-end text-[9pt] text-ink-muted">
                {registerText.inPlaceOf} <Hebrew>{perek.fromName}</Hebrew>
                {perek.done ? ` · ${registerText.done}` : ''}
              </p>
            </div>
            <BarcodeImage barcode={perek.barcode} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** /office/register/slip?class=…: today's extra perakim of a class, ready to print and cut. */
export function SlipPage() {
  const [address] = useSearchParams();
  const className = address.get('class') ?? '';
  const slip = useRegisterSlip(className);
  const back = {
    to: `${OFFICE_PATHS.register}?${new URLSearchParams({ class: className })}`,
    label: registerText.backToRegister,
  };
  return (
    <OfficePage
      title={registerText.slipTitle}
      intro={registerText.slipIntro}
      back={back}
      actions={
        slip.data && slip.data.children.length > 0 ? (
          <Button size="lg" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-5" />
            {registerText.print}
          </Button>
        ) : null
      }
    >
      <style>{PRINT_STYLE}</style>
      <QueryState isPending={slip.isPending} error={slip.error} onRetry={() => void slip.refetch()}>
        {slip.data ? (
          slip.data.children.length === 0 ? (
            <p className="rounded-lg bg-white px-4 py-3 text-lg">{registerText.slipEmpty}</p>
          ) : (
            <div className="grid max-w-3xl grid-cols-1 gap-4 print:block">
              {slip.data.children.map((child) => (
                <ChildSlip key={child.learnerId} child={child} slip={slip.data} />
              ))}
            </div>
          )
        ) : null}
      </QueryState>
    </OfficePage>
  );
}
