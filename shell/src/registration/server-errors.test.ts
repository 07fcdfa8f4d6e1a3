import { describe, expect, it } from 'vitest';
import { humanizeFieldErrors, registrationErrorTexts } from './server-errors';

describe('server registration errors as text (spec 1 section 5)', () => {
  it('shows field name with underscores as spaces, capitalised, then the message, ending in a period', () => {
    expect(humanizeFieldErrors({ password_confirmation: ["can't be blank"] })).toEqual([
      "Password confirmation can't be blank.",
    ]);
  });

  it('shows every message of every field', () => {
    expect(
      humanizeFieldErrors({
        email: ['has invalid format', 'has already been taken'],
        captcha: ['Invalid CAPTCHA'],
      }),
    ).toEqual(['Email has invalid format.', 'Email has already been taken.', 'Captcha Invalid CAPTCHA.']);
  });

  it('shows an account identifier error as username', () => {
    expect(humanizeFieldErrors({ ap_id: ['has already been taken'] })).toEqual([
      'Username has already been taken.',
    ]);
    expect(humanizeFieldErrors({ nickname: ['has already been taken'] })).toEqual([
      'Username has already been taken.',
    ]);
  });

  it('does not add a second period', () => {
    expect(humanizeFieldErrors({ reason: ['is too long.'] })).toEqual(['Reason is too long.']);
  });

  it('reads the JSON-encoded object Pleroma and Akkoma put in error', () => {
    expect(registrationErrorTexts({ error: '{"nickname":["has already been taken"]}' })).toEqual([
      'Username has already been taken.',
    ]);
  });

  it('reads the object when it is sent as is, or under errors, or as Mastodon details', () => {
    expect(registrationErrorTexts({ error: { email: ["can't be blank"] } })).toEqual([
      "Email can't be blank.",
    ]);
    expect(registrationErrorTexts({ errors: { email: ["can't be blank"] } })).toEqual([
      "Email can't be blank.",
    ]);
    expect(
      registrationErrorTexts({
        error: 'Validation failed: Username is taken',
        details: { username: [{ error: 'ERR_TAKEN', description: 'is already taken' }] },
      }),
    ).toEqual(['Username is already taken.']);
  });

  it("falls back to the server's own message, then to nothing", () => {
    expect(registrationErrorTexts({ error: 'Invalid token' })).toEqual(['Invalid token']);
    expect(registrationErrorTexts('<html>Bad gateway</html>')).toEqual([]);
    expect(registrationErrorTexts(undefined)).toEqual([]);
    // A bare OAuth code is not words: the sentence beside it, else the form's generic error.
    expect(registrationErrorTexts({ error: 'invalid_request' })).toEqual([]);
    expect(
      registrationErrorTexts({ error: 'invalid_request', error_description: 'Registrations are closed.' }),
    ).toEqual(['Registrations are closed.']);
  });
});
