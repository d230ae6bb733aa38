/** `items` with the one at `from` moved to `to` (both clamped to the list); the others keep their order. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = [...items];
  if (from < 0 || from >= items.length) return moved;
  const target = Math.max(0, Math.min(items.length - 1, to));
  const [item] = moved.splice(from, 1);
  if (item !== undefined) moved.splice(target, 0, item);
  return moved;
}
