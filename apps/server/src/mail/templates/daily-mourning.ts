import { CERTIFICATE_DEDICATION, certificateFileName, OFFICE } from '@zechus/shared';
import type { CertificateData } from '../../modules/certificates/certificate-data.ts';
import { emailLayout, escapeHtml, hebrewSpan } from '../html.ts';
import type { MailMessage } from '../mailer.ts';

export interface DailyMourningMail {
  to: string;
  /** The sponsor's name; undefined for a relative (we know only their address). */
  donorName: string | undefined;
  dedicationName: string;
  kind: CertificateData['kind'];
  civilDate: string;
  hebrewDate: string;
  /** "the 3rd day of the shiva", when it can be counted. */
  mourningDay: string | undefined;
  perakim: number;
  children: number;
  /** The sponsor's My Page link of the day, or the relative's shared link. */
  progressUrl: string;
  /** The last day of the shiva or shloishim. */
  lastDay: boolean;
  /** The last day's certificate (made by modules/certificates), once the day is complete. */
  certificate: { data: CertificateData; pdf: Buffer } | undefined;
  /** This recipient's one-click stop link (also in List-Unsubscribe). */
  stopUrl: string;
}

/** "312 perakim", "1 perek". */
const perakimWords = (n: number) => (n === 1 ? '1 perek' : `${n} perakim`);

/**
 * The short e-mail of each day of a shiva or a shloishim (issue 26 §6, decision 0041): how many
 * perakim the children learned today for the name, the link to follow it, on the last day the
 * certificate, and one click to stop (List-Unsubscribe with RFC 8058's one-click POST).
 */
export function dailyMourning(m: DailyMourningMail): MailMessage {
  const memory = CERTIFICATE_DEDICATION[m.kind].en.toLowerCase();
  const when = m.mourningDay ? `${m.civilDate}, ${m.mourningDay}` : m.civilDate;
  const learned =
    m.perakim > 0
      ? `the children learned ${perakimWords(m.perakim)} of the Mishnah ${memory} ${m.dedicationName}` +
        (m.children > 1 ? ` (${m.children} children).` : '.')
      : `the children's learning ${memory} ${m.dedicationName} is under way.`;
  const ending = !m.lastDay
    ? []
    : m.certificate
      ? [
          `Today is the last day of the learning. Its certificate is attached, ready to print or to share.`,
        ]
      : [
          `Today is the last day of the learning. Its certificate will be on the page once the last perek is learned.`,
        ];
  const subject = `Today's learning for \u2068${m.dedicationName}\u2069: ${perakimWords(m.perakim)}${m.certificate ? ', with the certificate' : ''}`;
  const greeting = m.donorName ? `Dear ${m.donorName},` : 'Shalom,';
  const text = [
    greeting,
    ``,
    `Today, ${when} (${m.hebrewDate}), ${learned}`,
    ...ending,
    ``,
    `Follow the learning perek by perek: ${m.progressUrl}`,
    ``,
    `Questions: ${OFFICE.phone}.`,
    ``,
    `Rather not have these daily e-mails? Stop them with one click: ${m.stopUrl}`,
  ].join('\n');
  const html = emailLayout(
    `Today's learning: ${perakimWords(m.perakim)}`,
    `<p>${escapeHtml(greeting)}</p>
<p>Today, ${escapeHtml(when)} (${hebrewSpan(m.hebrewDate)}), ${escapeHtml(m.perakim > 0 ? `the children learned ${perakimWords(m.perakim)} of the Mishnah ${memory}` : `the children's learning ${memory}`)}</p>
<p dir="rtl" lang="he" style="font-size:26px;text-align:center;margin:8px 0 20px">${escapeHtml(m.dedicationName)}</p>
${ending.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(m.progressUrl)}" style="display:inline-block;background:#1F3A5F;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">Follow the learning</a></p>
<p>Questions: ${escapeHtml(OFFICE.phone)}.</p>
<p style="margin-top:24px;font-size:13px;color:#4a5568">Rather not have these daily e-mails? <a href="${escapeHtml(m.stopUrl)}" style="color:#1F3A5F">Stop them with one click</a>.</p>`,
  );
  return {
    kind: 'daily-mourning',
    to: m.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${m.stopUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...(m.certificate
      ? {
          attachments: [
            {
              filename: certificateFileName(m.certificate.data.day),
              contentType: 'application/pdf',
              content: m.certificate.pdf.toString('base64'),
              encoding: 'base64' as const,
            },
          ],
        }
      : {}),
    // Its stop link works, and a relative's progress link is their family's shared link: the
    // mail log keeps that it went, never its text.
    holdsSecret: true,
  };
}
