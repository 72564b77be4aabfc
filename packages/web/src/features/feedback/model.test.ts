import { describe, expect, it } from 'vitest';
import { feedbackProblems, feedbackTextLength } from '@/features/feedback/model';

describe('feedback model', () => {
  it('needs a category and a text of 1 to 1000 characters', () => {
    expect(feedbackProblems({ categoryId: '', text: '' })).toEqual(['category', 'text_required']);
    expect(feedbackProblems({ categoryId: '2', text: '  ' })).toEqual(['text_required']);
    expect(feedbackProblems({ categoryId: '2', text: 'Slow games' })).toEqual([]);
    expect(feedbackProblems({ categoryId: '2', text: 'x'.repeat(1000) })).toEqual([]);
    expect(feedbackProblems({ categoryId: '2', text: 'x'.repeat(1001) })).toEqual([
      'text_too_long',
    ]);
    expect(feedbackProblems({ categoryId: 'abc', text: 'hi' })).toEqual(['category']);
  });

  it('counts characters as a person does', () => {
    expect(feedbackTextLength(' 👍👍 ')).toBe(2);
  });
});
