import { describe, expect, it } from 'vitest';
import { fitName, isTrustedPhotoUrl, loginSchema, messages, nameTooLongMessage, PROFILE_LIMITS, profileSchema, signUpSchema } from './validation';

/** The first message the form would show for a field. */
function firstError(result: ReturnType<typeof loginSchema.safeParse>, field: string) {
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('e-mail rule', () => {
  it.each(['ann@example.com', 'ann.lee+quiz@mail.example.co.uk', 'x_y@sub.domain.museum', 'A1@B.io'])(
    'accepts the real address %s',
    (email) => {
      expect(loginSchema.shape.email.safeParse(email).success).toBe(true);
    },
  );

  it.each(['plainaddress', 'ann@', '@example.com', 'ann@example', 'ann @example.com', 'ann@exa_mple.com'])(
    'refuses %s with the spec message',
    (email) => {
      expect(firstError(loginSchema.safeParse({ email, password: 'Secret1' }), 'email')).toBe(messages.emailInvalid);
    },
  );

  it('says the e-mail is required before anything else', () => {
    expect(firstError(loginSchema.safeParse({ email: '', password: 'Secret1' }), 'email')).toBe(messages.emailRequired);
  });
});

describe('password rule', () => {
  it.each([
    ['', messages.passwordRequired],
    ['Ab1', messages.passwordTooShort],
    ['secret123', messages.passwordNeedsUppercase],
  ])('refuses %j with %j', (password, message) => {
    expect(firstError(loginSchema.safeParse({ email: 'a@b.co', password }), 'password')).toBe(message);
  });

  it('accepts a password of 6+ characters with an uppercase letter', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'Secret' }).success).toBe(true);
  });
});

describe('sign-up name rule', () => {
  it.each([
    ['', messages.nameRequired],
    ['Al', messages.nameTooShort],
  ])('refuses %j with %j', (name, message) => {
    const result = signUpSchema.safeParse({ name, email: 'a@b.co', password: 'Secret1' });
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(message);
  });
});

describe('profile form', () => {
  function profileError(input: { name: string; phone: string }, field: 'name' | 'phone') {
    const result = profileSchema.safeParse(input);
    return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
  }

  it.each([
    [{ name: '', phone: '12345' }, 'name', messages.nameRequired],
    [{ name: 'Al', phone: '12345' }, 'name', messages.profileNameTooShort],
    [{ name: 'Ann', phone: '' }, 'phone', messages.phoneRequired],
    [{ name: 'Ann', phone: '1234' }, 'phone', messages.phoneTooShort],
  ] as const)('refuses %o with the spec message on %s', (input, field, message) => {
    expect(profileError(input, field)).toBe(message);
  });

  it('accepts a name and phone at their minimum lengths', () => {
    expect(profileSchema.safeParse({ name: 'Ann', phone: '12345' }).success).toBe(true);
  });
});

describe('the longest name (PROFILE_LIMITS.name.max, the same for sign-up, the profile and the API)', () => {
  const longest = 'N'.repeat(PROFILE_LIMITS.name.max);
  const tooLong = `${longest}x`;
  const signUpName = (name: string) => signUpSchema.shape.name.safeParse(name);
  const profileName = (name: string) => profileSchema.shape.name.safeParse(name);

  it('is accepted by both forms, also with spaces around it (they are trimmed away)', () => {
    for (const name of [longest, `  ${longest} `]) {
      expect(signUpName(name)).toMatchObject({ success: true, data: longest });
      expect(profileName(name)).toMatchObject({ success: true, data: longest });
    }
  });

  it('and one character more is refused by both, with the same message', () => {
    for (const result of [signUpName(tooLong), profileName(tooLong)]) {
      expect(result.success ? undefined : result.error.issues[0]?.message).toBe(nameTooLongMessage);
    }
    expect(nameTooLongMessage).toBe(`At most ${String(PROFILE_LIMITS.name.max)} characters`);
  });
});

describe('fitName (a name from elsewhere, such as a Google account, made storable)', () => {
  it('trims it and keeps a name within the limit as it is', () => {
    expect(fitName('  Ann Lee ')).toBe('Ann Lee');
  });

  it('cuts a longer one to the limit, and the result passes the profile rule', () => {
    const fitted = fitName('Long name '.repeat(10));
    expect(fitted.length).toBeLessThanOrEqual(PROFILE_LIMITS.name.max);
    expect(fitted).toBe(fitted.trim());
    expect(profileSchema.shape.name.safeParse(fitted)).toMatchObject({ success: true, data: fitted });
  });

  it('never cuts a character in half', () => {
    const emoji = '\u{1F600}';
    const name = `${'a'.repeat(PROFILE_LIMITS.name.max - 1)}${emoji}`;
    expect(fitName(name)).toBe('a'.repeat(PROFILE_LIMITS.name.max - 1));
  });
});

describe('photo URLs (the same pattern as firestore.rules)', () => {
  it.each(['', 'https://lh3.googleusercontent.com/a/ACg8ocK=s96-c', 'https://lh6.googleusercontent.com/photo.jpg'])('keeps %j', (url) => {
    expect(isTrustedPhotoUrl(url)).toBe(true);
  });

  it.each([
    'http://lh3.googleusercontent.com/a/photo.jpg',
    'https://tracker.example.com/pixel.gif',
    'https://lh3.googleusercontent.com.evil.example/p.png',
    'https://evil.example/lh3.googleusercontent.com/p.png',
    'javascript:alert(1)',
    `https://lh3.googleusercontent.com/${'p'.repeat(2048)}`,
  ])('refuses %j', (url) => {
    expect(isTrustedPhotoUrl(url)).toBe(false);
  });
});
