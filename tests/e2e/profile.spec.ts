import { expect, test, type Page } from './support/test';
import { newAccount, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/axe';
import { APP_CHUNK } from './support/app-chunk';

async function submitProfile(page: Page, values: { name?: string; phone?: string }) {
  const form = page.getByRole('form', { name: 'Edit profile' });
  if (values.name !== undefined) await form.getByLabel('Name').fill(values.name);
  if (values.phone !== undefined) await form.getByLabel('Phone').fill(values.phone);
  await form.getByRole('button', { name: 'Submit' }).click();
}

test.describe('profile (/profile)', () => {
  test('sends a visitor to login first', async ({ page }) => {
    await page.goto('/profile/address');
    await expect(page).toHaveURL('/login');
  });

  test('shows the read-only profile with placeholders and the side menu', async ({ page }) => {
    const player = await newAccount('profileview');
    await signInDirectly(page, player, '/profile');
    await expect(page).toHaveTitle('Profile - Quiz Master');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByText(player.name, { exact: true })).toBeVisible();
    await expect(page.getByText(player.email, { exact: true })).toBeVisible();
    // The account has no phone yet: the fixed placeholder stands in.
    await expect(page.getByText('No phone number added yet')).toBeVisible();
    // SPEC.md section 2: the read-only view's fixed placeholder text, beside the real values.
    await expect(
      page.getByText('Quiz lover and lifelong learner: every quiz is a chance to learn something new and beat my best grade.', { exact: true }),
    ).toBeVisible();

    const menu = page.getByRole('navigation', { name: 'Profile' });
    await expect(menu.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    await expect(menu.getByRole('link', { name: 'Address' })).toHaveAttribute('href', '/profile/address');
    await expect(menu.getByRole('link', { name: 'Education' })).toHaveAttribute('href', '/profile/education');
    await expect(menu.getByRole('link', { name: 'Important Links' })).toHaveAttribute('href', '/profile/important_links');
    await expectAccessible(page);

    await menu.getByRole('link', { name: 'Important Links' }).click();
    await expect(page).toHaveURL('/profile/important_links');
    await expect(page.getByRole('heading', { level: 1, name: 'Important Links' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Payments' })).toHaveAttribute('href', '/dashboard/myPayments');
    await expectAccessible(page);
    await player.admin.close();
  });

  test('edits name and phone with the spec messages, then saves them', async ({ page }) => {
    // Several pages, a sign-in and accessibility scans: more than the default budget on a busy machine.
    test.slow();
    const player = await newAccount('profileedit');
    await signInDirectly(page, player, '/profile');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('button', { name: 'Cancel Edit' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await expect(form.getByLabel('Email')).toHaveValue(player.email);
    await expect(form.getByLabel('Email')).toHaveAttribute('readonly');
    await expect(form.getByLabel('Name')).toHaveValue(player.name);

    await submitProfile(page, { name: '', phone: '' });
    await expect(form.getByText('Name is Required')).toBeVisible();
    await expect(form.getByText('Phone is Required')).toBeVisible();
    await expectAccessible(page);

    await submitProfile(page, { name: 'Al', phone: '1234' });
    await expect(form.getByText('Minimum 3 Character')).toBeVisible();
    await expect(form.getByText('Minimum 5 character need')).toBeVisible();

    await submitProfile(page, { name: 'Renamed Tester', phone: '+1 555 0199' });
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByText('Renamed Tester', { exact: true })).toBeVisible();
    await expect(page.getByText('+1 555 0199', { exact: true })).toBeVisible();

    const record = (await player.admin.firestore.doc(`users/${player.uid}`).get()).data();
    expect(record).toMatchObject({ name: 'Renamed Tester', phone: '+1 555 0199', email: player.email });
    expect((await player.admin.auth.getUser(player.uid)).displayName).toBe('Renamed Tester');
    await player.admin.close();
  });

  test('Cancel Edit leaves the profile unchanged', async ({ page }) => {
    const player = await newAccount('profilecancel');
    await signInDirectly(page, player, '/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('form', { name: 'Edit profile' }).getByLabel('Name').fill('Not Saved');
    await page.getByRole('button', { name: 'Cancel Edit' }).click();
    await expect(page.getByRole('form', { name: 'Edit profile' })).toHaveCount(0);
    await expect(page.getByText(player.name, { exact: true })).toBeVisible();
    expect((await player.admin.firestore.doc(`users/${player.uid}`).get()).get('name')).toBe(player.name);
    await player.admin.close();
  });

  test('saves the address and the education to the user record', async ({ page }) => {
    // Several pages, a sign-in and accessibility scans: more than the default budget on a busy machine.
    test.slow();
    const player = await newAccount('profiletext');
    await signInDirectly(page, player, '/profile/address');
    await expect(page).toHaveTitle('Address - Quiz Master');
    const address = page.getByLabel('Address');
    await address.fill('x'.repeat(301));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('At most 300 characters')).toBeVisible();
    await address.fill('12 Quiz Street, Dhaka, Bangladesh');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your address has been saved.')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Education' }).click();
    await expect(page).toHaveTitle('Education - Quiz Master');
    await page.getByLabel('Education').fill('BSc Computer Science');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your education has been saved.')).toBeVisible();
    await expectAccessible(page);

    const record = (await player.admin.firestore.doc(`users/${player.uid}`).get()).data();
    expect(record).toMatchObject({ address: '12 Quiz Street, Dhaka, Bangladesh', education: 'BSc Computer Science' });

    // The saved value is shown again on the next visit.
    await page.goto('/profile/address');
    await expect(page.getByLabel('Address')).toHaveValue('12 Quiz Street, Dhaka, Bangladesh');
    await player.admin.close();
  });
});

test.describe('profile on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the menu above the page', async ({ page }) => {
    const player = await newAccount('profilephone');
    await signInDirectly(page, player, '/profile');
    await expect(page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Education' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    // The last part to load (after the user's record): the page has settled once it shows.
    await expect(page.getByRole('switch', { name: 'Show my name on quiz leaderboards' })).toBeChecked();
    await expectAccessible(page);
    await player.admin.close();
  });
});

/** Reads of the user's own record (users/{uid}) through Firestore's REST API (a batch get of one document, lib/firestore/rest.ts). */
const recordReadsOf = (page: Page, uid: string) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(':batchGet') && (request.postData() ?? '').includes(`/documents/users/${uid}"`)) reads.push(request.url());
  });
  return reads;
};

test.describe("/profile's read of the user's record", () => {
  test('starts from the entry once Auth has restored the session, before the app has started', async ({ page }) => {
    const player = await newAccount('earlyrecord');
    const reads = recordReadsOf(page, player.uid);
    // Without the app's chunk, only the entry's early read can ask for the record.
    await page.route(APP_CHUNK, (route) => route.abort());
    await signInDirectly(page, player, '/profile');
    await expect.poll(() => reads.length).toBe(1);
    // The shell shows the page's words meanwhile, at their places.
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByText('Quiz lover and lifelong learner', { exact: false })).toBeVisible();
    await player.admin.close();
  });

  test('is the only one the page makes: the page takes the early read', async ({ page }) => {
    const player = await newAccount('earlyrecord');
    const reads = recordReadsOf(page, player.uid);
    await signInDirectly(page, player, '/profile');
    await expect(page.getByText(player.email, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeEnabled();
    expect(reads).toHaveLength(1);
    await player.admin.close();
  });
});
