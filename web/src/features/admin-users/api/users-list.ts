import type { Firestore } from 'firebase/firestore';
import { PAGE_SIZES } from '@quizmaster/shared/paging';
import { holdQuery } from '@/lib/firestore/prefetch';
import { urlPageQuery } from '@/lib/firestore/page-query';
import { usersList } from '@/lib/firestore/refs';

/** The Role filter's values (URL `role`) and labels. */
export const ROLE_OPTIONS = [
  ['', 'Any role'],
  ['admin', 'Admins'],
  ['player', 'Not admins'],
] as const;

/** The Premium filter's values (URL `premium`) and labels. */
export const PREMIUM_OPTIONS = [
  ['', 'Premium and free'],
  ['premium', 'Premium'],
  ['free', 'Free'],
] as const;

const oneOf = <T extends string>(options: readonly (readonly [T | '', string])[], value: string | null): T | '' =>
  options.find(([option]) => option === value)?.[0] ?? '';

/**
 * The moment "premium" is judged at: now, to the minute, so that the page and its prefetch
 * (made a moment apart) ask the same query.
 */
export const premiumCutoff = (): Date => new Date(Math.floor(Date.now() / 60_000) * 60_000);

/** The users list the URL asks for (`q`, `role`, `premium`). */
export const usersListFromUrl = (db: Firestore, params: URLSearchParams, now: Date) =>
  usersList(db, {
    search: params.get('q') ?? '',
    role: oneOf(ROLE_OPTIONS, params.get('role')),
    premium: oneOf(PREMIUM_OPTIONS, params.get('premium')),
    now,
  });

/** Starts reading the page of users the URL names (the route's prefetch: see adminPrefetch). */
export function prefetchUsersPage(db: Firestore, params: URLSearchParams): void {
  const list = usersListFromUrl(db, params, premiumCutoff());
  holdQuery(urlPageQuery(list.query, list.order, params, PAGE_SIZES.table));
}
