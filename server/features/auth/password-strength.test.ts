import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('calls common and breached passwords too common, with a reason', async () => {
    for (const password of ['123456', 'password1', 'qwerty123', 'iloveyou', 'P@ssw0rd', 'sunshine!', 'michael1990', 'secret1']) {
      const strength = await passwordStrength(password);
      expect(strength, password).toMatchObject({ tooCommon: true });
      expect(strength.score, password).toBeLessThan(2);
      expect(strength.feedback, password).not.toBe('');
    }
  });

  it('scores a short-list password 0 even when zxcvbn alone would not', async () => {
    expect(await passwordStrength('Password')).toMatchObject({ score: 0, tooCommon: true });
  });

  it("calls too common a common word with digits and symbols around it, the site's name and the breached list", async () => {
    for (const password of ['Summer2024!', 'Stagebacker1', '!!Harbour99', 'yflz13041976']) {
      expect(await passwordStrength(password), password).toMatchObject({ score: 0, tooCommon: true });
    }
  });

  it("counts the account's own words as guessable", async () => {
    expect((await passwordStrength('Quetzalcoatl77', ['quetzalcoatl'])).tooCommon).toBe(true);
    expect((await passwordStrength('Quetzalcoatl77')).tooCommon).toBe(false);
  });

  it('accepts passphrases and random strings, scoring them high', async () => {
    for (const password of ['correct horse battery', 'blue-velvet-harbour', 'k7#Qz!9vLm2w']) {
      const strength = await passwordStrength(password);
      expect(strength, password).toMatchObject({ tooCommon: false });
      expect(strength.score, password).toBeGreaterThanOrEqual(3);
    }
  });

  it('says nothing about an empty field and loads nothing for it', async () => {
    expect(await passwordStrength('')).toEqual({ score: 0, tooCommon: false, feedback: '' });
  });

  it('exports the message the server answers with', () => {
    expect(COMMON_PASSWORD_MESSAGE).toBe('This password is too common. Please choose a less common password.');
  });
});
