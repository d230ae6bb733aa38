/**
 * Marks a signed-in page whose first read the entry (src/main.tsx) starts as soon as Firebase Auth
 * has restored the session, while the app's chunks download and start, rather than once the app
 * has started, the guard has seen the user and the page has mounted. The page's shell carries it
 * (app/routes/shells/), its value naming the read (app/early-signed-in-reads.ts); a DOM mark, as
 * EARLY_CATALOGUE_READ_ATTRIBUTE (./early-reads.ts), so the entry needs no route table.
 */
export const EARLY_SIGNED_IN_READ_ATTRIBUTE = 'data-early-signed-in-read';
