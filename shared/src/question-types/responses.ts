import type { TypedContent, TypedResponse } from './model';

/**
 * Small pure helpers about a player's typed response (ADR 0035), for the player's page: zod-free,
 * so they add nothing but themselves to it.
 */

/** The response says something: typed text that is not blank, an order, a pair, a filled blank. */
export function isResponseAnswered(response: TypedResponse | undefined): boolean {
  if (!response) return false;
  if ('text' in response) return response.text.trim() !== '';
  if ('order' in response) return response.order.length > 0;
  if ('matches' in response) return Object.keys(response.matches).length > 0;
  return Object.values(response.blanks).some((value) => typeof value === 'number' || value.trim() !== '');
}

/** Two responses say the same (the order of a record's keys does not count). */
export function sameResponse(a: TypedResponse | undefined, b: TypedResponse | undefined): boolean {
  if (!a || !b) return a === b;
  return canonical(a) === canonical(b);
}

function canonical(response: TypedResponse): string {
  if ('text' in response || 'order' in response) return JSON.stringify(response);
  const record: Record<string, unknown> = 'matches' in response ? response.matches : response.blanks;
  const entries = Object.keys(record)
    .sort()
    .map((key) => [key, record[key]]);
  return JSON.stringify(['matches' in response ? 'matches' : 'blanks', entries]);
}

/** What an ordering question answers before the player moves anything: the items as served. */
export function servedOrder(content: Extract<TypedContent, { type: 'ordering' }>): TypedResponse {
  return { order: content.items.map((item) => item.id) };
}
