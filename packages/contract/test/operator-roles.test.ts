import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, PERMISSIONS, roleMay } from '../src/operator-roles.ts';

describe('operator roles', () => {
  it('gives the owner every permission and every role its own session', () => {
    for (const permission of PERMISSIONS) expect(roleMay('owner', permission)).toBe(true);
    for (const role of OPERATOR_ROLES) expect(roleMay(role, 'self')).toBe(true);
  });

  it('keeps money, content and people apart', () => {
    expect(roleMay('finance', 'payments.review')).toBe(true);
    expect(roleMay('support', 'payments.review')).toBe(false);
    expect(roleMay('content', 'payments.review')).toBe(false);
    expect(roleMay('content', 'content.manage')).toBe(true);
    expect(roleMay('finance', 'content.manage')).toBe(false);
    expect(roleMay('agent-manager', 'payouts.review')).toBe(true);
    expect(roleMay('agent-manager', 'payments.review')).toBe(false);
    for (const role of OPERATOR_ROLES.filter((r) => r !== 'owner')) {
      expect(roleMay(role, 'operators.manage')).toBe(false);
      expect(roleMay(role, 'audit.read')).toBe(false);
      expect(roleMay(role, 'config.manage')).toBe(false);
    }
  });
});

describe('player protection', () => {
  it('lets the owner and support manage members’ time-outs and self-exclusions', () => {
    expect(roleMay('owner', 'protection.manage')).toBe(true);
    expect(roleMay('support', 'protection.manage')).toBe(true);
    expect(roleMay('finance', 'protection.manage')).toBe(false);
    expect(roleMay('content', 'protection.manage')).toBe(false);
  });
});

describe('agents', () => {
  it('lets the agent manager and the owner read the agent tree and make or end offers', () => {
    for (const role of ['owner', 'agent-manager'] as const) {
      expect(roleMay(role, 'agents.read')).toBe(true);
      expect(roleMay(role, 'agents.manage')).toBe(true);
    }
    for (const role of ['finance', 'support', 'content'] as const) {
      expect(roleMay(role, 'agents.read')).toBe(false);
      expect(roleMay(role, 'agents.manage')).toBe(false);
    }
  });
});
