import { readFile } from 'node:fs/promises';
import { certificateNotFoundMessage, certificateRevokedLabel, certificateRevokedMessage, certificateValidLabel, printedDay } from '@quizmaster/shared/certificates';
import { RECEIPT_PRODUCT } from '@quizmaster/shared/receipts';
import { expect, test, type Page } from './support/test';
import { readPdf } from '../support/pdf';
import { newAccount, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/axe';

type Account = Awaited<ReturnType<typeof newAccount>>;

const ISSUED = new Date('2026-03-04T10:00:00.000Z');

/** A certificate of `owner`'s, written as the scoring transaction writes one; its id is unique per test. */
async function addCertificate(owner: Account, revokedAt: Date | null = null) {
  const id = `e2e-cert-${owner.uid}`.replace(/[^\w-]/g, '_');
  await owner.admin.firestore.doc(`certificates/${id}`).set({
    userId: owner.uid,
    userName: owner.name,
    quizId: 'world-capitals',
    quizName: 'World Capitals',
    submissionId: `${owner.uid}-1`,
    attempt: 1,
    marks: 90,
    grade: 'A+',
    passMark: 70,
    issuedAt: ISSUED,
    revokedAt,
    ...(revokedAt ? { revokedBy: 'someone' } : {}),
  });
  return id;
}

const details = (page: Page) => page.getByLabel('Certificate details');

test.describe('certificate verification (/certificates/{id})', () => {
  test('shows a valid certificate to a visitor: name, quiz, grade, date, and nothing to do', async ({ page }) => {
    const owner = await newAccount('certified');
    const id = await addCertificate(owner);
    await page.goto(`/certificates/${id}`);
    await expect(page.getByRole('heading', { name: 'Certificate verification' })).toBeVisible();
    await expect(page.getByText(certificateValidLabel)).toBeVisible();
    const list = details(page);
    await expect(list).toContainText(owner.name);
    await expect(list).toContainText('World Capitals');
    await expect(list).toContainText('A+');
    await expect(list).toContainText('90%');
    await expect(list).toContainText(printedDay(ISSUED));
    await expect(list).toContainText(id);
    await expect(page.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
    await expect(page).toHaveTitle(`Certificate of ${owner.name} - Quiz Master`);
    await expectAccessible(page);
    await owner.admin.close();
  });

  test('says so clearly when the certificate was revoked, and when no certificate has the id', async ({ page }) => {
    const owner = await newAccount('revoked');
    const id = await addCertificate(owner, new Date('2026-04-05T12:00:00.000Z'));
    await page.goto(`/certificates/${id}`);
    await expect(page.getByText(certificateRevokedLabel)).toBeVisible();
    await expect(page.getByText(`Revoked on ${printedDay(new Date('2026-04-05T12:00:00.000Z'))}.`)).toBeVisible();
    await expect(page.getByText(certificateValidLabel)).toHaveCount(0);
    await expectAccessible(page);

    await page.goto('/certificates/no-such-certificate');
    await expect(page.getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
    await expect(page.getByText(certificateNotFoundMessage)).toBeVisible();
    await owner.admin.close();
  });

  test('lets an admin download the PDF and revoke the certificate after confirming', async ({ page }) => {
    test.slow();
    const owner = await newAccount('holder');
    const admin = await newAccount('revoker', { claims: { admin: true } });
    const id = await addCertificate(owner);
    await signInDirectly(page, admin, `/certificates/${id}`);
    await expect(page.getByText(certificateValidLabel)).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`certificate-world-capitals-${id}.pdf`);
    const pdf = await readPdf(await readFile(await download.path()));
    expect(pdf.lines).toEqual(expect.arrayContaining([owner.name, 'World Capitals', `Certificate ID: ${id}`]));

    // Cancelled: nothing changes.
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect((await owner.admin.firestore.doc(`certificates/${id}`).get()).get('revokedAt')).toBeNull();

    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke certificate' }).click();
    await expect(page.getByText(certificateRevokedMessage).first()).toBeVisible();
    await expect(page.getByText(certificateRevokedLabel)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Revoke', exact: true })).toHaveCount(0);
    await expect.poll(async () => (await owner.admin.firestore.doc(`certificates/${id}`).get()).get('revokedBy') as unknown).toBe(admin.uid);
    await Promise.all([owner.admin.close(), admin.admin.close()]);
  });
});

test.describe('receipts on My Payments', () => {
  test('downloads the receipt of a payment as a PDF', async ({ page }) => {
    const payer = await newAccount('receipt');
    const paymentId = `pi_receipt_${payer.uid}`.replace(/[^\w]/g, '_');
    const paidAt = new Date('2026-01-15T10:30:00Z');
    await payer.admin.firestore.doc(`payments/${paymentId}`).set({
      uid: payer.uid,
      name: payer.name,
      email: payer.email,
      createdAt: paidAt,
      transactionId: paymentId,
      refund: 'false',
      amount: 10700,
      currency: 'usd',
      role: '',
    });
    await signInDirectly(page, payer, '/dashboard/myPayments');
    const row = page.getByRole('table').getByRole('row').filter({ hasText: paymentId });
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Receipt' }).click()]);
    expect(download.suggestedFilename()).toBe(`quiz-master-receipt-${paymentId}.pdf`);
    const pdf = await readPdf(await readFile(await download.path()));
    expect(pdf.lines).toEqual(expect.arrayContaining([paymentId, payer.name, payer.email, RECEIPT_PRODUCT, '107.00 USD', printedDay(paidAt), 'Paid']));
    await expectAccessible(page);
    await payer.admin.close();
  });
});
