import type { CreatedStation } from '@zechus/shared';
import { EyeOff } from 'lucide-react';
import { Button } from '../../../components/ui/Button.tsx';
import { Callout } from '../shell/Callout.tsx';
import { CopyField } from '../shell/CopyField.tsx';
import { useFocusOnMount } from '../shell/useFocusOnMount.ts';
import { stationsText } from './strings.ts';

/**
 * The new station's token, shown this once: a QR code of the station page's address holding it
 * (for the tablet's camera), the token and the address to copy, and plain words that it will not
 * be shown again.
 */
export function OneTimeToken({ created, onDone }: { created: CreatedStation; onDone: () => void }) {
  const qrSource = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(created.qrSvg)}`;
  // The form that was focused is gone: the panel takes the focus, so the keyboard starts here.
  const panel = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={panel} tabIndex={-1} data-one-time-token className="outline-none">
      <Callout icon={EyeOff} live className="mb-5 font-medium">
        {stationsText.onlyNow}
      </Callout>
      <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <figure className="shrink-0 text-center">
          <img
            src={qrSource}
            alt={stationsText.qrAlt(created.station.name)}
            width={224}
            height={224}
            data-qr-code
            className="size-56 rounded-xl border border-stone bg-white p-1 shadow-card"
          />
          <figcaption className="mt-2 text-sm text-ink-muted">{stationsText.qrCaption}</figcaption>
        </figure>
        <div className="w-full min-w-0 flex-1 space-y-2">
          <CopyField
            label={stationsText.token}
            value={created.token}
            copyLabel={stationsText.copyToken}
            copiedText={stationsText.copiedToken}
          />
          <CopyField
            label={stationsText.address}
            value={created.setupUrl}
            copyLabel={stationsText.copyAddress}
            copiedText={stationsText.copiedAddress}
          />
          <p className="text-sm text-ink-muted">{stationsText.lostIt}</p>
        </div>
      </div>
      <div className="mt-6 flex justify-end">
        <Button onClick={onDone}>{stationsText.done}</Button>
      </div>
    </div>
  );
}
