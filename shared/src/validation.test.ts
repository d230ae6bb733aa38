import { describe, expect, it } from 'vitest';
import { isTrustedPhotoUrl, loginSchema, messages, profileSchema, signUpSchema } from './validation';

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
