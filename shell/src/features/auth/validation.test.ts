import {
  confirmPasswordError,
  digitsOnly,
  emailError,
  isTwoFactorCode,
  passwordError,
  requiredError,
  splitFullName,
} from './validation';

describe('splitFullName', () => {
  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['  Ada   King  Lovelace ', 'Ada', 'King Lovelace'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
  ])('%p -> %p / %p', (fullName, first, last) => {
    expect(splitFullName(fullName)).toEqual({ first_name: first, last_name: last });
  });
});

describe('password rules', () => {
  it('needs 8 characters', () => {
    expect(passwordError('1234567')).toBe('Password must be at least 8 characters long');
    expect(passwordError(undefined)).toBe('Password must be at least 8 characters long');
    expect(passwordError('12345678')).toBeNull();
  });

  it('needs both entries to match', () => {
    expect(confirmPasswordError('password1', 'password2')).toBe('Passwords do not match');
    expect(confirmPasswordError('password1', '')).toBe('Passwords do not match');
    expect(confirmPasswordError('password1', 'password1')).toBeNull();
  });
});

describe('required fields', () => {
  it('treats blank as missing', () => {
    expect(requiredError('   ', 'Company name is required')).toBe('Company name is required');
    expect(requiredError(undefined, 'Full name is required')).toBe('Full name is required');
    expect(requiredError('Acme', 'Company name is required')).toBeNull();
  });

  it('checks emails', () => {
    expect(emailError('')).toBe('Email is required');
    expect(emailError('', 'Please enter your email')).toBe('Please enter your email');
    expect(emailError('not-an-email')).toBe('Please enter a valid email address');
    expect(emailError(' ada@example.com ')).toBeNull();
  });
});

describe('two-factor codes', () => {
  it('keeps digits only, at most 6', () => {
    expect(digitsOnly('12a3-45 678')).toBe('123456');
    expect(digitsOnly('abc')).toBe('');
  });

  it('accepts exactly 6 digits', () => {
    expect(isTwoFactorCode('123456')).toBe(true);
    expect(isTwoFactorCode('12345')).toBe(false);
    expect(isTwoFactorCode('1234567')).toBe(false);
    expect(isTwoFactorCode('12345a')).toBe(false);
  });
});
