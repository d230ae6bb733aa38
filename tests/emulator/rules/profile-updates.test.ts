/**
 * Field-level rules for a user's own record: which fields a client may change, and the limits
 * of each (PROFILE_LIMITS in shared/src/validation.ts, which the rules restate).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, getDoc, setDoc, updateDoc, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { PROFILE_FIELDS, userNameFields, userSchema } from '@quizmaster/shared/models/user';
import { searchKey } from '@quizmaster/shared/paging';
import { paths } from '@quizmaster/shared/paths';
import { PROFILE_LIMITS } from '@quizmaster/shared/validation';
import { fixtureData, resetFixture, useRulesEnvironment } from './fixtures';
import { actors, firestoreAs, OTHER_UID } from './rules-env';

const rulesEnv = useRulesEnvironment({ resetBeforeEach: true });

const owner = actors.user;
const ownRecord = () => doc(firestoreAs(rulesEnv(), owner.uid, owner.claims), paths.user(owner.uid));
const updateOwn = (change: DocumentData) => updateDoc(ownRecord(), change);

describe('a user editing their own record', () => {
  const allowedChanges: Record<(typeof PROFILE_FIELDS)[number], Record<string, unknown>> = {
    name: userNameFields('Samantha Lee'),
    phone: { phone: '+44 20 7946 0958' },
    photoURL: { photoURL: 'https://lh3.googleusercontent.com/a/photo.jpg' },
    address: { address: '221B Baker Street, London' },
    education: { education: 'BSc Computer Science' },
  };

  it.each(Object.entries(allowedChanges))('can change %s', async (_field, change) => {
    await assertSucceeds(updateOwn(change));
  });

  it('can change every profile field at once', async () => {
    await assertSucceeds(updateOwn(Object.assign({}, ...Object.values(allowedChanges)) as DocumentData));
  });

  it('can write the whole record back with only the name changed (a set, not an update)', async () => {
    await assertSucceeds(setDoc(ownRecord(), { ...fixtureData.user(owner.uid), ...userNameFields('Sam Smith') }));
  });

  it('can merge profile fields into the record', async () => {
    await assertSucceeds(setDoc(ownRecord(), { ...userNameFields('Sam Smith'), education: 'MSc' }, { merge: true }));
  });

  const forbiddenChanges: [string, unknown][] = [
    ['role', 'admin'],
    ['isPaid', true],
    ['premiumUntil', new Date(Date.now() + 365 * 24 * 60 * 60 * 1000)],
    ['email', 'someone-else@example.com'],
    ['createdAt', new Date(2000, 0, 1)],
    ['nickname', 'an unknown field'],
  ];

  it.each(forbiddenChanges)('can NOT change %s', async (field, value) => {
    await assertFails(updateOwn({ [field]: value }));
  });

  it.each(forbiddenChanges)('can NOT sneak %s in with an allowed name change', async (field, value) => {
    await assertFails(updateOwn({ ...userNameFields('Sam Smith'), [field]: value }));
  });

  it('can NOT sneak role in with every allowed field', async () => {
    await assertFails(updateOwn({ ...(Object.assign({}, ...Object.values(allowedChanges)) as DocumentData), role: 'admin' }));
  });

  it.each(['name', 'phone'])('can NOT remove %s', async (field) => {
    await assertFails(updateOwn({ [field]: deleteField() }));
  });

  it('can NOT create their record from the client', async () => {
    await resetFixture(rulesEnv(), paths.user(owner.uid));
    await assertFails(setDoc(ownRecord(), fixtureData.user(owner.uid)));
  });
});

describe('limits of the profile fields', () => {
  const { name, phone, photoURL, address, education } = PROFILE_LIMITS;
  const GOOGLE_PHOTO = 'https://lh3.googleusercontent.com/a/';
  const cases: [string, string, Record<string, unknown>, boolean][] = [
    ['name', `at its minimum of ${String(name.min)} characters`, { name: 'a'.repeat(name.min) }, true],
    ['name', `one under its minimum`, { name: 'a'.repeat(name.min - 1) }, false],
    ['name', `at its maximum of ${String(name.max)} characters`, { name: 'a'.repeat(name.max) }, true],
    ['name', 'one over its maximum', { name: 'a'.repeat(name.max + 1) }, false],
    ['name', 'made of spaces', { name: ' '.repeat(name.min + 2) }, false],
    ['name', 'that is not text', { name: 12345 }, false],
    ['name', 'that is null', { name: null }, false],
    ['phone', `at its minimum of ${String(phone.min)} characters`, { phone: '1'.repeat(phone.min) }, true],
    ['phone', 'one under its minimum', { phone: '1'.repeat(phone.min - 1) }, false],
    ['phone', `at its maximum of ${String(phone.max)} characters`, { phone: '1'.repeat(phone.max) }, true],
    ['phone', 'one over its maximum', { phone: '1'.repeat(phone.max + 1) }, false],
    ['phone', 'made of spaces', { phone: ' '.repeat(phone.min + 2) }, false],
    ['phone', 'that is a number', { phone: 5550100 }, false],
    ['photoURL', 'cleared', { photoURL: '' }, true],
    ['photoURL', 'at its maximum length', { photoURL: `${GOOGLE_PHOTO}${'p'.repeat(photoURL.max - GOOGLE_PHOTO.length)}` }, true],
    ['photoURL', 'one over its maximum', { photoURL: `${GOOGLE_PHOTO}${'p'.repeat(photoURL.max - GOOGLE_PHOTO.length + 1)}` }, false],
    ['photoURL', 'that is not https', { photoURL: 'javascript:alert(1)' }, false],
    ['photoURL', 'that is plain http', { photoURL: 'http://lh3.googleusercontent.com/a/me.png' }, false],
    ['photoURL', 'from any other host (a tracking pixel)', { photoURL: 'https://tracker.example.com/pixel.gif' }, false],
    ['photoURL', 'from a host that only starts like Google\'s', { photoURL: 'https://lh3.googleusercontent.com.evil.example/p.png' }, false],
    ['address', 'cleared', { address: '' }, true],
    ['address', 'at its maximum', { address: 'a'.repeat(address.max) }, true],
    ['address', 'one over its maximum', { address: 'a'.repeat(address.max + 1) }, false],
    ['address', 'that is a map', { address: { street: 'Baker Street' } }, false],
    ['education', 'at its maximum', { education: 'e'.repeat(education.max) }, true],
    ['education', 'one over its maximum', { education: 'e'.repeat(education.max + 1) }, false],
    ['education', 'that is a list', { education: ['BSc'] }, false],
  ];

  it.each(cases)('%s %s: allowed is %s', async (_field, _case, change, allowed) => {
    // A name travels with its search key, so that only the limits decide here.
    const { name: newName } = change;
    const result = updateOwn('name' in change ? { ...change, nameLower: typeof newName === 'string' ? searchKey(newName) : String(newName) } : change);
    await (allowed ? assertSucceeds(result) : assertFails(result));
  });

  // The rules and JavaScript count the length of text differently (characters, UTF-16 units,
  // bytes): whatever the rules accept must still read as a user record, or one such record
  // would take the admins' whole list of users down.
  it.each([
    ['300 letters', 'a'.repeat(PROFILE_LIMITS.address.max)],
    ['300 accented letters', 'é'.repeat(PROFILE_LIMITS.address.max)],
    ['300 emoji', '🏠'.repeat(PROFILE_LIMITS.address.max)],
    ['150 emoji', '🏠'.repeat(PROFILE_LIMITS.address.max / 2)],
    ['100 emoji', '🏠'.repeat(PROFILE_LIMITS.address.max / 3)],
  ])('an address of %s that the rules accept still reads as a user record', async (_label, address) => {
    const accepted = await updateOwn({ address }).then(
      () => true,
      () => false,
    );
    const stored = (await getDoc(ownRecord())).data();
    expect(userSchema.safeParse(stored).success, `rules accepted: ${String(accepted)}`).toBe(true);
    expect(stored?.address === address).toBe(accepted);
  });

  it('covers both sides of every limit', () => {
    const fields = new Set(cases.map(([field]) => field));
    expect([...fields].sort()).toEqual([...PROFILE_FIELDS].sort());
  });
});

/**
 * `nameLower`, the key the admins' name search compares, must be exactly searchKey(name) from
 * shared/src/paging.ts, which firestore.rules restates: these cases hold the two together.
 */
