import { describe, expect, it } from 'vitest';
import { currentUserSchema, loginSchema, signupFormSchema, signupSchema } from './auth';

const messages = (
  schema: { safeParse(input: unknown): { error?: { issues: { message: string; path: PropertyKey[] }[] } } },
  input: unknown,
) => schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

const signup = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', password: 'analytical-engine-1843' };

describe('loginSchema', () => {
  it('takes an email, trimmed, and a password', () => {
    expect(loginSchema.parse({ email: '  ada@example.com ', password: 'secret1' })).toEqual({
      email: 'ada@example.com',
      password: 'secret1',
    });
  });

  it('says what is wrong with each field', () => {
    expect(messages(loginSchema, { email: 'ada', password: '12345' })).toEqual([
      'email: Please enter a valid email',
      'password: Password must be at least 6 characters',
    ]);
    expect(messages(loginSchema, {})).toEqual(['email: Please enter a valid email', 'password: Password must be at least 6 characters']);
  });

  it('bounds the email at 254 characters and the password at 128', () => {
    const longEmail = `${'a'.repeat(243)}@example.com`;
    expect(longEmail).toHaveLength(255);
    expect(messages(loginSchema, { email: longEmail, password: 'secret1' })).toEqual(['email: Please enter a valid email']);
    expect(loginSchema.safeParse({ email: longEmail.slice(1), password: 'p'.repeat(128) }).success).toBe(true);
    expect(messages(loginSchema, { email: 'ada@example.com', password: 'p'.repeat(129) })).toEqual([
      'password: Password must be at most 128 characters',
    ]);
    expect(loginSchema.safeParse({ email: 'ada@example.com', password: '123456' }).success).toBe(true);
  });

  it('refuses unknown fields', () => {
    expect(loginSchema.safeParse({ email: 'ada@example.com', password: 'secret1', remember: true }).success).toBe(false);
  });
});

describe('signupSchema', () => {
  it('trims the names and makes an investor by default', () => {
    expect(signupSchema.parse({ ...signup, firstName: ' Ada ', lastName: ' Lovelace ' })).toEqual({ ...signup, accountType: 'investor' });
    expect(signupSchema.parse({ ...signup, accountType: 'musician' }).accountType).toBe('musician');
    expect(signupSchema.parse({ ...signup, accountType: 'both' }).accountType).toBe('both');
  });

  it('requires both names, at most 100 characters each', () => {
    expect(messages(signupSchema, { ...signup, firstName: '  ', lastName: undefined })).toEqual([
      'firstName: First name is required',
      'lastName: Last name is required',
    ]);
    expect(signupSchema.safeParse({ ...signup, firstName: 'A', lastName: 'L'.repeat(100) }).success).toBe(true);
    expect(messages(signupSchema, { ...signup, lastName: 'L'.repeat(101) })).toEqual(['lastName: Names must be at most 100 characters']);
  });

  it('offers investor, musician or both', () => {
    expect(messages(signupSchema, { ...signup, accountType: 'creator' })).toEqual(['accountType: Choose investor, musician or both']);
  });

  it('checks the email and password like the login', () => {
    expect(messages(signupSchema, { ...signup, email: 'not-an-email', password: 'short' })).toEqual([
      'email: Please enter a valid email',
      'password: Password must be at least 6 characters',
    ]);
  });

  it('refuses the most common passwords at once, whatever their case, but lets them sign in', () => {
    const tooCommon = 'password: This password is too common. Please choose a less common password.';
    for (const common of ['123456', 'password1', 'qwerty123', 'iloveyou', ' Password ']) {
      expect(messages(signupSchema, { ...signup, password: common })).toEqual([tooCommon]);
      expect(loginSchema.safeParse({ email: signup.email, password: common }).success).toBe(true);
    }
    expect(messages(signupSchema, { ...signup, password: '12345' })).toEqual(['password: Password must be at least 6 characters']);
  });

  it('refuses unknown fields, such as a balance', () => {
    expect(signupSchema.safeParse({ ...signup, accountBalance: '1000000.00' }).success).toBe(false);
  });
});

describe('signupFormSchema', () => {
  it('requires the confirmation to match, reported on the confirmation field', () => {
    expect(signupFormSchema.safeParse({ ...signup, confirmPassword: signup.password }).success).toBe(true);
    expect(messages(signupFormSchema, { ...signup, confirmPassword: 'secret2' })).toEqual(["confirmPassword: Passwords don't match"]);
  });
});

describe('currentUserSchema', () => {
  it('answers the account and never its password hash', () => {
    const user = {
      id: 7,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: null,
      accountType: 'creator',
      accountBalance: '1000.00',
      createdAt: '2025-09-01T00:00:00.000Z',
    };
    expect(currentUserSchema.parse({ ...user, passwordHash: '$argon2id$...' })).toEqual(user);
    expect(currentUserSchema.safeParse({ ...user, accountType: 'musician' }).success).toBe(false);
  });
});
