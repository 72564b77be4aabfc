import { describe, expect, it } from 'vitest';
import { displayName } from '@/features/member/model';

describe('displayName', () => {
  it('prefers the nickname, then the account, then the fallback', () => {
    expect(displayName({ nickname: 'Lucky', account: 'demo' }, 'x')).toBe('Lucky');
    expect(displayName({ nickname: null, account: 'demo' }, 'x')).toBe('demo');
    expect(displayName({ nickname: '  ', account: 'demo' }, 'x')).toBe('demo');
    expect(displayName(undefined, 'session-name')).toBe('session-name');
  });
});