describe('the search key that comes with a new name', () => {
  const names = [
    'Ada Lovelace',
    'McDONALD Jr',
    '  Ada   LOVELACE  ',
    'Grace  Brewster   Hopper',
    ' Leading space',
    'Trailing space ',
    'Tab\tand\nnew line',
    'Émile ZOLA',
    'Zoë Ärger',
    'A'.repeat(PROFILE_LIMITS.name.max),
  ];

  it.each(names)('accepts %j with searchKey() of it', async (newName) => {
    await assertSucceeds(updateOwn(userNameFields(newName)));
  });

  it('keys what the search compares: single spaces, none at the ends, A to Z lower-cased', () => {
    expect(names.slice(0, 4).map(searchKey)).toEqual(['ada lovelace', 'mcdonald jr', 'ada lovelace', 'grace brewster hopper']);
    expect(searchKey('Émile ZOLA')).toBe('Émile zola');
  });

  const wrongKeys: [string, string, unknown][] = [
    ['no key at all', 'Ada Lovelace', undefined],
    ['the name as it is', 'Ada Lovelace', 'Ada Lovelace'],
    ['inner spaces kept', 'Ada  Lovelace', 'ada  lovelace'],
    ['a leading space kept', ' Ada Lovelace', ' ada lovelace'],
    ['a trailing space kept', 'Ada Lovelace ', 'ada lovelace '],
    ["another name's key", 'Ada Lovelace', 'grace hopper'],
    ['a key that is not text', 'Ada Lovelace', 42],
    ['a key that is empty', 'Ada Lovelace', ''],
  ];

  it.each(wrongKeys)('refuses a name with %s', async (_case, newName, nameLower) => {
    await assertFails(updateOwn(nameLower === undefined ? { name: newName } : { name: newName, nameLower }));
  });

  it('accepts the key alone when it is the key of the name already there (filling it in)', async () => {
    await assertSucceeds(updateOwn({ nameLower: searchKey(fixtureData.user(owner.uid).name) }));
  });

  it('refuses the key alone when it does not match the name', async () => {
    await assertFails(updateOwn({ nameLower: 'someone else' }));
  });

  it('refuses removing the key', async () => {
    await assertSucceeds(updateOwn(userNameFields('Ada Lovelace')));
    await assertFails(updateOwn({ nameLower: deleteField() }));
  });
});

describe("other people's records", () => {
  it("a user can NOT change another user's name", async () => {
    const db = firestoreAs(rulesEnv(), owner.uid, owner.claims);
    await assertFails(updateDoc(doc(db, paths.user(OTHER_UID)), userNameFields('Hijacked')));
  });

  it("an admin can NOT change another user's profile from the browser (the API does that)", async () => {
    const db = firestoreAs(rulesEnv(), actors.admin.uid, actors.admin.claims);
    await assertFails(updateDoc(doc(db, paths.user(OTHER_UID)), userNameFields('Edited By Admin')));
  });

  it('an admin can NOT grant a role from the browser (the API does that)', async () => {
    const db = firestoreAs(rulesEnv(), actors.admin.uid, actors.admin.claims);
    await assertFails(updateDoc(doc(db, paths.user(OTHER_UID)), { role: 'admin' }));
  });
});
