import { expect, test, type BrowserContext, type Page } from './support/test';
import { emulatorAdmin, emulatorProjectId } from '@quizmaster/scripts/emulator-admin';
import { demoAccounts } from '@quizmaster/scripts/seed/demo-accounts';
import { newAccount, signInThroughUi } from './support/accounts';
import { expectAccessible } from './support/axe';

/** A unique address per call, so parallel tests (and reruns on kept data) never collide. */
function uniqueEmail(prefix: string): string {
  return `${prefix}-${String(Date.now())}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const header = (page: Page) => page.getByRole('banner');

async function expectSignedOut(page: Page) {
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
}

/** Signed in as `name`: the header offers Sign Out and the avatar's title names the user. */
async function expectSignedInAs(page: Page, name: string) {
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Your profile' })).toHaveAttribute('title', name);
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

// ---------------------------------------------------------------------------------------------
// Social sign-in through the Auth emulator, offline.
//
// Firebase's popup flow relays the result through a hidden iframe driven by Google's gapi
// loader (apis.google.com/js/api.js), on the app's side and inside the emulator's helper iframe;
// the emulator's account chooser also pulls CSS, fonts and JS from CDNs. None of those hosts is
// reachable here, so the test answers them: the CDN files empty (the chooser works unstyled),
// and gapi with the small stand-in below, which implements the part of `gapi.iframes` both
// sides use (open an iframe, ping it, register handlers and send messages) over postMessage.
// In a browser on the internet the real gapi does the same; the app code is identical.
// ---------------------------------------------------------------------------------------------
const GAPI_STAND_IN = String.raw`(() => {
  const TAG = '__gapiStandIn';
  let nextId = 0;
  class Channel {
    constructor(target) {
      this.target = target;
      this.handlers = {};
      this.waiting = {};
      this.replies = {};
      this.ready = false;
      this.onReady = [];
      window.addEventListener('message', (event) => {
        const message = event.data;
        if (!message || message[TAG] !== true || event.source !== this.target()) return;
        if (message.kind === 'ready') {
          if (!this.ready) this.post({ kind: 'ready' });
          this.ready = true;
          this.onReady.splice(0).forEach((resolve) => resolve());
        } else if (message.kind === 'send') {
          if (this.handlers[message.name]) this.answer(message);
          else (this.waiting[message.name] ??= []).push(message);
        } else if (message.kind === 'reply') {
          const callback = this.replies[message.id];
          delete this.replies[message.id];
          if (callback) callback(message.result);
        }
      });
    }
    post(message) {
      const target = this.target();
      if (target) target.postMessage({ ...message, [TAG]: true }, '*');
    }
    async answer(message) {
      const result = await this.handlers[message.name](message.data);
      this.post({ kind: 'reply', id: message.id, result: [result] });
    }
    register(name, handler) {
      this.handlers[name] = handler;
      (this.waiting[name] ?? []).splice(0).forEach((message) => this.answer(message));
    }
    send(name, data, callback) {
      const id = String(Date.now()) + '-' + String(nextId++);
      if (callback) this.replies[id] = callback;
      this.post({ kind: 'send', name, data, id });
    }
    ping(callback) {
      return new Promise((resolve) => {
        const done = () => { if (callback) callback(); resolve(); };
        if (this.ready) done(); else this.onReady.push(done);
      });
    }
    restyle() { return Promise.resolve(); }
  }
  const context = {
    open(options, onOpened) {
      const frame = document.createElement('iframe');
      const { style = {}, ...attributes } = options.attributes || {};
      Object.assign(frame.style, style);
      for (const [name, value] of Object.entries(attributes)) frame.setAttribute(name, String(value));
      frame.src = options.url;
      const channel = new Channel(() => frame.contentWindow);
      (options.where || document.body).appendChild(frame);
      return onOpened ? onOpened(channel) : Promise.resolve(channel);
    },
    getParentIframe() {
      const channel = new Channel(() => window.parent);
      channel.post({ kind: 'ready' });
      return channel;
    },
  };
  window.gapi = {
    load(_name, options) { setTimeout(() => (typeof options === 'function' ? options() : options.callback())); },
    iframes: { CROSS_ORIGIN_IFRAMES_FILTER: 'cross-origin-iframes', getContext: () => context },
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
  if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();`;

async function answerGoogleScriptsLocally(context: BrowserContext) {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) =>
    route.fulfill({ contentType: route.request().resourceType() === 'script' ? 'text/javascript' : 'text/css', body: '' }),
  );
}

type SocialProvider = 'Google' | 'Facebook';

/** Clicks 'Continue With …' and answers the emulator's popup; checks the spec's 500 x 600 size. */
async function signInWithPopup(page: Page, provider: SocialProvider, account: { email: string; name: string; isNew: boolean }) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Continue With ${provider}` }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(await popup.evaluate<number[]>('[window.outerWidth, window.outerHeight]')).toEqual([500, 600]);
  if (account.isNew) {
    await popup.getByText('Add new account').click();
    await popup.locator('#email-input').fill(account.email);
    await popup.locator('#display-name-input').fill(account.name);
    await popup.getByRole('button', { name: `Sign in with ${provider}.com` }).click();
  } else {
    await popup.getByText(account.email).click();
  }
  await popup.waitForEvent('close');
}

// ---------------------------------------------------------------------------------------------

test.describe('login page (/login)', () => {
  test('shows the spec texts, passes the accessibility check and links to sign-up', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Login - Quiz Master');
    await expect(page.getByRole('heading', { name: 'Login Here!' })).toBeVisible();
    for (const button of ['Login', 'Continue With Google', 'Continue With Facebook']) {
      await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
    }
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Register here.' }).click();
    await expect(page).toHaveURL('/signUp');
    await expect(page.getByRole('heading', { name: 'Register Now!' })).toBeVisible();
  });

  test('shows every validation message, accessibly', async ({ page }) => {
    await page.goto('/login');
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await login.click();
    await expect(page.getByText('Email is Required')).toBeVisible();
    await expect(page.getByText('Password is Required')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await login.click();
    await expect(page.getByText('Provide a valid email')).toBeVisible();
    await expect(page.getByText('Must be 6 character or longer')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('lowercase1');
    await login.click();
    await expect(page.getByText('At least One Uppercase')).toBeVisible();
  });

  test('toggles the password between hidden and visible', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  for (const account of Object.values(demoAccounts)) {
    test(`signs in the demo account ${account.email} and out again`, async ({ page }) => {
      await page.goto('/login');
      await fillLogin(page, account.email, account.password);
      await expect(page).toHaveURL('/');
      await header(page).getByRole('button', { name: 'Sign Out' }).click();
      await expectSignedOut(page);
    });
  }

  test('signs in a new account, shows its name and signs out again', async ({ page }) => {
    test.slow(); // several page loads and sign-ins in one story
    const account = await newAccount('login');
    await signInThroughUi(page, account.email, account.password);
    await expectSignedInAs(page, account.name);
    // The signed-in header (avatar link, Sign Out), checked on a page of this feature.
    await page.goto('/login');
    await expectSignedInAs(page, account.name);
    await expectAccessible(page);

    await header(page).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await expectSignedOut(page);
    await account.admin.close();
  });

  test("refuses a wrong password with 'Failed To Login' and resets the form", async ({ page }) => {
    const account = await newAccount('wrongpw');
    await page.goto('/login');
    await fillLogin(page, account.email, 'Wrong123!');
    await expect(page.getByText('Failed To Login')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(page).toHaveURL('/login');
    await expectSignedOut(page);
    await account.admin.close();
  });
});

test.describe('sign-up page (/signUp)', () => {
  test('shows the spec texts, passes the accessibility check and links back to login', async ({ page }) => {
    await page.goto('/signUp');
    await expect(page).toHaveTitle('SignUp - Quiz Master');
    await expect(page.getByRole('heading', { name: 'Register Now!' })).toBeVisible();
    for (const button of ['Register', 'Continue With Google', 'Continue With Facebook']) {
      await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
    }
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Log in here.' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Login Here!' })).toBeVisible();
  });

  test('shows every validation message, then registers a new account that lands signed in with its record', async ({ page }) => {
    test.slow(); // several page loads and sign-ins in one story
    const admin = emulatorAdmin(`e2e-signup-${String(Date.now())}`);
    await page.goto('/signUp');
    const register = page.getByRole('button', { name: 'Register', exact: true });
    const name = page.getByLabel('Name');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });

    await register.click();
    for (const message of ['Name is Required', 'Email is Required', 'Password is Required']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expectAccessible(page);

    await name.fill('Sa');
    await email.fill('sam@nowhere');
    await password.fill('Ab1');
    await register.click();
    for (const message of ['Must be 3 character or longer', 'Provide a valid email', 'Must be 6 character or longer']) {
      await expect(page.getByText(message)).toBeVisible();
    }

    await password.fill('lowercase1');
    await register.click();
    await expect(page.getByText('At least One Uppercase')).toBeVisible();

    // A real-world address: a plus sign and a sub-domain (DESIGN.md improvement 6).
    const address = uniqueEmail('sam.signup+quiz').replace('@example.com', '@mail.example.co.uk');
    await name.fill('Sam Signup');
    await email.fill(address);
    await password.fill('Signup123!');
    await register.click();

    await expect(page).toHaveURL('/');
    await expectSignedInAs(page, 'Sam Signup');
    await expect(page.getByText(`We sent a verification link to ${address}`)).toBeVisible();

    const account = await admin.auth.getUserByEmail(address);
    expect(account.displayName).toBe('Sam Signup');
    const record = await admin.firestore.doc(`users/${account.uid}`).get();
    expect(record.data()).toMatchObject({ name: 'Sam Signup', email: address, role: '', isPaid: false });

    // The Auth emulator keeps the out-of-band codes it "sent": the verification e-mail was requested.
    const oob = (await (
      await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? ''}/emulator/v1/projects/${emulatorProjectId()}/oobCodes`)
    ).json()) as { oobCodes: { email: string; requestType: string }[] };
    expect(oob.oobCodes).toContainEqual(expect.objectContaining({ email: address, requestType: 'VERIFY_EMAIL' }));
    await admin.close();
  });

  test("refuses an e-mail that already has an account with 'Failed To Sign Up'", async ({ page }) => {
    const account = await newAccount('taken');
    await page.goto('/signUp');
    await page.getByLabel('Name').fill('Someone Else');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('Another123!');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Failed To Sign Up')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expectSignedOut(page);
    await account.admin.close();
  });
});

test.describe('social sign-in through the Auth emulator', () => {
  test.beforeEach(async ({ context }) => {
    await answerGoogleScriptsLocally(context);
  });

  test('a new Google user is recorded and taken home; returning, they go back where they came from', async ({ page }) => {
    test.slow(); // several page loads and sign-ins in one story
    const admin = emulatorAdmin(`e2e-google-${String(Date.now())}`);
    const google = { email: uniqueEmail('gia.google'), name: 'Gia Google' };

    await page.goto('/login');
    await signInWithPopup(page, 'Google', { ...google, isNew: true });
    await expect(page).toHaveURL('/');
    await expectSignedInAs(page, google.name);
    const account = await admin.auth.getUserByEmail(google.email);
    const record = await admin.firestore.doc(`users/${account.uid}`).get();
    expect(record.data()).toMatchObject({ name: google.name, email: google.email, role: '', isPaid: false });

    // Signed out, a guarded page sends them to login; their record exists now ('dataExist').
    await header(page).getByRole('button', { name: 'Sign Out' }).click();
    await expectSignedOut(page);
    await page.goto('/payment');
    await expect(page).toHaveURL('/login');
    await signInWithPopup(page, 'Google', { ...google, isNew: false });
    await expect(page).toHaveURL('/payment');
    await expect(page.getByText('Login Successfully!')).toBeVisible();
    await expectSignedInAs(page, google.name);
    await admin.close();
  });

  test('the Facebook button signs in through its popup the same way', async ({ page }) => {
    const admin = emulatorAdmin(`e2e-facebook-${String(Date.now())}`);
    const facebook = { email: uniqueEmail('fay.facebook'), name: 'Fay Facebook' };
    await page.goto('/signUp');
    await signInWithPopup(page, 'Facebook', { ...facebook, isNew: true });
    await expect(page).toHaveURL('/');
    await expectSignedInAs(page, facebook.name);
    const account = await admin.auth.getUserByEmail(facebook.email);
    expect((await admin.firestore.doc(`users/${account.uid}`).get()).get('name')).toBe(facebook.name);
    await admin.close();
  });
});

test.describe('signed-in guard', () => {
  test('sends a visitor from /payment to /login and back to /payment after signing in', async ({ page }) => {
    const account = await newAccount('guarded');
    await page.goto('/payment');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Login Here!' })).toBeVisible();
    await fillLogin(page, account.email, account.password);
    await expect(page).toHaveURL('/payment');
    await expect(page.getByText('107 dollars per year')).toBeVisible();
    await expectSignedInAs(page, account.name);
    await account.admin.close();
  });

  test('keeps the way back when the visitor registers instead', async ({ page }) => {
    await page.goto('/payment');
    await expect(page).toHaveURL('/login');
    await page.getByRole('link', { name: 'Register here.' }).click();
    await page.getByLabel('Name').fill('Rae Register');
    await page.getByLabel('Email').fill(uniqueEmail('rae'));
    await page.getByLabel('Password', { exact: true }).fill('Register123!');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL('/payment');
    await expectSignedInAs(page, 'Rae Register');
  });
});
