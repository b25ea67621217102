import { ROUTES, SIGN_IN_LINK_REFUSED } from '@zechus/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { donor } from '../../../i18n/donor.ts';
import { isApiError } from '../../../lib/api.ts';
import { useClientState } from '../../../lib/client-state.ts';
import { signInWithLink, type LoginReply } from '../api.ts';

/**
 * A link is spent once: the page's effect may run twice (StrictMode, a remount), so each token's
 * request is made once per page load and shared.
 */
const spending = new Map<string, Promise<LoginReply>>();
const spend = (token: string) => {
  let request = spending.get(token);
  if (!request) {
    request = signInWithLink(token);
    spending.set(token, request);
  }
  return request;
};

/** What the login page says about a link that did not sign in. */
const refusal = (error: unknown): string => {
  if (isApiError(error) && error.status === 429) {
    const message = (error.body as { message?: unknown } | null)?.message;
    if (typeof message === 'string') return message;
  }
  return SIGN_IN_LINK_REFUSED;
};

/**
 * /sign-in/:token, the e-mailed one-click link (issue 13 §3): spends the token with a POST (so a
 * mail scanner that opens links cannot use it up) and lands on My Page; a used, expired or
 * unknown link lands on Login with a plain sentence.
 */
export default function SignInLinkPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setAuth = useClientState((state) => state.setAuth);

  useEffect(() => {
    let current = true;
    spend(token).then(
      () => {
        if (!current) return;
        setAuth(true);
        queryClient.removeQueries({ queryKey: ['my-page'] });
        queryClient.removeQueries({ queryKey: ['progress'] });
        void navigate(ROUTES.Enrollments.path, { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        void navigate(ROUTES.Login.path, { replace: true, state: { notice: refusal(error) } });
      },
    );
    return () => {
      current = false;
    };
  }, [token, navigate, queryClient, setAuth]);

  return (
    <section
      aria-labelledby="page-title"
      className="container-content flex min-h-[70vh] items-center justify-center py-10"
    >
      <div role="status" className="flex items-center gap-3 text-ink-muted">
        <Spinner className="size-6 text-primary" />
        <h1 id="page-title" className="text-lg">
          {donor.login.linkSigningIn}
        </h1>
      </div>
    </section>
  );
}
