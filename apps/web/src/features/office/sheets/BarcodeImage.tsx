import type { SheetBarcode } from '@zechus/shared';

/**
 * A perek's Code 128 barcode: bwip-js's SVG from the server, drawn at its size on paper (the SVG
 * has only a viewBox), so it prints crisp and at the module width scanners need; its digits
 * under it, for a scanner that will not read it and a teacher who types it in.
 */
export function BarcodeImage({ barcode }: { barcode: SheetBarcode }) {
  return (
    <figure dir="ltr" className="flex shrink-0 flex-col items-center" data-barcode={barcode.value}>
      <span
        className="block bg-white [&>svg]:block [&>svg]:size-full"
        style={{ width: `${barcode.widthMm}mm`, height: `${barcode.heightMm}mm` }}
        // Our own server's bwip-js output: an <svg> of paths, no script (the CSP forbids any).
        dangerouslySetInnerHTML={{ __html: barcode.svg }}
      />
      <figcaption className="mt-[1mm] font-[family-name:var(--font-hebrew-ui)] text-[10pt] font-medium tracking-[0.22em] text-ink tabular-nums">
        {barcode.value}
      </figcaption>
    </figure>
  );
}
