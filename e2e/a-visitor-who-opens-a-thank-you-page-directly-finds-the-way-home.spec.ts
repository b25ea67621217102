import { expect, test } from './support/test.ts';
import { ROUTES } from '@zechus/shared';
import { expectPath, settle } from './support/site.ts';

for (const route of [ROUTES.SubscribeThankYou, ROUTES.DonationThankYou]) {
  test(`a visitor who opens ${route.path} with nothing to confirm finds the way home`, async ({
    page,
  }) => {
    await page.goto(route.path);
    await settle(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Thank you for being with us');
    await expect(main.getByRole('link', { name: 'Go to My Page' })).toHaveAttribute(
      'href',
      ROUTES.Enrollments.path,
    );
    await main.getByRole('link', { name: 'Go to the home page' }).click();
    await expectPath(page, ROUTES.Home.path);
  });
}
