import { and, asc, eq, gt, lt, ne, sql, type SQL } from 'drizzle-orm';
import type {
  Campaign,
  CampaignKind,
  CampaignStatus,
  CampaignsValue,
  CampaignTextsBody,
  CampaignTextsValue,
  CreateMissionBody,
  CreatePromotionBody,
  CreateRewardBody,
  UpdateCampaignBody,
} from '@kalaro/contract/campaigns';
import { CAMPAIGN_KINDS } from '@kalaro/contract/campaigns';
import { minorToAmount } from '@kalaro/contract/money';
import { parseAmountMinor } from '@kalaro/contract/payments-rules';
import { rowsOf, type Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { missionsTable } from '../missions/tables.ts';
import { promotionsTable } from '../promotions/tables.ts';
import { redRainsTable } from '../red-rain/tables.ts';
import { rewardsTable } from '../rewards/tables.ts';
import { campaignTargets } from './budget.ts';
import { createOnce } from './request-keys.ts';

const invalid = (why: string) => new AppError('validation.failed', why);

interface Row {
  id: number;
  title: string | null;
  status: CampaignStatus;
  start_at: Date | string | null;
  end_at: Date | string | null;
  budget: number | string | null;
  member_budget: number | string | null;
  spent: number | string;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const dateOf = (v: Date | string | null) => (v === null ? null : new Date(v));
const num = (v: number | string | null) => (v === null ? null : Number(v));

function campaignOf(kind: CampaignKind, row: Row): Campaign {
  const budget = num(row.budget);
  const memberBudget = num(row.member_budget);
  const spent = Number(row.spent);
  return {
    kind,
    id: row.id,
    title: row.title,
    status: row.status,
    startAt: iso(row.start_at),
    endAt: iso(row.end_at),
    budget: budget === null ? null : minorToAmount(budget),
    memberBudget: memberBudget === null ? null : minorToAmount(memberBudget),
    spent: minorToAmount(spent),
    left: budget === null ? null : minorToAmount(budget - spent),
  };
}

/** The EN title of a campaign with translations (red rains have none). */
const titleOf = (kind: CampaignKind): SQL =>
  kind === 'red-rain'
    ? sql`null::text`
    : sql`${campaignTargets[kind].table}.translations -> 'EN' ->> 'title'`;

/** The table of a campaign kind with texts; a red rain has none. */
function textsTable(kind: CampaignKind) {
  switch (kind) {
    case 'reward':
      return rewardsTable;
    case 'mission':
      return missionsTable;
    case 'promotion':
      return promotionsTable;
    case 'red-rain':
      throw invalid('A red rain has no texts');
  }
}

const amountOf = (text: string): number => {
  const minor = parseAmountMinor(text);
  if (!minor) throw invalid(`Amount ${text} is out of range`);
  return minor;
};

/**
 * The operator's side of paying campaigns: create rewards, missions
 * and promotions with a window and budgets, list every campaign with what it
 * has spent, and change, pause, resume or end one. A budget is required on
 * create and never lowered below what was spent; `ended` is final.
 */
export class CampaignAdminService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  private async one(
    db: Db,
    kind: CampaignKind,
    id: number,
    lock = false,
  ): Promise<Row | undefined> {
    const t = campaignTargets[kind];
    const result = await db.execute(sql`
      select ${t.id} as id, ${titleOf(kind)} as title, ${t.status} as status,
        ${t.startAt} as start_at, ${t.endAt} as end_at, ${t.budget} as budget,
        ${t.memberBudget} as member_budget, ${t.spent} as spent
      from ${t.table} where ${t.id} = ${id} ${lock ? sql`for update` : sql``}`);
    return rowsOf<Row>(result)[0];
  }

  /**
   * One page of campaigns of every kind (or one), in one state or any: those
   * that start last first (then the newest), with how many match in all.
   */
  async list(query: {
    kind?: CampaignKind | undefined;
    status?: CampaignStatus | undefined;
    page: number;
    pageSize: number;
  }): Promise<CampaignsValue> {
    const kinds = query.kind ? [query.kind] : [...CAMPAIGN_KINDS];
    const parts = kinds.map((k) => {
      const t = campaignTargets[k];
      const where = query.status ? sql`${t.status} = ${query.status}` : sql`true`;
      return sql`select ${k}::text as kind, ${t.id} as id, ${titleOf(k)} as title,
        ${t.status} as status, ${t.startAt} as start_at, ${t.endAt} as end_at,
        ${t.budget} as budget, ${t.memberBudget} as member_budget, ${t.spent} as spent
        from ${t.table} where ${where}`;
    });
    const all = sql.join(parts, sql` union all `);
    const offset = (query.page - 1) * query.pageSize;
    const [page, counted] = await Promise.all([
      this.db.execute(sql`select * from (${all}) c
        order by c.start_at desc nulls last, c.kind, c.id desc
        limit ${query.pageSize} offset ${offset}`),
      this.db.execute(sql`select count(*)::int as n from (${all}) c`),
    ]);
    const rows = rowsOf<Row & { kind: CampaignKind }>(page);
    const total = Number(rowsOf<{ n: number | string }>(counted)[0]?.n ?? 0);
    return {
      list: rows.map((row) => campaignOf(row.kind, row)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** A new campaign's window: it must end after it starts and after now. */
  private window(body: { startAt: string; endAt: string }) {
    const startAt = new Date(body.startAt);
    const endAt = new Date(body.endAt);
    if (endAt <= startAt) throw invalid('endAt must be after startAt');
    if (endAt.getTime() <= this.now()) throw invalid('The campaign would end in the past');
    return { startAt, endAt };
  }

  private budgets(body: { budget: string; memberBudget?: string | undefined }, largest: number) {
    const budgetMinor = amountOf(body.budget);
    const memberBudgetMinor = body.memberBudget === undefined ? null : amountOf(body.memberBudget);
    if (largest > budgetMinor) throw invalid('One payout is above the budget');
    if (memberBudgetMinor !== null && largest > memberBudgetMinor) {
      throw invalid('One payout is above the per-member budget');
    }
    return { budgetMinor, memberBudgetMinor };
  }

  async createReward(body: CreateRewardBody): Promise<Campaign> {
    const amountMinor = amountOf(body.amount);
    const values = {
      ...this.window(body),
      ...this.budgets(body, amountMinor),
    };
    const { id } = await createOnce(this.db, 'reward', body.requestKey, async (db) => {
      const [row] = await db
        .insert(rewardsTable)
        .values({
          translations: body.translations as Record<string, { title: string; description: string }>,
          promotionType: body.promotionType ?? null,
          amountMinor,
          ...values,
          sortOrder: body.sortOrder ?? 0,
        })
        .returning({ id: rewardsTable.id });
      return row!.id;
    });
    return this.get('reward', id);
  }

  async createMission(body: CreateMissionBody): Promise<Campaign> {
    const prizes = body.prizes.map((p) => ({
      fromRank: p.fromRank,
      toRank: p.toRank,
      amountMinor: amountOf(p.amount),
    }));
    const largest = Math.max(...prizes.map((p) => p.amountMinor));
    const values = { ...this.window(body), ...this.budgets(body, largest) };
    const { id } = await createOnce(this.db, 'mission', body.requestKey, async (db) => {
      const [row] = await db
        .insert(missionsTable)
        .values({
          translations: body.translations as Record<string, { title: string; description: string }>,
          metric: body.metric,
          period: body.period,
          utcOffset: body.utcOffset ?? 0,
          prizes,
          ...values,
          sortOrder: body.sortOrder ?? 0,
        })
        .returning({ id: missionsTable.id });
      return row!.id;
    });
    return this.get('mission', id);
  }

  async createPromotion(body: CreatePromotionBody): Promise<Campaign> {
    const bonusMinor = amountOf(body.bonus);
    const values = { ...this.window(body), ...this.budgets(body, bonusMinor) };
    const { id } = await createOnce(this.db, 'promotion', body.requestKey, async (db) => {
      const [row] = await db
        .insert(promotionsTable)
        .values({
          translations: body.translations as Record<
            string,
            { title: string; summary: string; content: string }
          >,
          imageUrl: body.imageUrl ?? null,
          acceptsApplications: body.acceptsApplications,
          bonusMinor,
          ...values,
          sortOrder: body.sortOrder ?? 0,
        })
        .returning({ id: promotionsTable.id });
      return row!.id;
    });
    return this.get('promotion', id);
  }

  async get(kind: CampaignKind, id: number): Promise<Campaign> {
    const row = await this.one(this.db, kind, id);
    if (!row) throw new AppError('campaign.not_found');
    return campaignOf(kind, row);
  }

  /**
   * Changes a campaign under its row's lock, so a change and the claims racing
   * it queue: a budget is never set below what was spent meanwhile.
   */
  async update(
    kind: CampaignKind,
    id: number,
    body: UpdateCampaignBody,
  ): Promise<{ before: Campaign; after: Campaign }> {
    const t = campaignTargets[kind];
    return this.db.transaction(async (tx) => {
      const row = await this.one(tx, kind, id, true);
      if (!row) throw new AppError('campaign.not_found');
      if (row.status === 'ended') {
        throw new AppError('campaign.not_active', 'An ended campaign cannot change');
      }
      const sets: SQL[] = [];
      const set = (column: { name: string }, value: unknown) =>
        sets.push(sql`${sql.identifier(column.name)} = ${value}`);

      const startAt = body.startAt ? new Date(body.startAt) : dateOf(row.start_at);
      const endAt = body.endAt ? new Date(body.endAt) : dateOf(row.end_at);
      if (startAt && endAt && endAt <= startAt) throw invalid('endAt must be after startAt');
      if (body.startAt) set(t.startAt, body.startAt);
      if (body.endAt) set(t.endAt, body.endAt);
      if (kind === 'red-rain' && (body.startAt || body.endAt)) {
        await this.refuseRainOverlap(tx, id, startAt!, endAt!);
      }

      const spent = Number(row.spent);
      if (body.budget !== undefined) {
        const budgetMinor = amountOf(body.budget);
        if (budgetMinor < spent) {
          throw invalid(`The budget cannot go below what was spent (${minorToAmount(spent)})`);
        }
        set(t.budget, budgetMinor);
      }
      if (body.memberBudget !== undefined) {
        set(t.memberBudget, body.memberBudget === null ? null : amountOf(body.memberBudget));
      }
      if (body.status !== undefined) set(t.status, body.status);

      await tx.execute(sql`update ${t.table} set ${sql.join(sets, sql`, `)} where ${t.id} = ${id}`);
      const saved = await this.one(tx, kind, id);
      return { before: campaignOf(kind, row), after: campaignOf(kind, saved!) };
    });
  }

  /** A campaign's texts in every language (and a promotion's picture). */
  async texts(kind: CampaignKind, id: number): Promise<CampaignTextsValue> {
    return this.readTexts(this.db, kind, id);
  }

  private async readTexts(
    db: Db,
    kind: CampaignKind,
    id: number,
    lock = false,
  ): Promise<CampaignTextsValue> {
    const table = textsTable(kind);
    const query = db
      .select({
        translations: table.translations,
        imageUrl: 'imageUrl' in table ? table.imageUrl : sql<null>`null`,
      })
      .from(table)
      .where(eq(table.id, id));
    const [row] = await (lock ? query.for('update') : query);
    if (!row) throw new AppError('campaign.not_found');
    return {
      kind,
      id,
      translations: row.translations as CampaignTextsValue['translations'],
      imageUrl: row.imageUrl,
    };
  }

  /**
   * Replaces a campaign's texts in every language, under its row's lock: a
   * reward's or mission's title and description, a promotion's title, summary
   * and content (and its picture). Players read them from the row, so they see
   * the change at once.
   */
  async putTexts(
    kind: CampaignKind,
    id: number,
    body: CampaignTextsBody,
  ): Promise<{ before: CampaignTextsValue; after: CampaignTextsValue }> {
    const table = textsTable(kind);
    const promotionShape = 'imageUrl' in body || !('description' in body.translations.EN!);
    if (promotionShape !== (kind === 'promotion')) {
      throw invalid(
        kind === 'promotion'
          ? 'A promotion takes a title, a summary and a content per language'
          : 'A reward or a mission takes a title and a description per language',
      );
    }
    return this.db.transaction(async (tx) => {
      const before = await this.readTexts(tx, kind, id, true);
      const imageUrl = 'imageUrl' in body ? { imageUrl: body.imageUrl ?? null } : {};
      await tx
        .update(table)
        .set({
          translations: body.translations as never,
          ...(kind === 'promotion' ? imageUrl : {}),
        })
        .where(eq(table.id, id));
      return { before, after: await this.readTexts(tx, kind, id) };
    });
  }

  private async refuseRainOverlap(tx: Db, id: number, startsAt: Date, endsAt: Date) {
    await tx.execute(sql`lock table ${redRainsTable} in share row exclusive mode`);
    const [overlap] = await tx
      .select({ id: redRainsTable.id })
      .from(redRainsTable)
      .where(
        and(
          ne(redRainsTable.id, id),
          lt(redRainsTable.startsAt, endsAt),
          gt(redRainsTable.endsAt, startsAt),
          ne(redRainsTable.status, 'ended'),
        ),
      )
      .orderBy(asc(redRainsTable.id))
      .limit(1);
    if (overlap) throw new AppError('red_rain.overlap', `Rain ${overlap.id} falls at that time`);
  }
}
