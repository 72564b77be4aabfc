import { UPLOAD_LIMIT, textLength } from '@kalaro/contract/uploads';

/** Pure rules of the feedback form; the limits are the contract's, as on the server. */
export interface FeedbackDraft {
  /** '' until one is chosen. */
  categoryId: string;
  text: string;
}

export type FeedbackProblem = 'category' | 'text_required' | 'text_too_long';

export const feedbackTextLength = (text: string): number => textLength(text.trim());

/** The draft's problems, in the order the fields appear (the first gets focus). */
export function feedbackProblems(draft: FeedbackDraft): FeedbackProblem[] {
  const problems: FeedbackProblem[] = [];
  if (!/^[1-9]\d*$/.test(draft.categoryId)) problems.push('category');
  const length = feedbackTextLength(draft.text);
  if (length === 0) problems.push('text_required');
  else if (length > UPLOAD_LIMIT.FEEDBACK_TEXT_MAX) problems.push('text_too_long');
  return problems;
}
