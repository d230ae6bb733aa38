/**
 * Certificates (ADR 0023): the pass mark and leaderboard switch as quiz settings; a certificate
 * issued by a passing attempt; its PDF for its owner or an admin; the public verify answer (exactly
 * the public fields); revocation by admins only, audited once, idempotent; 404 and 403 paths.
 */
import { describe, expect, it } from 'vitest';
import { PUBLIC_CERTIFICATE_FIELDS, printedDay } from '@quizmaster/shared/certificates';
import type { Certificate } from '@quizmaster/shared/models/certificate';
import { api } from '../../support/api';
import { looksLikePdf, readPdf } from '../../support/pdf';
import { appUrl } from '../../support/urls';
import { arrangeQuiz, useDemoData } from './fixture';
import type { StartedAttempt, SubmittedAttempt } from '@quizmaster/shared/api/attempts';
import type { AuthoringQuiz } from '@quizmaster/shared/api/authoring';
import type { CreatedQuiz } from '@quizmaster/shared/api/quizzes';

const { refs, tokens, accounts } = useDemoData('certificates');

/** A certificate written as the scoring transaction writes one (for the tests that need no attempt). */
async function arrangeCertificate(id: string, changes: Partial<Certificate> = {}): Promise<Certificate> {
  const certificate: Certificate = {
    userId: accounts.player.uid,
    userName: accounts.player.name,
    quizId: 'capitals',
    quizName: 'World Capitals',
    submissionId: `${accounts.player.uid}-1`,
    attempt: 1,
    marks: 87.5,
    grade: 'A+',
    passMark: 70,
    issuedAt: new Date('2026-03-04T10:00:00.000Z'),
    revokedAt: null,
    ...changes,
  };
  await refs.certificate(id).set(certificate);
  return certificate;
}

