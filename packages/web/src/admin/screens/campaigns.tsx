import {
  CAMPAIGN_KINDS,
  CAMPAIGN_STATUSES,
  createMissionBody,
  createPromotionBody,
  createRewardBody,
  updateCampaignBody,
  type Campaign,
  type CampaignKind,
  type CampaignStatus,
} from '@kalaro/contract/campaigns';
import { MISSION_METRICS, MISSION_PERIODS } from '@kalaro/contract/missions';
import { createRedRainBody } from '@kalaro/contract/red-rain';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import styles from '../admin.module.css';
import { CAMPAIGNS_PAGE_SIZE, useCampaigns, useCampaignWrites } from '../campaigns-api';
import {
  campaignActions,
  isoToLocal,
  issuesByPath,
  localToIso,
  spentPercent,
} from '../campaigns-model';
import { ErrorLine } from '../error-line';
import { Field, Problems } from '../form-fields';
import { CampaignTexts } from './campaign-texts';
import { utcTime, type AdminText } from '../model';
import { Pager } from '../pager';
import { QueryBlock } from '../query-block';
import { useText } from '../use-text';

const SCHEMAS: Record<CampaignKind, z.ZodType> = {
  reward: createRewardBody,
  mission: createMissionBody,
  promotion: createPromotionBody,
  'red-rain': createRedRainBody,
};

const str = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const optional = (value: string) => (value === '' ? undefined : value);

/** The create body of a kind from the form's fields (the contract's schema checks it). */
function createBody(kind: CampaignKind, form: FormData, requestKey: string): unknown {
  const window = {
    startAt: localToIso(str(form, 'startAt')),
    endAt: localToIso(str(form, 'endAt')),
    budget: str(form, 'budget'),
    memberBudget: optional(str(form, 'memberBudget')),
    requestKey,
  };
  const title = str(form, 'title');
  const description = str(form, 'description');
  switch (kind) {
    case 'reward':
      return {
        translations: { EN: { title, description } },
        amount: str(form, 'amount'),
        ...window,
      };
    case 'mission':
      return {
        translations: { EN: { title, description } },
        metric: str(form, 'metric'),
        period: str(form, 'period'),
        prizes: [1, 2, 3]
          .map((rank) => ({ fromRank: rank, toRank: rank, amount: str(form, `prize${rank}`) }))
          .filter((p) => p.amount !== ''),
        ...window,
      };
    case 'promotion':
      return {
        translations: { EN: { title, summary: description, content: description } },
        acceptsApplications: form.get('acceptsApplications') === 'on',
        bonus: str(form, 'bonus'),
        ...window,
      };
    case 'red-rain':
      return {
        startsAt: window.startAt,
        endsAt: window.endAt,
        budget: window.budget,
        memberBudget: window.memberBudget,
        minAmount: str(form, 'minAmount'),
        maxAmount: str(form, 'maxAmount'),
        claimsPerMember: Number(str(form, 'claimsPerMember')),
        requestKey,
      };
  }
}

/** Field name in a body → its label. */
const FIELD_LABELS: Record<string, AdminText> = {
  translations: 'campaign_field_title',
  amount: 'campaign_field_amount',
  bonus: 'campaign_field_bonus',
  prizes: 'campaign_field_prizes',
  startAt: 'campaign_field_start',
  startsAt: 'campaign_field_start',
  endAt: 'campaign_field_end',
  endsAt: 'campaign_field_end',
  budget: 'campaign_budget',
  memberBudget: 'campaign_member_budget',
  minAmount: 'campaign_field_min',
  maxAmount: 'campaign_field_max',
  claimsPerMember: 'campaign_field_claims',
};

