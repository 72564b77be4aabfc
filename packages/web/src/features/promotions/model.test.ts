import { describe, expect, it } from 'vitest';
import type { Application } from '@kalaro/contract/promotions';
import {
  applySection,
  commentLeft,
  commentLength,
  commentProblem,
  promotionIdParam,
} from '@/features/promotions/model';

const application = (status: Application['status']): Application => ({
  id: 1,
  promotionId: 1,
  status,
  comment: 'hi',
  images: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  reviewNote: null,
});

describe('promotions model', () => {
  it('requires a comment of at most 140 characters, emoji counted once', () => {
    expect(commentProblem('')).toBe('required');
    expect(commentProblem('   ')).toBe('required');
    expect(commentProblem('a'.repeat(140))).toBeNull();
    expect(commentProblem('a'.repeat(141))).toBe('too_long');
    expect(commentProblem('🎉'.repeat(140))).toBeNull();
    expect(commentLength('🎉🎉 ')).toBe(2);
    expect(commentLeft('a'.repeat(150))).toBe(-10);
  });

  it('shows the form, the status, a login prompt or nothing', () => {
    const open = { acceptsApplications: true, canApply: true, application: null };
    expect(applySection({ ...open, acceptsApplications: false }, true)).toBe('none');
    expect(applySection({ ...open, canApply: false }, false)).toBe('login');
    expect(applySection(open, true)).toBe('form');
    const pending = { ...open, canApply: false, application: application('pending') };
    expect(applySection(pending, true)).toBe('pending');
    const approved = { ...open, canApply: false, application: application('approved') };
    expect(applySection(approved, true)).toBe('approved');
    // Rejected: the member may apply again.
    expect(applySection({ ...open, application: application('rejected') }, true)).toBe('form');
  });

  it('reads the id of /m/activityInfo?id=', () => {
    expect(promotionIdParam('12')).toBe(12);
    expect(promotionIdParam(null)).toBeNull();
    expect(promotionIdParam('0')).toBeNull();
    expect(promotionIdParam('1.5')).toBeNull();
    expect(promotionIdParam('abc')).toBeNull();
    expect(promotionIdParam('99999999999')).toBeNull();
  });
});
