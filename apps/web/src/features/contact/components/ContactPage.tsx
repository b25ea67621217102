import { OFFICE } from '@zechus/shared';
import { Globe, Mail, Phone } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { PageBanner } from '../../../components/ui/PageBanner.tsx';
import { ContactForm } from './ContactForm.tsx';

interface Detail {
  icon: LucideIcon;
  label: string;
  value: string;
  href: string;
}

const details: readonly Detail[] = [
  { icon: Phone, label: 'Phone', value: OFFICE.phone, href: OFFICE.phoneHref },
  { icon: Globe, label: 'Website', value: OFFICE.website, href: `https://${OFFICE.website}` },
  { icon: Mail, label: 'Email', value: OFFICE.email, href: `mailto:${OFFICE.email}` },
];

export default function ContactPage() {
  return (
    <>
      <PageBanner
        eyebrow="We are here to help"
        title="Contact"
        lede={
          <p>
            Whether you are arranging a dedication, have a question about a yoirtzeit date, or
            simply want to hear more about the children&rsquo;s learning, we would be glad to hear
            from you.
          </p>
        }
      />
      <section aria-label="Contact details and form" className="py-12 md:py-16">
        <div className="container-content grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-14">
          <div>
            <h2 className="text-2xl font-semibold">Our office</h2>
            <p className="mt-2 text-ink-muted">
              Call, write or send us a message. We reply to every message, usually within one
              working day.
            </p>
            <ul className="mt-6 space-y-3">
              {details.map(({ icon: Icon, label, value, href }) => (
                <li
                  key={label}
                  className="flex items-center gap-4 rounded-[var(--radius-card)] border border-stone bg-white p-4 shadow-card"
                >
                  <span
                    aria-hidden="true"
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-gold-soft text-gold-ink"
                  >
                    <Icon className="size-5" />
                  </span>
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-ink-muted">{label}</p>
                    <p>
                      <a
                        href={href}
                        className="font-semibold break-words text-primary underline-offset-4 hover:underline"
                        {...(href.startsWith('https:') ? { rel: 'noopener' } : {})}
                      >
                        {value}
                      </a>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-[var(--radius-card)] border border-stone bg-white p-6 shadow-card sm:p-8">
            <h2 id="contact-form-title" className="text-2xl font-semibold">
              Write to us
            </h2>
            <p className="mt-1 mb-6 text-ink-muted">All fields are required.</p>
            <ContactForm />
          </div>
        </div>
      </section>
    </>
  );
}
