/** The signed-in user's own `users/{uid}` record, read as the page opens and again after a save (save-profile.ts). */
export { useOwnUserRecord as useMyUserRecord } from '@/lib/firestore/use-own-user-record';
