/**
 * storage.rules: quiz covers are public to read; only admins upload them, PNG or JPEG, at most
 * 5 MB; everything else is refused. These run only when the Storage emulator could start (it
 * downloads its rules runtime, which offline machines cannot); otherwise they are reported as
 * skipped, with the reason, never as passed.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { projectId, storageEmulatorAvailable, storageHost } from '../../support/urls';
import { actors, grantAuthority, startRulesEnvironment } from './rules-env';

const MB = 1024 * 1024;
const BUCKET = `gs://${projectId}.appspot.com`;
const EXISTING_COVER = 'covers/existing.png';

if (!storageEmulatorAvailable) {
  console.warn(
    'Storage rules tests SKIPPED: the Storage emulator did not start (its rules runtime is a download this machine cannot make). They run wherever it can.',
  );
}

describe.skipIf(!storageEmulatorAvailable)('Storage rules (need the Storage emulator)', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    const [host = '127.0.0.1', port = '9199'] = storageHost.split(':');
    env = await startRulesEnvironment({ storage: { host, port: Number(port) } });
  });
  beforeEach(async () => {
    await env.clearStorage();
    // The rules read the admin role from Firestore's roles/{uid}, as the functions write it.
    await env.clearFirestore();
    await grantAuthority(env, actors.admin.uid, actors.admin.claims);
    await env.withSecurityRulesDisabled(async (context) => {
      await context.storage(BUCKET).ref(EXISTING_COVER).put(new Uint8Array(16), { contentType: 'image/png' });
    });
  });
  afterAll(async () => {
    await env.cleanup();
  });

  type Actor = (typeof actors)[keyof typeof actors];
  const storageAs = (actor: Actor, claims = actor.claims) =>
    (actor.uid ? env.authenticatedContext(actor.uid, claims) : env.unauthenticatedContext()).storage(BUCKET);
  const upload = async (actor: Actor, path: string, bytes: number, contentType: string, claims = actor.claims) => {
    await storageAs(actor, claims).ref(path).put(new Uint8Array(bytes), { contentType });
  };

  it.each([actors.visitor, actors.user, actors.admin])('$label can read a cover', async (actor) => {
    await assertSucceeds(storageAs(actor).ref(EXISTING_COVER).getMetadata());
  });

  it.each([
    ['a PNG', 'covers/new.png', 1024, 'image/png'],
    ['a JPEG', 'covers/new.jpg', 1024, 'image/jpeg'],
    ['a cover of exactly 5 MB', 'covers/big.png', 5 * MB, 'image/png'],
  ])('an admin can upload %s', async (_label, path, bytes, contentType) => {
    await assertSucceeds(upload(actors.admin, path, bytes, contentType));
  });

  it('a demoted admin, whose token still says admin, can NOT upload a cover', async () => {
    const demoted = env.authenticatedContext('demoted-admin', { admin: true }).storage(BUCKET);
    await assertFails((async () => {
      await demoted.ref('covers/new.png').put(new Uint8Array(1024), { contentType: 'image/png' });
    })());
  });

  it('an admin can replace a cover', async () => {
    await assertSucceeds(upload(actors.admin, EXISTING_COVER, 2048, 'image/png'));
  });

  it.each([
    ['a cover over 5 MB', 'covers/huge.png', 5 * MB + 1, 'image/png'],
    ['a GIF', 'covers/new.gif', 1024, 'image/gif'],
    ['an SVG (it can carry scripts)', 'covers/new.svg', 1024, 'image/svg+xml'],
    ['an HTML page', 'covers/page.html', 1024, 'text/html'],
    ['a PNG outside the covers folder', 'avatars/me.png', 1024, 'image/png'],
  ])('an admin can NOT upload %s', async (_label, path, bytes, contentType) => {
    await assertFails(upload(actors.admin, path, bytes, contentType));
  });

  it.each([actors.visitor, actors.user, actors.premium])('$label can NOT upload a cover', async (actor) => {
    await assertFails(upload(actor, 'covers/mine.png', 1024, 'image/png'));
  });

  it('a user whose admin claim is the text "true" can NOT upload a cover', async () => {
    await assertFails(upload(actors.user, 'covers/mine.png', 1024, 'image/png', { admin: 'true' }));
  });

  it('an admin can delete a cover', async () => {
    await assertSucceeds(storageAs(actors.admin).ref(EXISTING_COVER).delete());
  });

  it.each([actors.visitor, actors.user])('$label can NOT delete a cover', async (actor) => {
    await assertFails(storageAs(actor).ref(EXISTING_COVER).delete());
  });

  it('nobody reads files outside the covers folder', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await context.storage(BUCKET).ref('private/notes.txt').put(new Uint8Array(8), { contentType: 'text/plain' });
    });
    await assertFails(storageAs(actors.admin).ref('private/notes.txt').getMetadata());
  });
});
