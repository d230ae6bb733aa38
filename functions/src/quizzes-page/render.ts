import { parseHTML } from 'linkedom';
import {
  CARD_PART_ATTRIBUTE,
  CARD_TEMPLATE_ATTRIBUTE,
  fillFirstRow,
  HOLD_PRESS_ATTRIBUTE,
  SERVED_CARD_ATTRIBUTE,
  SERVED_CATALOGUE_ID,
  TEMPLATE_COVER,
  type CatalogueList,
  type CatalogueRow,
} from '@quizmaster/shared/catalogue-first-row';

type WireValue = Record<string, unknown>;

/** A value in Firestore's REST wire format, which the app's REST reader decodes (web/src/lib/firestore/rest.ts). */
export function toWireValue(value: unknown): WireValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toWireValue) } };
  if (typeof value === 'object') return { mapValue: { fields: toWireFields(value as Record<string, unknown>) } };
  throw new TypeError(`No wire format for ${typeof value}`);
}

function toWireFields(data: Record<string, unknown>): Record<string, WireValue> {
  return Object.fromEntries(Object.entries(data).flatMap(([key, value]) => (value === undefined ? [] : [[key, toWireValue(value)]])));
}

/** What the page carries for the app's first render: the list it read, each row as the REST reader reads a document. */
export function servedCatalogue(list: CatalogueList, rows: readonly CatalogueRow[]) {
  return { ...list, documents: rows.map(({ id, ...quiz }) => ({ id, fields: toWireFields(quiz) })) };
}

/**
 * /quizzes as served: the build's prerendered shell (web/dist/shells/quizzes.html) with the
 * catalogue's first row filled in, the way the browser's entry fills it (shared/src/catalogue-first-row.ts:
 * through the DOM, so a quiz's name or cover URL is text and attribute values, never markup), the
 * first cover preloaded in place of the template's, and the rows as JSON after #root for the
 * app's first render. Without a template (a shell from another build) or rows, the shell as it is.
 */
export function renderQuizzesPage(shell: string, list: CatalogueList, rows: readonly CatalogueRow[], now: Date): string {
  const { document } = parseHTML(shell);
  const root = document.getElementById('root');
  if (!root || !root.querySelector(`template[${CARD_TEMPLATE_ATTRIBUTE}]`)) return shell;
  const cards = fillFirstRow(root, rows, now);
  cards.forEach((card, index) => {
    card.setAttribute(SERVED_CARD_ATTRIBUTE, '');
    if (rows[index]?.quizType === 'paid') card.querySelector(`a[${CARD_PART_ATTRIBUTE}="take-test"]`)?.setAttribute(HOLD_PRESS_ATTRIBUTE, '');
  });
  // React hoisted the template card's eager cover into a preload: it is the first quiz's cover now.
  const coverPreload = document.querySelector(`link[rel="preload"][as="image"][href="${TEMPLATE_COVER}"]`);
  const firstCover = rows[0]?.image;
  if (coverPreload && firstCover) coverPreload.setAttribute('href', firstCover);
  else coverPreload?.remove();
  const data = document.createElement('script');
  data.setAttribute('type', 'application/json');
  data.setAttribute('id', SERVED_CATALOGUE_ID);
  // `<` escaped, so no quiz text can end the block early.
  data.textContent = JSON.stringify(servedCatalogue(list, rows)).replace(/</g, '\\u003c');
  root.after(data);
  return `<!doctype html>${document.documentElement.outerHTML}`;
}
