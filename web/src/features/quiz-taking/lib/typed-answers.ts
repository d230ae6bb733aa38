import type { TypedContent, TypedResponse } from '@quizmaster/shared/question-types/model';

/** Pure helpers of the typed questions' views (components/typed/, ADR 0035). */

/** A blank's label for screen readers: where it is among the others. */
export const blankLabel = (number: number, total: number) => `Blank ${String(number)} of ${String(total)}`;

/** The player's order when it names every item once, else the items as served. */
export function orderOf(content: Extract<TypedContent, { type: 'ordering' }>, response: TypedResponse | undefined): number[] {
  const served = content.items.map((item) => item.id);
  if (!response || !('order' in response)) return served;
  const { order } = response;
  const complete = order.length === served.length && new Set(order).size === order.length && order.every((id) => served.includes(id));
  return complete ? [...order] : served;
}

/** `order` with `id` moved to index `to`. */
export const movedTo = (order: readonly number[], id: number, to: number): number[] => {
  const next = order.filter((other) => other !== id);
  next.splice(to, 0, id);
  return next;
};

/** What the ordering's live region says after a move. */
export const movedAnnouncement = (text: string, position: number, total: number) =>
  `${text} moved to position ${String(position)} of ${String(total)}.`;

/** A record without one key (a prompt or blank left unanswered). */
export const without = <Value>(record: Readonly<Record<string, Value>>, key: string): Record<string, Value> =>
  Object.fromEntries(Object.entries(record).filter(([other]) => other !== key));
