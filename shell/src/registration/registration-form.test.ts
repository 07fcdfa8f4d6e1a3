import { describe, expect, it } from 'vitest';
import type { RegistrationForm, RegistrationRules } from './registration-form';
import {
  EMPTY_REGISTRATION_FORM,
  isValid,
  registrationPayload,
  validateRegistration,
} from './registration-form';

const OPEN: RegistrationRules = { accountActivationRequired: false, accountApprovalRequired: false };
const complete: RegistrationForm = {
  ...EMPTY_REGISTRATION_FORM,
  username: 'lain',
  fullname: 'Lain Iwakura',
  password: 'present day',
  confirm: 'present day',
};

describe('registration validation (spec 1 section 5)', () => {
  it('accepts a complete form; bio and language are optional', () => {
    expect(validateRegistration(complete, OPEN)).toEqual({});
    expect(isValid(validateRegistration(complete, OPEN))).toBe(true);
  });

  it('requires username, fullname, password and confirmation', () => {
    expect(validateRegistration(EMPTY_REGISTRATION_FORM, OPEN)).toEqual({
      username: 'username_required',
      fullname: 'fullname_required',
      password: 'password_required',
      confirm: 'password_confirmation_required',
    });
  });

  it('trims username and fullname, so blanks do not count', () => {
    const errors = validateRegistration({ ...complete, username: '   ', fullname: '\t ' }, OPEN);
    expect(errors.username).toBe('username_required');
    expect(errors.fullname).toBe('fullname_required');
  });

  it('requires the confirmation to equal the password', () => {
    expect(validateRegistration({ ...complete, confirm: 'present dax' }, OPEN)).toEqual({
      confirm: 'password_confirmation_match',
    });
  });

  it('requires e-mail only when account activation is required', () => {
    expect(validateRegistration(complete, OPEN).email).toBeUndefined();
    const rules = { ...OPEN, accountActivationRequired: true };
    expect(validateRegistration(complete, rules).email).toBe('email_required');
    expect(validateRegistration({ ...complete, email: 'lain@wired.example' }, rules)).toEqual({});
  });

  it('requires a reason only when account approval is required', () => {
    expect(validateRegistration(complete, OPEN).reason).toBeUndefined();
    const rules = { ...OPEN, accountApprovalRequired: true };
    expect(validateRegistration(complete, rules).reason).toBe('reason_required');
    expect(validateRegistration({ ...complete, reason: 'I like it here' }, rules)).toEqual({});
  });
});

describe('registration payload (spec 1 sections 5 and 7)', () => {
  it('always carries the locale and agreement true, with nickname copied from the trimmed username', () => {
    const payload = registrationPayload(
      { ...complete, username: ' lain ', fullname: ' Lain ' },
      { locale: 'en', accountApprovalRequired: false },
    );
    expect(payload).toMatchObject({
      nickname: 'lain',
      username: 'lain',
      fullname: 'Lain',
      locale: 'en',
      agreement: true,
    });
    expect(payload).not.toHaveProperty('token');
    expect(payload).not.toHaveProperty('reason');
    expect(payload).not.toHaveProperty('captcha_token');
  });

  it('carries the invite token, the reason when approval is required, and the language when chosen', () => {
    const payload = registrationPayload(
      { ...complete, reason: 'hello', language: 'de' },
      { locale: 'en', inviteToken: 'abc', accountApprovalRequired: true },
    );
    expect(payload).toMatchObject({ token: 'abc', reason: 'hello', language: 'de' });
  });

  it('carries the captcha solution, token and answer data', () => {
    const payload = registrationPayload(
      { ...complete, captchaSolution: ' 123456 ' },
      { locale: 'en', accountApprovalRequired: false, captcha: { token: 't', answerData: 'a' } },
    );
    expect(payload).toMatchObject({
      captcha_solution: '123456',
      captcha_token: 't',
      captcha_answer_data: 'a',
    });
  });
});
