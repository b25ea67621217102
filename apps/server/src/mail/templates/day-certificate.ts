import { CERTIFICATE_DEDICATION, certificateFileName } from '@zechus/shared';
import type { CertificateData } from '../../modules/certificates/certificate-data.ts';
import { emailLayout, escapeHtml, hebrewSpan } from '../html.ts';
import type { MailMessage } from '../mailer.ts';

/**
 * The certificate of a completed day (issue 13 §6), its PDF attached: what was learned, for whom,
 * by how many children, and where to download it again.
 */
export function dayCertificate(m: {
  to: string;
  donorName: string;
  certificate: CertificateData;
  pdf: Buffer;
  progressUrl: string;
}): MailMessage {
  const c = m.certificate;
  const dedication = CERTIFICATE_DEDICATION[c.kind].en.toLowerCase();
  // The person's name (isolated, so the Hebrew keeps its place in the English line) and, in a
  // mourning, the day of it: two certificates on one day never share a subject.
  const subject = `Certificate of learning for \u2068${c.name}\u2069${c.mourningDay ? `, ${c.mourningDay}` : ''}: ${c.civilDate}`;
  const day = c.mourningDay ? `${c.civilDate}, ${c.mourningDay}` : c.civilDate;
  const text = [
    `Dear ${m.donorName},`,
    ``,
    `On ${day} (${c.hebrewDate}), ${c.children} children learned the whole Mishnah, all ${c.perakim} perakim, ${dedication} ${c.name}.`,
    ``,
    `Your certificate is attached, ready to print or to share with the family.`,
    `You can download it again from the day's progress page: ${m.progressUrl}`,
    ``,
    `With gratitude,`,
    c.programme,
  ].join('\n');
  const html = emailLayout(
    'Your certificate of learning',
    `<p>Dear ${escapeHtml(m.donorName)},</p>
<p>On ${escapeHtml(day)} (${hebrewSpan(c.hebrewDate)}), ${c.children} children learned the whole Mishnah, all ${c.perakim} perakim, ${escapeHtml(dedication)} <span style="font-size:20px">${hebrewSpan(c.name)}</span>.</p>
<p>Your certificate is attached, ready to print or to share with the family.</p>
<p><a href="${escapeHtml(m.progressUrl)}">You can download it again from the day's progress page</a>.</p>
<p>With gratitude,<br>${escapeHtml(c.programme)}</p>`,
  );
  return {
    kind: 'day-certificate',
    to: m.to,
    subject,
    text,
    html,
    attachments: [
      {
        filename: certificateFileName(c.day),
        contentType: 'application/pdf',
        content: m.pdf.toString('base64'),
        encoding: 'base64',
      },
    ],
  };
}
