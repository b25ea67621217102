/** Escapes text for an HTML e-mail body. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Text that may be Hebrew, set right-to-left where it is Hebrew and left-to-right otherwise. */
export function bidiSpan(value: string): string {
  return `<span dir="auto">${escapeHtml(value)}</span>`;
}

/**
 * Hebrew text (a name to learn, a Hebrew date): marked right-to-left and Hebrew outright, so a
 * mail client sets it right-to-left whatever comes before or after it.
 */
export function hebrewSpan(value: string): string {
  return `<span dir="rtl" lang="he">${escapeHtml(value)}</span>`;
}

/** The frame every HTML e-mail shares: a calm, readable single column. */
export function emailLayout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#FAF6EE;color:#1B2A41;font-family:Georgia,'Times New Roman',serif">
<div style="max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:22px;color:#1F3A5F;margin:0 0 16px">${escapeHtml(title)}</h1>
${bodyHtml}
<p style="margin-top:32px;font-size:13px;color:#4a5568">Zechus · children learning Mishnayos every day</p>
</div></body></html>`;
}