/** GETs a file from the API: status, headers and bytes (the JSON helper would read a PDF as text). */
async function download(path: string, token?: string) {
  const response = await fetch(`${appUrl}/api/v1${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), bytes };
}

const revoke = (id: string, token?: string) => api('POST', `/certificates/${id}/revoke`, { token });

describe('the pass mark and the leaderboard switch (quiz settings)', () => {
  const fields = {
    quizName: 'Certified',
    image: '/covers/science.svg',
    description: 'With certificates',
    quizType: 'free',
    resultType: 'quiz-wise',
    timeType: 'per-quiz',
    retakeCount: '1',
    allQTime: '5',
  };

  it('stores a pass mark and the switch on create, changes and clears them on edit', async () => {
    const created = await api<CreatedQuiz>('POST', '/createQuizDemo', { token: tokens.admin, body: { ...fields, passMark: '70', leaderboard: true } });
    expect(created).toHaveStatus(201);
    const quizId = created.body.insertedId;
    expect((await refs.quiz(quizId).get()).data()).toMatchObject({ passMark: 70, leaderboard: true });

    expect(await api('PUT', `/quizzes/${quizId}`, { token: tokens.admin, body: { ...fields, passMark: 85, leaderboard: false } })).toHaveStatus(200);
    expect((await refs.quiz(quizId).get()).data()).toMatchObject({ passMark: 85, leaderboard: false });
    const authoring = await api<AuthoringQuiz>('GET', `/quizzes/${quizId}/authoring`, { token: tokens.admin });
    expect(authoring.body.quiz).toMatchObject({ passMark: 85, leaderboard: false });

    // Blank: no certificates any more.
    expect(await api('PUT', `/quizzes/${quizId}`, { token: tokens.admin, body: { ...fields, passMark: '' } })).toHaveStatus(200);
    expect((await refs.quiz(quizId).get()).data()?.passMark).toBeNull();
  });

  it.each([
    ['passMark', 0],
    ['passMark', '101'],
    ['passMark', 62.5],
    ['passMark', 'most'],
    ['leaderboard', 'yes'],
  ])('answers 400 naming %s for %j, on create and on edit, and stores nothing', async (field, value) => {
    const created = await api<{ fields: { field: string }[] }>('POST', '/createQuizDemo', { token: tokens.admin, body: { ...fields, [field]: value } });
    expect(created).toHaveStatus(400);
    expect(created.body.fields.map((problem) => problem.field)).toContain(field);
    expect((await refs.quizzes().where('quizName', '==', 'Certified').get()).size).toBe(0);

    await arrangeQuiz(refs, 'editing');
    const edited = await api<{ fields: { field: string }[] }>('PUT', '/quizzes/editing', { token: tokens.admin, body: { ...fields, [field]: value } });
    expect(edited).toHaveStatus(400);
    expect(edited.body.fields.map((problem) => problem.field)).toContain(field);
    expect((await refs.quiz('editing').get()).data()).not.toHaveProperty(field);
  });
});

describe('issuing: a passing attempt earns a certificate', () => {
  it('issues one when the marks reach the pass mark, names it on the submission, and not below it', async () => {
    await arrangeQuiz(refs, 'passing', { retakeCount: 1, answers: [[1], [2], [3], [4]] });
    await refs.quiz('passing').update({ passMark: 75 });

    // 50%: below the pass mark.
    const first = await api<StartedAttempt>('POST', '/start-quiz/passing', { token: tokens.player });
    const failed = await api<SubmittedAttempt>('POST', '/submit-quiz/passing', {
      token: tokens.player,
      body: { attemptId: first.body.attemptId, answers: { q1: [1], q2: [2], q3: [1], q4: [1] } },
    });
    expect(failed.body.result.marks).toBe(50);
    expect((await refs.submissions('passing').doc(first.body.attemptId).get()).data()?.certificateId).toBeUndefined();

    // 75%: exactly the pass mark.
    const second = await api<StartedAttempt>('POST', '/start-quiz/passing', { token: tokens.player });
    const passed = await api<SubmittedAttempt>('POST', '/submit-quiz/passing', {
      token: tokens.player,
      body: { attemptId: second.body.attemptId, answers: { q1: [1], q2: [2], q3: [3], q4: [1] } },
    });
    expect(passed.body.result.marks).toBe(75);
    const certificateId = (await refs.submissions('passing').doc(second.body.attemptId).get()).data()?.certificateId;
    expect(certificateId).toMatch(/^[\w-]{16,}$/);
    const all = await refs.certificates().get();
    expect(all.docs.map((doc) => doc.id)).toEqual([certificateId]);
    expect(all.docs[0]?.data()).toMatchObject({ userId: accounts.player.uid, quizId: 'passing', quizName: 'Quiz passing', marks: 75, passMark: 75, revokedAt: null });

    const verified = await api('GET', `/certificates/${String(certificateId)}`);
    expect(verified).toHaveStatus(200);
    expect(verified.body).toMatchObject({ id: certificateId, userName: accounts.player.name, quizName: 'Quiz passing', marks: 75, revoked: false });
    const pdf = await download(`/certificates/${String(certificateId)}/pdf`, tokens.player);
    expect(pdf).toHaveStatus(200);
    expect((await readPdf(pdf.bytes)).text).toContain(accounts.player.name);
  });
});

describe('GET /certificates/{id}/pdf', () => {
  it("renders the owner's certificate: name, quiz, grade, marks, date, id and the verify URL on this host", async () => {
    await arrangeCertificate('cert-ok');
    const pdf = await download('/certificates/cert-ok/pdf', tokens.player);
    expect(pdf).toHaveStatus(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toBe('attachment; filename="certificate-world-capitals-cert-ok.pdf"');
    expect(looksLikePdf(pdf.bytes)).toBe(true);
    const { pages, lines, text } = await readPdf(pdf.bytes);
    expect(pages).toBe(1);
    expect(lines).toEqual(expect.arrayContaining([accounts.player.name, 'World Capitals', 'A+', '87.5%', printedDay(new Date('2026-03-04T10:00:00.000Z'))]));
    expect(text).toContain('Certificate ID: cert-ok');
    expect(text).toContain(`${appUrl}/certificates/cert-ok`);
    expect(text).not.toContain('REVOKED');
  });

  it('lets an admin download it too', async () => {
    await arrangeCertificate('cert-ok');
    const pdf = await download('/certificates/cert-ok/pdf', tokens.admin);
    expect(pdf).toHaveStatus(200);
    expect((await readPdf(pdf.bytes)).text).toContain(accounts.player.name);
  });

  it('stamps a revoked certificate REVOKED, with the day', async () => {
    await arrangeCertificate('cert-gone', { revokedAt: new Date('2026-04-05T12:00:00.000Z'), revokedBy: accounts.admin.uid });
    const pdf = await download('/certificates/cert-gone/pdf', tokens.player);
    expect(pdf).toHaveStatus(200);
    const { lines } = await readPdf(pdf.bytes);
    expect(lines).toEqual(expect.arrayContaining(['REVOKED', `This certificate was revoked on ${printedDay(new Date('2026-04-05T12:00:00.000Z'))}.`]));
  });

  it('answers 403 to another player, 401 without a token, 404 for an unknown id and 400 for a bad one', async () => {
    await arrangeCertificate('cert-ok');
    const other = await download('/certificates/cert-ok/pdf', tokens.premium);
    expect(other).toHaveStatus(403);
    expect(other.type).toMatch(/^application\/json/);
    expect(await download('/certificates/cert-ok/pdf')).toHaveStatus(401);
    expect(await download('/certificates/no-such-cert/pdf', tokens.player)).toHaveStatus(404);
    expect(await download('/certificates/bad.id/pdf', tokens.player)).toHaveStatus(400);
  });
});

describe('GET /certificates/{id} (public verification)', () => {
  it('answers exactly the public fields, without signing in: no uid, no e-mail', async () => {
    await arrangeCertificate('cert-ok');
    const response = await api('GET', '/certificates/cert-ok');
    expect(response).toHaveStatus(200);
    expect(Object.keys(response.body).sort()).toEqual([...PUBLIC_CERTIFICATE_FIELDS].sort());
    expect(response.body).toEqual({
      id: 'cert-ok',
      userName: accounts.player.name,
      quizName: 'World Capitals',
      grade: 'A+',
      marks: 87.5,
      issuedAt: '2026-03-04T10:00:00.000Z',
      revoked: false,
      revokedAt: null,
      accountDeleted: false,
    });
    const text = JSON.stringify(response.body);
    expect(text).not.toContain(accounts.player.uid);
    expect(text).not.toContain(accounts.player.email);
  });

  it('says revoked, with when', async () => {
    await arrangeCertificate('cert-gone', { revokedAt: new Date('2026-04-05T12:00:00.000Z'), revokedBy: accounts.admin.uid });
    const response = await api('GET', '/certificates/cert-gone');
    expect(response.body).toMatchObject({ revoked: true, revokedAt: '2026-04-05T12:00:00.000Z' });
    expect(JSON.stringify(response.body)).not.toContain(accounts.admin.uid);
  });

  it('answers 404 for an unknown id and 400 for an id that cannot be one', async () => {
    expect(await api('GET', '/certificates/no-such-cert')).toHaveStatus(404);
    expect(await api('GET', '/certificates/__reserved__')).toHaveStatus(400);
  });
});

describe('POST /certificates/{id}/revoke', () => {
  const entries = async () => (await refs.auditLog().get()).docs.map((doc) => doc.data());

  it('revokes for an admin, with one audit entry; a second call changes nothing and adds no entry', async () => {
    await arrangeCertificate('cert-ok');
    const first = await revoke('cert-ok', tokens.admin);
    expect(first).toHaveStatus(200);
    expect(first.body).toMatchObject({ changed: true, certificate: { id: 'cert-ok', revoked: true } });
    const stored = (await refs.certificate('cert-ok').get()).data();
    expect(stored?.revokedAt).toBeInstanceOf(Date);
    expect(stored?.revokedBy).toBe(accounts.admin.uid);
    expect(await entries()).toEqual([
      expect.objectContaining({
        action: 'certificate-revoke',
        actorUid: accounts.admin.uid,
        actorEmail: accounts.admin.email,
        target: { kind: 'certificate', id: 'cert-ok', label: `${accounts.player.name}, World Capitals` },
        before: { revokedAt: null },
        after: { revokedAt: expect.anything(), revokedBy: accounts.admin.uid },
      }),
    ]);
    // An entry's values are plain data: the date is read back as the Timestamp it is stored as.
    const [entry] = await entries();
    expect((entry?.after?.revokedAt as { toMillis: () => number } | undefined)?.toMillis()).toBe(stored?.revokedAt?.getTime());

    const again = await revoke('cert-ok', tokens.admin);
    expect(again).toHaveStatus(200);
    expect(again.body).toMatchObject({ changed: false, certificate: { revoked: true, revokedAt: stored?.revokedAt?.toISOString() } });
    expect((await refs.certificate('cert-ok').get()).data()?.revokedAt).toEqual(stored?.revokedAt);
    expect(await entries()).toHaveLength(1);
    expect((await api('GET', '/certificates/cert-ok')).body).toMatchObject({ revoked: true });
  });

  it('refuses the owner and other players (403), visitors (401) and unknown ids (404), changing and recording nothing', async () => {
    await arrangeCertificate('cert-ok');
    expect(await revoke('cert-ok', tokens.player)).toHaveStatus(403);
    expect(await revoke('cert-ok', tokens.premium)).toHaveStatus(403);
    expect(await revoke('cert-ok')).toHaveStatus(401);
    expect(await revoke('no-such-cert', tokens.admin)).toHaveStatus(404);
    expect((await refs.certificate('cert-ok').get()).data()?.revokedAt).toBeNull();
    expect(await entries()).toEqual([]);
  });
});
