import { ROUTES } from '@zechus/shared';
import { Eye, LogIn, Users } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { useSignedIn } from '../../../lib/page-facts.tsx';
import { saveReturnPath } from '../../auth/return-path.ts';
import { ShareWithFamily } from '../../my-page/components/ShareWithFamily.tsx';

const myPagePath = (enrollmentId: number) => `/my-page/${enrollmentId}`;

/**
 * The thank-you page's "Share with family" and "Follow the learning" (issue 26 §3): the payment
 * signed this browser in (decision 0040), so the family link is ready at once, beside the way to
 * the dedication's own page. Signed out since (or the answer that signed in was lost), it is one
 * login away, and the login comes back to the dedication.
 */
export function ShareAndFollow({ enrollmentId, name }: { enrollmentId: number; name: string }) {
  const signedIn = useSignedIn();
  return (
    <section
      aria-labelledby="share-title"
      className="mx-6 mt-6 rounded-lg border-2 border-gold/60 bg-white p-5 sm:mx-10 sm:p-6"
    >
      <h2 id="share-title" className="flex items-center gap-2 text-xl font-semibold">
        <Users aria-hidden="true" className="size-5 text-gold-ink" />
        Share with family
      </h2>
      {signedIn ? (
        <div className="mt-3 space-y-4">
          <ShareWithFamily enrollmentId={enrollmentId} name={name} placement="thank-you" />
          <ButtonLink to={myPagePath(enrollmentId)} variant="secondary" size="md">
            <Eye aria-hidden="true" className="size-4" />
            Follow the learning
          </ButtonLink>
        </div>
      ) : (
        <div className="mt-3 space-y-3">
          <p className="text-ink-muted">
            Log in with your e-mail and donor ID to send the family a link and follow the learning
            as it happens.
          </p>
          <ButtonLink
            to={ROUTES.Login.path}
            onClick={() => saveReturnPath(myPagePath(enrollmentId))}
            size="md"
          >
            <LogIn aria-hidden="true" className="size-4" />
            Log in to share and follow
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
