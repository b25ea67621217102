/**
 * The sandbox's 3-D Secure challenge (decision 0034): what a bank's frame is to Stripe.js — a
 * window over the page asking the cardholder to confirm — for the offline demo and the tests.
 * Resolves true when passed; false when failed, or closed (Escape) as a sponsor abandons it.
 */
export function sandboxChallenge(): Promise<boolean> {
  return new Promise((resolve) => {
    const dialog = document.createElement('dialog');
    dialog.setAttribute('aria-labelledby', 'sandbox-challenge-title');
    dialog.className =
      'm-auto w-[min(26rem,calc(100vw-2rem))] rounded-[var(--radius-card)] border border-stone bg-white p-6 text-ink shadow-card backdrop:bg-ink/50';
    const title = document.createElement('h2');
    title.id = 'sandbox-challenge-title';
    title.className = 'mb-2 text-xl font-semibold';
    title.textContent = 'Your bank’s check (sandbox)';
    const text = document.createElement('p');
    text.className = 'mb-5 text-ink-muted';
    text.textContent =
      'Your bank asks you to confirm this payment. In the sandbox this window stands for the bank’s own (3-D Secure): choose how the check ends.';
    const buttons = document.createElement('div');
    buttons.className = 'flex flex-col gap-3 sm:flex-row-reverse';
    const button = (label: string, primary: boolean, passed: boolean) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.textContent = label;
      element.className = primary
        ? 'min-h-12 rounded-lg bg-primary px-5 font-semibold text-white hover:bg-primary-strong'
        : 'min-h-12 rounded-lg border border-stone px-5 font-semibold text-ink hover:border-primary';
      element.addEventListener('click', () => finish(passed));
      return element;
    };
    buttons.append(
      button('Complete authentication', true, true),
      button('Fail authentication', false, false),
    );
    dialog.append(title, text, buttons);
    let done = false;
    const finish = (passed: boolean) => {
      if (done) return;
      done = true;
      dialog.close();
      dialog.remove();
      resolve(passed);
    };
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish(false);
    });
    document.body.append(dialog);
    dialog.showModal();
  });
}
