import { expect, test } from './support/test';
import { newAccount, signInDirectly } from './support/accounts';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { notificationTexts, premiumUntilLabel } from '@quizmaster/shared/notifications';
import { emulatorAdmin } from '@quizmaster/scripts/emulator-admin';
import { demoAccounts } from '@quizmaster/scripts/seed/demo-accounts';

/**
 * The notification bell (ADR 0022): 0 for a new user (SPEC.md), the count of unread
 * notifications, the list on a click (a page at a time, unread marked), opening one marks it read
 * and follows its link, and "Mark all as read".
 */
test.describe('the notification bell', () => {
  test('counts, lists, opens and marks all read', async ({ page }) => {
    const user = await newAccount('belltester');
    const refs = dataRefs(user.admin.firestore);
    // Other specs publish quizzes while this one runs, and each publication counts for every user
    // (a broadcast): this user's watermark stays ahead of them, so only their own notifications
    // count here. Broadcasts are covered by tests/emulator/api/notifications.test.ts.
    const aheadOfBroadcasts = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await refs.notificationInbox(user.uid).set({ unread: 0, broadcastsSeenAt: aheadOfBroadcasts });
    try {
      await signInDirectly(page, user, '/');
      const header = page.locator('header');
      await expect(header.getByRole('button', { name: 'Notifications: 0', exact: true })).toBeVisible();

      // Twelve notifications of the user's own, as the functions write them (with the count).
      const batch = user.admin.firestore.batch();
      // Dated ahead, so they are newer than any broadcast other specs make meanwhile (the list shows those too).
      const start = Date.now() + 60 * 60 * 1000;
      for (let index = 0; index < 12; index += 1) {
        batch.set(refs.notification(user.uid, `n${String(index).padStart(2, '0')}`), {
          ...notificationTexts.refundDone(),
          title: `Refund ${String(index)}`,
          createdAt: new Date(start + index * 1000),
          read: false,
        });
      }
      batch.set(refs.notificationInbox(user.uid), { unread: 12, broadcastsSeenAt: aheadOfBroadcasts });
      await batch.commit();

      await page.reload();
      const bell = header.getByRole('button', { name: 'Notifications: 12', exact: true });
      await expect(bell).toBeVisible();
      await bell.click();
      const panel = page.getByRole('region', { name: 'Notifications', exact: true });
      await expect(panel.getByRole('listitem')).toHaveCount(10);
      await expect(panel.locator('li[data-unread]')).toHaveCount(10);
      // Newest first.
      await expect(panel.getByRole('listitem').first()).toContainText('Refund 11');
      await panel.getByRole('button', { name: 'Load more' }).click();
      // The rest of the user's own; broadcasts of other specs' quizzes may follow them.
      await expect(panel.getByRole('listitem').filter({ hasText: /Refund \d+/ })).toHaveCount(12);
      await expect(panel.getByRole('listitem').nth(11)).toContainText('Refund 0');

      // Opening one marks it read and follows its link.
      await panel.getByRole('link', { name: /Refund 11/ }).click();
      await expect(page).toHaveURL('/dashboard/myPayments');
      await expect(header.getByRole('button', { name: 'Notifications: 11', exact: true })).toBeVisible();
      await expect.poll(async () => (await refs.notification(user.uid, 'n11').get()).data()?.read).toBe(true);

      await header.getByRole('button', { name: 'Notifications: 11', exact: true }).click();
      await expect(panel.locator('li[data-unread]')).toHaveCount(9);
      await panel.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(header.getByRole('button', { name: 'Notifications: 0', exact: true })).toBeVisible();
      await expect(panel.locator('li[data-unread]')).toHaveCount(0);
      await expect.poll(async () => (await refs.notificationInbox(user.uid).get()).data()?.unread).toBe(0);
      // "Mark all as read" moved the watermark to now: ahead of other specs' publications again.
      await refs.notificationInbox(user.uid).update({ broadcastsSeenAt: aheadOfBroadcasts });

      // Escape closes the list; the count stays 0 after a reload.
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await page.reload();
      await expect(header.getByRole('button', { name: 'Notifications: 0', exact: true })).toBeVisible();
    } finally {
      await user.admin.close();
    }
  });

  test('My Payments (where the payment success page leads) shows when premium ends, which the renewal reminder links to', async ({ page }) => {
    const admin = emulatorAdmin(`e2e-premium-until-${String(Date.now())}`);
    try {
      const until = (await dataRefs(admin.firestore).user(demoAccounts.premium.uid).get()).data()?.premiumUntil;
      expect(until).toBeInstanceOf(Date);
      await signInDirectly(page, demoAccounts.premium, '/dashboard/myPayments');
      await expect(page.getByTestId('premium-until')).toHaveText(premiumUntilLabel(until as Date));
    } finally {
      await admin.close();
    }
  });
});
