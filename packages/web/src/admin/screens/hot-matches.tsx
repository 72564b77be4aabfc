import { hotMatchInput, type AdminHotMatch } from '@kalaro/contract/campaigns-admin';
import { useEffect, useId, useState, type FormEvent } from 'react';
import styles from '../admin.module.css';
import {
  HOT_MATCHES_PAGE_SIZE,
  useHotMatches,
  useHotMatchGames,
  useHotMatchWrites,
} from '../campaigns-api';
import { isoToLocal, issuesByPath, localToIso } from '../campaigns-model';
import { ErrorLine } from '../error-line';
import { utcTime, type AdminText } from '../model';
import { Pager } from '../pager';
import { QueryBlock } from '../query-block';
import { useText } from '../use-text';

const LABELS: Record<string, AdminText> = {
  league: 'match_league',
  homeTeam: 'match_home',
  awayTeam: 'match_away',
  matchTime: 'match_time',
  nodeId: 'match_game',
  sortOrder: 'match_order',
};

function MatchForm(props: {
  match: AdminHotMatch | null;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const text = useText();
  const games = useHotMatchGames();
  const { save } = useHotMatchWrites();
  const id = useId();
  const f = {
    league: useId(),
    home: useId(),
    away: useId(),
    time: useId(),
    game: useId(),
    order: useId(),
  };
  const [problems, setProblems] = useState<Record<string, string>>({});
  const m = props.match;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const get = (name: string) => String(form.get(name) ?? '').trim();
    const body = {
      league: get('league'),
      homeTeam: get('homeTeam'),
      awayTeam: get('awayTeam'),
      matchTime: localToIso(get('matchTime')),
      nodeId: Number(get('nodeId')),
      sortOrder: Number(get('sortOrder') || '0'),
      visible: form.get('visible') === 'on',
      ...(m ? { homeTeamImageUrl: m.homeTeamImageUrl, awayTeamImageUrl: m.awayTeamImageUrl } : {}),
    };
    const parsed = hotMatchInput.safeParse(body);
    if (!parsed.success) {
      setProblems(issuesByPath(parsed.error.issues));
      return;
    }
    setProblems({});
    save.mutate(
      { id: m?.id ?? null, body: parsed.data },
      {
        onSuccess: (saved) => {
          if (!m) formElement.reset();
          props.onDone(
            text(m ? 'match_saved' : 'match_created', {
              match: `${saved.homeTeam} – ${saved.awayTeam}`,
            }),
          );
        },
      },
    );
  };

  const keys = Object.keys(problems);
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{text(m ? 'match_edit' : 'match_new')}</h2>
      <form onSubmit={onSubmit} noValidate key={m?.id ?? 'new'}>
        <div className={styles.formGrid}>
          <div className={styles.field}>
            <label htmlFor={f.league}>{text('match_league')}</label>
            <input
              id={f.league}
              name="league"
              className={styles.input}
              required
              defaultValue={m?.league}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={f.home}>{text('match_home')}</label>
            <input
              id={f.home}
              name="homeTeam"
              className={styles.input}
              required
              defaultValue={m?.homeTeam}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={f.away}>{text('match_away')}</label>
            <input
              id={f.away}
              name="awayTeam"
              className={styles.input}
              required
              defaultValue={m?.awayTeam}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={f.time}>{text('match_time')}</label>
            <input
              id={f.time}
              name="matchTime"
              type="datetime-local"
              className={styles.input}
              required
              defaultValue={isoToLocal(m?.matchTime ?? null)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={f.game}>{text('match_game')}</label>
            <select
              id={f.game}
              name="nodeId"
              className={styles.select}
              defaultValue={m?.nodeId}
              required
            >
              {(games.data?.games ?? []).map((g) => (
                <option key={g.nodeId} value={g.nodeId}>
                  {g.name} ({g.vendor})
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={f.order}>{text('match_order')}</label>
            <input
              id={f.order}
              name="sortOrder"
              inputMode="numeric"
              className={styles.input}
              defaultValue={String(m?.sortOrder ?? 0)}
            />
          </div>
          <div className={styles.field}>
            <label className={styles.check}>
              <input type="checkbox" name="visible" defaultChecked={m?.visible ?? true} />{' '}
              {text('match_visible')}
            </label>
          </div>
        </div>
        {keys.length > 0 ? (
          <div className={styles.error} role="alert">
            <p>{text('campaign_check_fields')}</p>
            <ul>
              {keys.map((key) => {
                const label = LABELS[key.split('.')[0] ?? ''];
                return (
                  <li key={key}>
                    {label ? text(label) : key}: {problems[key]}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        <ErrorLine error={save.error ?? games.error} />
        <div className={styles.row}>
          <button className={styles.button} type="submit" disabled={save.isPending}>
            {text(m ? 'campaign_save' : 'match_create')}
          </button>
          {m ? (
            <button
              className={`${styles.button} ${styles.secondary}`}
              type="button"
              onClick={props.onClose}
            >
              {text('cancel')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/** Hot matches of the players' home page, entered by hand: create, edit, hide, delete. */
export default function HotMatchesScreen() {
  const text = useText();
  const whenId = useId();
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminHotMatch | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useHotMatches(when, page);
  const { remove } = useHotMatchWrites();

  useEffect(() => {
    document.title = `${text('matches_title')} · ${text('brand')}`;
  }, [text]);

  const done = (message: string) => {
    setEditing(null);
    setNotice(message);
  };

  return (
    <>
      <h1>{text('matches_title')}</h1>
      <div aria-live="polite">{notice ? <p className={styles.notice}>{notice}</p> : null}</div>
      <ErrorLine error={remove.error} />
      <MatchForm
        key={editing?.id ?? 'new'}
        match={editing}
        onDone={done}
        onClose={() => setEditing(null)}
      />
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={whenId}>{text('matches_when')}</label>
          <select
            id={whenId}
            className={styles.select}
            value={when}
            onChange={(event) => {
              setWhen(event.target.value as 'upcoming' | 'past');
              setPage(1);
            }}
          >
            <option value="upcoming">{text('matches_upcoming')}</option>
            <option value="past">{text('matches_past')}</option>
          </select>
        </div>
      </div>
      <QueryBlock query={list} isEmpty={(data) => data.list.length === 0} empty="matches_empty">
        {(data) => (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={styles.srOnly}>{text('matches_caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text('match_time_utc')}</th>
                    <th scope="col">{text('match_teams')}</th>
                    <th scope="col">{text('match_league')}</th>
                    <th scope="col">{text('match_game')}</th>
                    <th scope="col" className={styles.num}>
                      {text('match_order')}
                    </th>
                    <th scope="col">{text('match_visible')}</th>
                    <th scope="col">{text('actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((m) => {
                    const name = `${m.homeTeam} – ${m.awayTeam}`;
                    return (
                      <tr key={m.id}>
                        <td className={`${styles.mono} ${styles.nowrap}`}>
                          {utcTime(m.matchTime)}
                        </td>
                        <th scope="row">{name}</th>
                        <td>{m.league}</td>
                        <td>{m.gameName}</td>
                        <td className={styles.num}>{m.sortOrder}</td>
                        <td>{text(m.visible ? 'match_shown' : 'match_hidden')}</td>
                        <td>
                          <div className={styles.row}>
                            <button
                              type="button"
                              className={`${styles.button} ${styles.secondary}`}
                              aria-label={`${text('campaign_edit')} ${name}`}
                              onClick={() => setEditing(m)}
                            >
                              {text('campaign_edit')}
                            </button>
                            {deleting === m.id ? (
                              <button
                                type="button"
                                className={`${styles.button} ${styles.danger}`}
                                disabled={remove.isPending}
                                onClick={() =>
                                  remove.mutate(m.id, {
                                    onSuccess: () => {
                                      setDeleting(null);
                                      if (editing?.id === m.id) setEditing(null);
                                      setNotice(text('match_deleted', { match: name }));
                                    },
                                  })
                                }
                              >
                                {text('match_delete_confirm', { match: name })}
                              </button>
                            ) : (
                              <button
                                type="button"
                                className={`${styles.button} ${styles.secondary}`}
                                aria-label={`${text('match_delete')} ${name}`}
                                onClick={() => setDeleting(m.id)}
                              >
                                {text('match_delete')}
                              </button>
                            )}
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <Pager
              page={page}
              pageSize={HOT_MATCHES_PAGE_SIZE}
              total={data.total}
              onPage={setPage}
            />
          </>
        )}
      </QueryBlock>
    </>
  );
}
