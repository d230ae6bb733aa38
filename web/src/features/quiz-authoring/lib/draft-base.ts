import { useState } from 'react';

/**
 * What an editor of Edit Quiz knows about its draft (ADR 0015): the stored value the draft was
 * started from and that value's quiz version. A save names that version (`baseVersion`), so the
 * API refuses a draft made from an older quiz even when the page has reloaded since. When the
 * page shows a newer version, `reconcile` decides whether the draft can follow it silently or
 * whether its admin must first see the other admin's change (`theirs`).
 */
export interface DraftBase<T> {
  /** The stored value the draft is based on. */
  origin: T;
  /** The quiz version `origin` was read at: the `baseVersion` a save sends. */
  base: number;
  /** Someone else's stored value, different from both `origin` and the draft: the admin must choose. */
  theirs: { value: T; version: number } | null;
  /** Counts the times the draft must start over from `origin` (the editor resets on a change). */
  round: number;
  /** The last version reconciled. */
  seen: number;
  /** The version this editor's own save produced, while the page reloads it. */
  own: number | null;
}

export const startDraftBase = <T>(stored: T, version: number): DraftBase<T> => ({
  origin: stored,
  base: version,
  theirs: null,
  round: 0,
  seen: version,
  own: null,
});

/** The draft starts over from `value` at `version`: nothing left to choose. */
const adopt = <T>(state: DraftBase<T>, value: T, version: number): DraftBase<T> => ({
  ...state,
  origin: value,
  base: version,
  theirs: null,
  round: state.round + 1,
  own: null,
});

/**
 * The draft against the stored value at a newer `version`. It follows silently only when that
 * shows the admin nothing new: the change was their own save, it left this value as it was, the
 * admin had not changed the draft yet (it takes the new value), or it made the value what the draft
 * already holds. Otherwise both stay, and Save waits for the admin's choice.
 */
export function reconcile<T>(state: DraftBase<T>, stored: T, version: number, draft: T, same: (a: T, b: T) => boolean): DraftBase<T> {
  if (version === state.seen) return state;
  if (version === state.own) return adopt({ ...state, seen: version }, stored, version);
  const seen = { ...state, seen: version, own: null };
  if (same(stored, state.origin)) return { ...seen, base: version, theirs: null };
  if (same(draft, state.origin)) return adopt(seen, stored, version);
  if (same(draft, stored)) return { ...seen, origin: stored, base: version, theirs: null };
  return { ...seen, theirs: { value: stored, version } };
}

/** The admin keeps the draft, knowing their version: it is now based on it, and Save sends it. */
export const keepDraft = <T>(state: DraftBase<T>): DraftBase<T> =>
  state.theirs ? { ...state, origin: state.theirs.value, base: state.theirs.version, theirs: null } : state;

/** The admin drops the draft for their version. */
export const takeTheirs = <T>(state: DraftBase<T>): DraftBase<T> => (state.theirs ? adopt(state, state.theirs.value, state.theirs.version) : state);

/** Flat values (text, numbers, booleans, arrays of them) alike, whatever the order of their keys. */
export function sameValues<T extends object>(a: T, b: T): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => JSON.stringify(left[key] ?? null) === JSON.stringify(right[key] ?? null));
}

/**
 * An editor's DraftBase, reconciled while rendering whenever the page shows a new `version` of
 * `stored` (React's pattern for state that follows a prop). The editor resets its draft to
 * `origin` whenever `round` changes.
 */
export function useDraftBase<T extends object>(stored: T, version: number, draft: T) {
  const [state, setState] = useState(() => startDraftBase(stored, version));
  let current = state;
  if (version !== state.seen) {
    current = reconcile(state, stored, version, draft, sameValues);
    setState(current);
  }
  return {
    ...current,
    keepDraft: () => setState(keepDraft),
    takeTheirs: () => setState(takeTheirs),
    /** Called once the editor's own save answered `savedVersion` (before the page reloads it). */
    saved: (savedVersion: number) => setState((previous) => ({ ...previous, own: savedVersion })),
  };
}
