import { describe, expect, it } from 'vitest';
import { linkTarget } from '@/shared/links/link-target';

describe('link targets of operator content', () => {
  it('open absolute http(s) addresses outside the app', () => {
    expect(linkTarget('https://example.com/promo')).toEqual({
      kind: 'external',
      href: 'https://example.com/promo',
    });
    expect(linkTarget('HTTP://example.com')).toEqual({
      kind: 'external',
      href: 'HTTP://example.com',
    });
    expect(linkTarget('  https://example.com ')).toEqual({
      kind: 'external',
      href: 'https://example.com',
    });
    expect(linkTarget('//cdn.example.com/x')).toEqual({
      kind: 'external',
      href: '//cdn.example.com/x',
    });
    // Tabs and newlines are dropped as the browser would: this is another site.
    expect(linkTarget('/\t/evil.example.com')).toEqual({
      kind: 'external',
      href: '//evil.example.com',
    });
  });

  it('navigate inside the app for app paths, keeping the query', () => {
    expect(linkTarget('/m/activity')).toEqual({ kind: 'internal', to: '/m/activity' });
    expect(linkTarget('/m/gameList?gameType=RNG')).toEqual({
      kind: 'internal',
      to: '/m/gameList?gameType=RNG',
    });
  });

  it('leave mail and phone links to the browser', () => {
    expect(linkTarget('mailto:help@example.com')).toEqual({
      kind: 'native',
      href: 'mailto:help@example.com',
    });
    expect(linkTarget('tel:+639171234567').kind).toBe('native');
  });

  it('go nowhere for empty, script, data and odd addresses', () => {
    for (const url of [
      '',
      '   ',
      null,
      undefined,
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'activity',
      '/\\evil.example.com',
      'https:///x',
    ]) {
      expect(linkTarget(url)).toEqual({ kind: 'none' });
    }
  });
});