function CreateCampaign({ onDone }: { onDone: (message: string) => void }) {
  const text = useText();
  const writes = useCampaignWrites();
  const ids = { title: useId(), kind: useId(), metric: useId(), period: useId(), desc: useId() };
  const [kind, setKind] = useState<CampaignKind>('reward');
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [problems, setProblems] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const body = createBody(kind, new FormData(formElement), requestKey);
    const parsed = SCHEMAS[kind].safeParse(body);
    if (!parsed.success) {
      setProblems(issuesByPath(parsed.error.issues));
      return;
    }
    setProblems({});
    writes.create.mutate(
      { kind, body: parsed.data },
      {
        onSuccess: (created) => {
          formElement.reset();
          setRequestKey(crypto.randomUUID());
          onDone(text('campaign_created', { kind: text(`campaign_kind_${kind}`), id: created.id }));
        },
      },
    );
  };

  const has = (key: string) => Object.keys(problems).some((k) => k.startsWith(key));
  const rain = kind === 'red-rain';
  return (
    <section className={styles.card} aria-labelledby={ids.title}>
      <h2 id={ids.title}>{text('campaign_new')}</h2>
      <form onSubmit={onSubmit} noValidate>
        <div className={styles.field}>
          <label htmlFor={ids.kind}>{text('campaign_kind')}</label>
          <select
            id={ids.kind}
            className={styles.select}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as CampaignKind);
              setProblems({});
            }}
          >
            {CAMPAIGN_KINDS.map((k) => (
              <option key={k} value={k}>
                {text(`campaign_kind_${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.formGrid}>
          {rain ? null : (
            <>
              <Field
                name="title"
                label="campaign_field_title"
                required
                invalid={has('translations')}
              />
              <div className={styles.field}>
                <label htmlFor={ids.desc}>{text('campaign_field_description')}</label>
                <textarea id={ids.desc} name="description" className={styles.input} rows={2} />
              </div>
            </>
          )}
          {kind === 'reward' ? (
            <Field
              name="amount"
              label="campaign_field_amount"
              inputMode="decimal"
              required
              invalid={has('amount')}
            />
          ) : null}
          {kind === 'promotion' ? (
            <>
              <Field
                name="bonus"
                label="campaign_field_bonus"
                inputMode="decimal"
                required
                invalid={has('bonus')}
              />
              <div className={styles.field}>
                <label className={styles.check}>
                  <input type="checkbox" name="acceptsApplications" defaultChecked />{' '}
                  {text('campaign_field_applications')}
                </label>
              </div>
            </>
          ) : null}
          {kind === 'mission' ? (
            <>
              <div className={styles.field}>
                <label htmlFor={ids.metric}>{text('campaign_field_metric')}</label>
                <select id={ids.metric} name="metric" className={styles.select}>
                  {MISSION_METRICS.map((m) => (
                    <option key={m} value={m}>
                      {text(`mission_metric_${m}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.field}>
                <label htmlFor={ids.period}>{text('campaign_field_period')}</label>
                <select id={ids.period} name="period" className={styles.select}>
                  {MISSION_PERIODS.map((p) => (
                    <option key={p} value={p}>
                      {text(`mission_period_${p}`)}
                    </option>
                  ))}
                </select>
              </div>
              <Field
                name="prize1"
                label="campaign_field_prize1"
                inputMode="decimal"
                required
                invalid={has('prizes')}
              />
              <Field name="prize2" label="campaign_field_prize2" inputMode="decimal" />
              <Field name="prize3" label="campaign_field_prize3" inputMode="decimal" />
            </>
          ) : null}
          {rain ? (
            <>
              <Field
                name="minAmount"
                label="campaign_field_min"
                inputMode="decimal"
                required
                invalid={has('minAmount')}
              />
              <Field
                name="maxAmount"
                label="campaign_field_max"
                inputMode="decimal"
                required
                invalid={has('maxAmount')}
              />
              <Field
                name="claimsPerMember"
                label="campaign_field_claims"
                inputMode="numeric"
                defaultValue="3"
                required
                invalid={has('claimsPerMember')}
              />
            </>
          ) : null}
          <Field
            name="startAt"
            label="campaign_field_start"
            type="datetime-local"
            required
            invalid={has('start')}
          />
          <Field
            name="endAt"
            label="campaign_field_end"
            type="datetime-local"
            required
            invalid={has('end')}
          />
          <Field
            name="budget"
            label="campaign_budget"
            inputMode="decimal"
            required
            invalid={has('budget')}
          />
          <Field
            name="memberBudget"
            label="campaign_member_budget"
            inputMode="decimal"
            invalid={has('memberBudget')}
          />
        </div>
        <Problems problems={problems} labels={FIELD_LABELS} />
        <ErrorLine error={writes.create.error} />
        <button className={styles.button} type="submit" disabled={writes.create.isPending}>
          {text('campaign_create')}
        </button>
      </form>
    </section>
  );
}

