import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '@kalaro/contract/operator-roles';
import en from './locales/en.json';
import ty from './locales/ty.json';
import {
  afterSignIn,
  auditCsvHref,
  auditFilters,
  changeSummary,
  errorText,
  payoutCheckText,
  sectionsFor,
} from './model';

describe('back office model', () => {
  it('shows each role only the sections it may use', () => {
    const paths = (role: keyof typeof ROLE_PERMISSIONS) =>
      sectionsFor(ROLE_PERMISSIONS[role]).map((s) => s.path);
    expect(paths('owner')).toEqual([
      '/admin/deposits',
      '/admin/withdrawals',
      '/admin/reconciliation',
      '/admin/applications',
      '/admin/members',
      '/admin/agents',
      '/admin/agent-payouts',
      '/admin/operators',
      '/admin/games',
      '/admin/audit',
      '/admin/reports',
      '/admin/announcements',
      '/admin/messages',
      '/admin/feedback',
      '/admin/help',
      '/admin/campaigns',
      '/admin/vip',
      '/admin/hot-matches',
      '/admin/config',
      '/admin/vendor-wallets',
    ]);
    expect(paths('finance')).toEqual([
      '/admin/deposits',
      '/admin/withdrawals',
      '/admin/reconciliation',
      '/admin/members',
      '/admin/agent-payouts',
      '/admin/reports',
    ]);
    expect(paths('agent-manager')).toEqual([
      '/admin/members',
      '/admin/agents',
      '/admin/agent-payouts',
    ]);
    expect(paths('support')).toEqual([
      '/admin/applications',
      '/admin/members',
      '/admin/messages',
      '/admin/feedback',
    ]);
    expect(paths('content')).toEqual([
      '/admin/applications',
      '/admin/games',
      '/admin/announcements',
      '/admin/messages',
      '/admin/help',
      '/admin/campaigns',
      '/admin/vip',
      '/admin/hot-matches',
    ]);
  });

  it('names a text for the errors an operator can meet, a generic one otherwise', () => {
    expect(errorText('admin.code_invalid')).toBe('error_admin.code_invalid');
    expect(errorText('network.timeout')).toBe('error_network');
    expect(errorText('something.else')).toBe('error_generic');
    expect(errorText(undefined)).toBe('error_generic');
  });

  it("tells what a payout's check found by the withdrawal's status after it", () => {
    expect(payoutCheckText('approved')).toBe('payout_checked_paid');
    expect(payoutCheckText('failed')).toBe('withdrawal_failed_done');
    expect(payoutCheckText('pending')).toBe('payout_checked_unknown');
    expect(payoutCheckText('paying')).toBe('payout_checked_paying');
  });

  it('returns to a back-office page after sign-in, never elsewhere', () => {
    expect(afterSignIn('/admin/audit')).toBe('/admin/audit');
    expect(afterSignIn('https://evil.example/admin')).toBe('/admin');
    expect(afterSignIn('//evil.example')).toBe('/admin');
    expect(afterSignIn('/admin/login')).toBe('/admin');
    expect(afterSignIn(null)).toBe('/admin');
  });

  it('summarises what an audit entry changed', () => {
    expect(
      changeSummary({ role: 'support', status: 'active' }, { role: 'content', status: 'active' }),
    ).toBe('role: support → content');
    expect(changeSummary(null, { username: 'cashier', role: 'finance' })).toBe(
      'username: cashier; role: finance',
    );
  });

  it('sends only the filters that are set', () => {
    expect(auditFilters({ operator: ' admin ', action: '', from: '2026-11-01' })).toEqual({
      operator: 'admin',
      from: '2026-11-01',
    });
    expect(auditCsvHref({ operator: 'admin', target: 'member/a&b' })).toBe(
      '/wps/admin/audit?operator=admin&target=member%2Fa%26b&format=csv',
    );
  });

  it('has every text in EN and TY', () => {
    expect(Object.keys(ty).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(ty)) expect(value, key).not.toBe('');
  });
});
