/** GET /quizzes: the quizzesPage function behind the hosting rewrite, with the catalogue's first row in its HTML. */
import { describe, expect, it } from 'vitest';
import { FieldPath } from 'firebase-admin/firestore';
import { PAGE_SIZES } from '@quizmaster/shared/paging';
import { SERVED_CARD_ATTRIBUTE, SERVED_CATALOGUE_ID } from '@quizmaster/shared/catalogue-first-row-marks';
import { appUrl } from '../../support/urls';
import { arrangeQuiz, useDemoData } from './fixture';

const { refs } = useDemoData('quizzes-page');

interface Served {
  quizType: string | null;
  count: number;
  documents: { id: string; fields: Record<string, Record<string, unknown>> }[];
}

async function getPage(path = '/quizzes') {
  const response = await fetch(`${appUrl}${path}`);
  const html = await response.text();
  const block = new RegExp(`<script[^>]* id="${SERVED_CATALOGUE_ID}"[^>]*>(.*?)</script>`).exec(html)?.[1];
  const served = block ? (JSON.parse(block) as Served) : undefined;
  const cards = [...html.matchAll(new RegExp(`${SERVED_CARD_ATTRIBUTE}=""[^>]*>.*?href="/startQuiz/([^"]+)"`, 'g'))].map((match) => match[1]);
  return { response, html, served, cards };
}

/** The app's catalogue list, read with the Admin SDK: published, newest first, one more than a page. */
async function catalogueIds(quizType?: 'free' | 'paid') {
  let query = refs.quizzes().where('published', '==', true);
  if (quizType) query = query.where('quizType', '==', quizType);
  const snapshot = await query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc').limit(PAGE_SIZES.catalogue + 1).get();
  return snapshot.docs.map((document) => document.id);
}

describe('GET /quizzes', () => {
  it("is the shell with the catalogue's first row and the list's rows, under the site's headers", async () => {
    const { response, html, served, cards } = await getPage();
    expect(response).toHaveStatus(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('data-shell="/quizzes"');
    const ids = await catalogueIds();
    expect(served?.quizType).toBeNull();
    expect(served?.count).toBe(PAGE_SIZES.catalogue);
    expect(served?.documents.map((document) => document.id)).toEqual(ids);
    expect(cards).toEqual(ids.slice(0, 3));
    // The first cover is preloaded from the head of the page, before any script.
    const firstCover = served?.documents[0]?.fields.image?.stringValue;
    expect(html).toContain(`<link rel="preload" as="image" href="${String(firstCover)}"`);
  });

  it('serves the list of ?type= and ?more=, drafts left out, and a change at the next visit', async () => {
    const paid = await getPage('/quizzes?type=paid&more=2');
    expect(paid.served).toMatchObject({ quizType: 'paid', count: 2 * PAGE_SIZES.catalogue });
    expect(paid.served?.documents.every((document) => document.fields.quizType?.stringValue === 'paid')).toBe(true);
    expect(paid.served?.documents.map((document) => document.id)).toEqual(await catalogueIds('paid'));

    await arrangeQuiz(refs, 'newest-of-all');
    await arrangeQuiz(refs, 'a-draft');
    await refs.quiz('a-draft').update({ published: false });
    const { served, cards } = await getPage();
    expect(cards[0]).toBe('newest-of-all');
    expect(served?.documents.map((document) => document.id)).not.toContain('a-draft');
  });

  it('refuses anything but GET and HEAD', async () => {
    expect(await fetch(`${appUrl}/quizzes`, { method: 'POST' })).toHaveStatus(405);
  });
});
