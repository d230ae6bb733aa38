import { expect, test, type Page } from './support/test';
import { paymentCompletedToast } from '@quizmaster/shared/messages';
import { emulatorAdmin } from '@quizmaster/scripts/emulator-admin';

/** Each test pays as a brand-new account, so parallel tests never share a buyer. */
async function newBuyer(name: string) {
  const admin = emulatorAdmin(`e2e-${name}-${String(Date.now())}`);
  const email = `${name}-${String(Date.now())}@example.com`;
  const password = 'Buyer123!';
  const user = await admin.auth.createUser({ email, password, displayName: `Buyer ${name}`, emailVerified: true });
  return { admin, uid: user.uid, email, password };
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

test.describe('premium payment (/payment)', () => {
  test('sends a visitor to login first, then back to the payment page', async ({ page }) => {
    const buyer = await newBuyer('visitor');
    await page.goto('/payment');
    await expect(page).toHaveURL('/login');
    await signIn(page, buyer.email, buyer.password);
    await expect(page).toHaveURL('/payment');
    await expect(page.getByText('107 dollars per year')).toBeVisible();
    await buyer.admin.close();
  });

  test('buys a year of premium with the test card 4242 4242 4242 4242, then opens a paid quiz', async ({ page }) => {
    test.slow();
    const buyer = await newBuyer('payer');
    await page.goto('/login');
    await signIn(page, buyer.email, buyer.password);
    await expect(page).toHaveURL('/');
    await page.goto('/payment');
    await expect(page).toHaveTitle('Payment - Quiz Master');
    await expect(page.getByText(`Buyer payer`)).toBeVisible();

    const pay = page.getByRole('button', { name: 'Pay' });
    await expect(pay).toBeEnabled();
    await fillCard(page, '4242 4242 4242 4242');
    await pay.click();

    // A substring: the id that follows 'pi_' is Stripe's.
    await expect(page.getByText(paymentCompletedToast('pi_'))).toBeVisible();
    await expect(page).toHaveURL('/dashboard/myPayments');
    const account = await buyer.admin.auth.getUser(buyer.uid);
    expect(account.customClaims).toMatchObject({ premium: true });
    const payments = await buyer.admin.firestore.collection('payments').where('uid', '==', buyer.uid).get();
    expect(payments.docs.map((payment) => payment.get('amount') as number)).toEqual([10700]);

    // Premium is active at once: the paid quiz opens without signing in again.
    await page.goto('/startQuiz/advanced-typescript');
    // Its code is rendered as code when the question was saved (ADR 0036): the backticks are gone.
    const heading = page.getByRole('heading', { name: 'What does keyof { a: 1; b: 2 } produce?' });
    await expect(heading).toBeVisible();
    await expect(heading.locator('code')).toHaveText('keyof { a: 1; b: 2 }');
    await buyer.admin.close();
  });

  for (const [label, number, message] of [
    ['a declined card', '4000 0000 0000 0002', 'Your card was declined.'],
    ['a card without funds', '4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ] as const) {
    test(`shows ${label} in red under the card field and records nothing`, async ({ page }) => {
      const buyer = await newBuyer('declined');
      await page.goto('/login');
      await signIn(page, buyer.email, buyer.password);
      await expect(page).toHaveURL('/');
      await page.goto('/payment');
      await fillCard(page, number);
      await page.getByRole('button', { name: 'Pay' }).click();

      await expect(page.getByTestId('card-error')).toHaveText(message);
      await expect(page).toHaveURL('/payment');
      const payments = await buyer.admin.firestore.collection('payments').where('uid', '==', buyer.uid).get();
      expect(payments.size).toBe(0);
      await buyer.admin.close();
    });
  }
});
