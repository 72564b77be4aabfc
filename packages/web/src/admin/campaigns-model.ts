import type { Campaign } from '@kalaro/contract/campaigns';
import type { VipThresholdProblem } from '@kalaro/contract/vip-rules';
import type { AdminText } from './model';

/** What the operator may do with a campaign now (the server refuses the rest too). */
export interface CampaignActions {
  edit: boolean;
  pause: boolean;
  resume: boolean;
  end: boolean;
  /** Red rains only, before they start. */
  cancel: boolean;
}

export function campaignActions(c: Campaign, now: number): CampaignActions {
  const open = c.status !== 'ended';
  const notStarted = c.startAt !== null && Date.parse(c.startAt) > now;
  return {
    edit: open,
    pause: c.status === 'active',
    resume: c.status === 'paused',
    end: open,
    cancel: c.kind === 'red-rain' && open && notStarted,
  };
}

/** Share of the budget spent, 0–100 (null when unbounded). */
export function spentPercent(c: Pick<Campaign, 'budget' | 'spent'>): number | null {
  if (c.budget === null) return null;
  const budget = Number(c.budget);
  if (!(budget > 0)) return null;
  return Math.min(100, Math.round((Number(c.spent) / budget) * 100));
}

/** A `datetime-local` value (the operator's local time) → an ISO instant; '' when not one. */
export function localToIso(value: string): string {
  const time = Date.parse(value);
  return value && !Number.isNaN(time) ? new Date(time).toISOString() : '';
}

/** An ISO instant → a `datetime-local` value in the browser's zone. */
export function isoToLocal(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The text of a VIP threshold problem, for the field it points at. */
export function vipProblemText(problem: VipThresholdProblem): AdminText {
  return `vip_problem_${problem.reason}` as AdminText;
}

/** The first message of each field path of a failed schema check: "title" → message. */
export function issuesByPath(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    out[key] ??= issue.message;
  }
  return out;
}