function EditCampaign(props: {
  campaign: Campaign;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const text = useText();
  const { update } = useCampaignWrites();
  const id = useId();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const c = props.campaign;
  const name = c.title ?? `${text(`campaign_kind_${c.kind}`)} #${c.id}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const changed: Record<string, string | null> = {};
    const startAt = localToIso(str(form, 'startAt'));
    const endAt = localToIso(str(form, 'endAt'));
    if (startAt && startAt !== c.startAt) changed.startAt = startAt;
    if (endAt && endAt !== c.endAt) changed.endAt = endAt;
    const budget = str(form, 'budget');
    if (budget && budget !== c.budget) changed.budget = budget;
    const memberBudget = str(form, 'memberBudget');
    if (memberBudget !== (c.memberBudget ?? '')) changed.memberBudget = memberBudget || null;
    const parsed = updateCampaignBody.safeParse(changed);
    if (!parsed.success) {
      setProblems(issuesByPath(parsed.error.issues));
      return;
    }
    setProblems({});
    update.mutate(
      { kind: c.kind, id: c.id, body: parsed.data },
      { onSuccess: () => props.onDone(text('campaign_saved', { name })) },
    );
  };

  return (
    <>
      <section className={styles.card} aria-labelledby={id}>
        <h2 id={id}>{text('campaign_edit_title', { name })}</h2>
        <form onSubmit={onSubmit} noValidate>
          <div className={styles.formGrid}>
            <Field
              name="startAt"
              label="campaign_field_start"
              type="datetime-local"
              defaultValue={isoToLocal(c.startAt)}
            />
            <Field
              name="endAt"
              label="campaign_field_end"
              type="datetime-local"
              defaultValue={isoToLocal(c.endAt)}
            />
            <Field
              name="budget"
              label="campaign_budget"
              inputMode="decimal"
              defaultValue={c.budget ?? ''}
            />
            <Field
              name="memberBudget"
              label="campaign_member_budget"
              inputMode="decimal"
              defaultValue={c.memberBudget ?? ''}
            />
          </div>
          <p className={styles.hint}>{text('campaign_edit_hint', { spent: c.spent })}</p>
          <Problems problems={problems} labels={FIELD_LABELS} />
          <ErrorLine error={update.error} />
          <div className={styles.row}>
            <button className={styles.button} type="submit" disabled={update.isPending}>
              {text('campaign_save')}
            </button>
            <button
              className={`${styles.button} ${styles.secondary}`}
              type="button"
              onClick={props.onClose}
            >
              {text('cancel')}
            </button>
          </div>
        </form>
      </section>
      {c.kind === 'red-rain' ? null : (
        <CampaignTexts campaign={c} name={name} onDone={props.onDone} />
      )}
    </>
  );
}

/** Rewards, missions, promotions and red rains: spent against budget, create, change, pause, end. */
export default function CampaignsScreen() {
  const text = useText();
  const ids = { kind: useId(), status: useId() };
  const [kind, setKind] = useState<CampaignKind | ''>('');
  const [status, setStatus] = useState<CampaignStatus | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Campaign | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useCampaigns({ kind, status, page });
  const writes = useCampaignWrites();
  // When the list was read: what it shows (a rain that started since is refused by the server).
  const now = list.dataUpdatedAt;

  useEffect(() => {
    document.title = `${text('campaigns_title')} · ${text('brand')}`;
  }, [text]);

  const nameOf = (c: Campaign) => c.title ?? `${text(`campaign_kind_${c.kind}`)} #${c.id}`;
  const setState = (c: Campaign, next: CampaignStatus, done: AdminText) => {
    setNotice(null);
    writes.update.mutate(
      { kind: c.kind, id: c.id, body: { status: next } },
      { onSuccess: () => setNotice(text(done, { name: nameOf(c) })) },
    );
  };

  return (
    <>
      <h1>{text('campaigns_title')}</h1>
      <div aria-live="polite">{notice ? <p className={styles.notice}>{notice}</p> : null}</div>
      <ErrorLine error={writes.update.error ?? writes.cancelRain.error} />
      {editing ? (
        <EditCampaign
          key={`${editing.kind}/${editing.id}`}
          campaign={editing}
          onClose={() => setEditing(null)}
          onDone={(message) => {
            setEditing(null);
            setNotice(message);
          }}
        />
      ) : null}
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={ids.kind}>{text('campaign_kind')}</label>
          <select
            id={ids.kind}
            className={styles.select}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as CampaignKind | '');
              setPage(1);
            }}
          >
            <option value="">{text('campaign_all')}</option>
            {CAMPAIGN_KINDS.map((k) => (
              <option key={k} value={k}>
                {text(`campaign_kind_${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.status}>{text('status')}</label>
          <select
            id={ids.status}
            className={styles.select}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as CampaignStatus | '');
              setPage(1);
            }}
          >
            <option value="">{text('campaign_all')}</option>
            {CAMPAIGN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {text(`campaign_status_${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryBlock query={list} isEmpty={(data) => data.list.length === 0} empty="campaigns_empty">
        {(data) => (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={styles.srOnly}>{text('campaigns_caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text('campaign_name')}</th>
                    <th scope="col">{text('campaign_window')}</th>
                    <th scope="col">{text('status')}</th>
                    <th scope="col" className={styles.num}>
                      {text('campaign_budget')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {text('campaign_spent')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {text('campaign_left')}
                    </th>
                    <th scope="col">{text('actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((c) => {
                    const can = campaignActions(c, now);
                    const percent = spentPercent(c);
                    const name = nameOf(c);
                    return (
                      <tr key={`${c.kind}/${c.id}`}>
                        <th scope="row">
                          {name}
                          <div className={styles.hint}>{text(`campaign_kind_${c.kind}`)}</div>
                        </th>
                        <td className={`${styles.mono} ${styles.nowrap}`}>
                          {c.startAt ? utcTime(c.startAt) : '–'}
                          <br />
                          {c.endAt ? utcTime(c.endAt) : '–'}
                        </td>
                        <td>{text(`campaign_status_${c.status}`)}</td>
                        <td className={styles.num}>{c.budget ?? text('campaign_unbounded')}</td>
                        <td className={styles.num}>
                          {c.spent}
                          {percent === null ? null : <div className={styles.hint}>{percent}%</div>}
                        </td>
                        <td className={styles.num}>{c.left ?? '–'}</td>
                        <td>
                          <div className={styles.row}>
                            {can.edit ? (
                              <button
                                type="button"
                                className={`${styles.button} ${styles.secondary}`}
                                aria-label={`${text('campaign_edit')} ${name}`}
                                onClick={() => setEditing(c)}
                              >
                                {text('campaign_edit')}
                              </button>
                            ) : null}
                            {can.pause ? (
                              <button
                                type="button"
                                className={`${styles.button} ${styles.secondary}`}
                                aria-label={`${text('campaign_pause')} ${name}`}
                                disabled={writes.update.isPending}
                                onClick={() => setState(c, 'paused', 'campaign_paused')}
                              >
                                {text('campaign_pause')}
                              </button>
                            ) : null}
                            {can.resume ? (
                              <button
                                type="button"
                                className={`${styles.button} ${styles.secondary}`}
                                aria-label={`${text('campaign_resume')} ${name}`}
                                disabled={writes.update.isPending}
                                onClick={() => setState(c, 'active', 'campaign_resumed')}
                              >
                                {text('campaign_resume')}
                              </button>
                            ) : null}
                            {can.cancel ? (
                              <button
                                type="button"
                                className={`${styles.button} ${styles.danger}`}
                                aria-label={`${text('campaign_cancel_rain')} ${name}`}
                                disabled={writes.cancelRain.isPending}
                                onClick={() => {
                                  setNotice(null);
                                  writes.cancelRain.mutate(c.id, {
                                    onSuccess: () =>
                                      setNotice(text('campaign_rain_cancelled', { name })),
                                  });
                                }}
                              >
                                {text('campaign_cancel_rain')}
                              </button>
                            ) : can.end ? (
                              <button
                                type="button"
                                className={`${styles.button} ${styles.danger}`}
                                aria-label={`${text('campaign_end')} ${name}`}
                                disabled={writes.update.isPending}
                                onClick={() => setState(c, 'ended', 'campaign_ended')}
                              >
                                {text('campaign_end')}
                              </button>
                            ) : null}
                            {c.kind === 'promotion' ? (
                              <Link to="/admin/applications">{text('campaign_applications')}</Link>
                            ) : null}
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <Pager page={page} pageSize={CAMPAIGNS_PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryBlock>
      <CreateCampaign onDone={setNotice} />
    </>
  );
}
