import type { Campaign, CampaignKind, CampaignTextsValue } from '@kalaro/contract/campaigns';
import { CONTENT_LANGUAGES } from './content-model';
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

/** A campaign's text fields per language: a reward's or mission's, or a promotion's. */
export function textFields(
  kind: CampaignKind,
): readonly ('title' | 'description' | 'summary' | 'content')[] {
  return kind === 'promotion' ? ['title', 'summary', 'content'] : ['title', 'description'];
}

/** The texts editor's values: `<field><language>` for EN and TY ('' when absent) and the picture. */
export function textsForm(stored: CampaignTextsValue): Record<string, string> {
  const form: Record<string, string> = { imageUrl: stored.imageUrl ?? '' };
  for (const lang of CONTENT_LANGUAGES) {
    const text = stored.translations[lang];
    for (const field of textFields(stored.kind)) form[`${field}${lang}`] = text?.[field] ?? '';
  }
  return form;
}

/**
 * The texts call's body from the editor: EN and TY as typed (TY left out when
 * every field of it is empty, so players fall back to EN), the other languages
 * the campaign has kept as they are, and a promotion's picture.
 */
export function textsBody(stored: CampaignTextsValue, form: Record<string, string>) {
  const translations: Record<string, Record<string, string>> = {};
  for (const [lang, text] of Object.entries(stored.translations)) {
    if (!(CONTENT_LANGUAGES as readonly string[]).includes(lang)) translations[lang] = { ...text };
  }
  for (const lang of CONTENT_LANGUAGES) {
    const text = Object.fromEntries(
      textFields(stored.kind).map((field) => [field, (form[`${field}${lang}`] ?? '').trim()]),
    );
    if (lang === 'EN' || Object.values(text).some((v) => v !== '')) translations[lang] = text;
  }
  if (stored.kind !== 'promotion') return { translations };
  const imageUrl = (form.imageUrl ?? '').trim();
  return { translations, imageUrl: imageUrl === '' ? null : imageUrl };
}
