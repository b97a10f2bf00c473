import { describe, expect, it } from 'vitest';
import { resetMailText } from './reset-mail';

describe('the reset mail', () => {
  it('says how long the link works and that it works once', () => {
    expect(resetMailText('https://x.example/reset-password?token=t', 60)).toContain(
      'To choose a new password, open this link within 60 minutes. It works once:\nhttps://x.example/reset-password?token=t',
    );
  });
});
