import { describe, expect, it } from 'vitest';
import { estimatePasswordStrength } from './password-estimate';

const TOO_COMMON = 'This password is too common. Please choose a less common password.';

describe('estimatePasswordStrength', () => {
  it('says nothing about an empty field', () => {
    expect(estimatePasswordStrength('')).toEqual({ score: 0, tooCommon: false, feedback: '' });
  });

  it('calls a short-list password too common, with the message the server gives', () => {
    for (const password of ['password1', 'P@ssw0rd', ' Qwerty123 ', '123456']) {
      expect(estimatePasswordStrength(password), password).toEqual({ score: 0, tooCommon: true, feedback: TOO_COMMON });
    }
  });

  it('rates guessable passwords very weak or weak, saying why', () => {
    const cases: Array<[string, string]> = [
      ['michael1990', 'Common words like this one are easy to guess.'],
      ['Dragon2024', 'Common words like this one are easy to guess.'],
      ['sunshine!', 'Common words like this one are easy to guess.'],
      ['aaaaaaaa', 'Repeats and sequences like aaa or 123 are easy to guess.'],
      ['k7#Qz!', 'Add more words or characters: a few unrelated words work well.'],
    ];
    for (const [password, feedback] of cases) {
      const estimate = estimatePasswordStrength(password);
      expect(estimate.score, password).toBeLessThan(2);
      expect(estimate, password).toMatchObject({ tooCommon: false, feedback });
    }
  });

  it('keeps a lone word or number at fair at most', () => {
    for (const password of ['basketball', 'elephants', '84736251']) {
      expect(estimatePasswordStrength(password).score, password).toBeLessThanOrEqual(2);
    }
  });

  it('rates passphrases and random strings strong or very strong, with nothing to add', () => {
    for (const password of ['Violet-harbour-7-lanterns', 'blue-velvet-harbour', 'correct horse battery', 'k7#Qz!9vLm2w']) {
      const estimate = estimatePasswordStrength(password);
      expect(estimate.score, password).toBeGreaterThanOrEqual(3);
      expect(estimate, password).toMatchObject({ tooCommon: false, feedback: '' });
    }
  });

  it('counts characters outside ASCII without failing', () => {
    expect(estimatePasswordStrength('für-élise-🎹-nocturne').score).toBe(4);
  });
});
