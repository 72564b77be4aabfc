import type { AdminGame } from '@kalaro/contract/games-admin';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminGames, useGameVendors, useGameWrites } from '../api';
import styles from '../admin.module.css';
import { ErrorLine } from '../error-line';
import { gameEdit, gamesQueryOf, gamesViewOf, GAMES_PAGE_SIZE } from '../games-model';
import { Pager } from '../pager';
import { QueryBlock } from '../query-block';
import { useText } from '../use-text';

/** What the last change did, read out (role=status). */
type Done = { key: 'games_done_game' | 'games_done_vendor'; name: string; on: boolean } | null;

/**
 * The games catalogue: vendors (on/off), then the games — searched, filtered,
 * sorted and paged on the server — each with on/off, hot rank and list order.
 */
export default function GamesScreen() {
  const text = useText();
  const [params, setParams] = useSearchParams();
  const view = gamesViewOf(params);
  const games = useAdminGames(gamesQueryOf(view));
  const vendors = useGameVendors();
  const writes = useGameWrites();
  const [done, setDone] = useState<Done>(null);
  const ids = { q: useId(), vendor: useId(), enabled: useId(), hot: useId(), sort: useId() };

  useEffect(() => {
    document.title = `${text('games_title')} · ${text('brand')}`;
  }, [text]);

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = { page: '1' };
    for (const key of ['q', 'vendor', 'enabled', 'hot', 'sort']) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    setParams(next);
  };
  const toPage = (page: number) => setParams({ ...Object.fromEntries(params), page: String(page) });

  const setGame = (game: AdminGame, enabled: boolean) =>
    writes.game.mutate(
      { nodeId: game.nodeId, enabled },
      { onSuccess: () => setDone({ key: 'games_done_game', name: game.name, on: enabled }) },
    );
  const setVendor = (code: string, name: string, enabled: boolean) =>
    writes.vendor.mutate(
      { code, enabled },
      { onSuccess: () => setDone({ key: 'games_done_vendor', name, on: enabled }) },
    );
  const busy = writes.game.isPending || writes.vendor.isPending;

  return (
    <>
      <h1>{text('games_title')}</h1>
      <p role="status">
        {done
          ? text(done.key, {
              name: done.name,
              state: text(done.on ? 'status_active' : 'status_disabled'),
            })
          : ''}
      </p>
      <ErrorLine error={writes.game.error ?? writes.vendor.error} />

      <h2>{text('games_vendors')}</h2>
      <QueryBlock query={vendors} isEmpty={(d) => d.vendors.length === 0} empty="games_empty">
        {(data) => (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.srOnly}>{text('games_vendors')}</caption>
              <thead>
                <tr>
                  <th scope="col">{text('games_vendor')}</th>
                  <th scope="col" className={styles.num}>
                    {text('games_enabled_count')}
                  </th>
                  <th scope="col">{text('status')}</th>
                  <th scope="col">{text('games_action')}</th>
                </tr>
              </thead>
              <tbody>
                {data.vendors.map((v) => (
                  <tr key={v.code}>
                    <th scope="row">
                      {v.name} <span className={styles.mono}>({v.code})</span>
                    </th>
                    <td className={styles.num}>
                      {v.enabledGames} / {v.games}
                    </td>
                    <td>{text(v.enabled ? 'status_active' : 'status_disabled')}</td>
                    <td>
                      <button
                        type="button"
                        className={`${styles.button} ${v.enabled ? styles.danger : styles.secondary}`}
                        disabled={busy}
                        onClick={() => setVendor(v.code, v.name, !v.enabled)}
                      >
                        {text(v.enabled ? 'games_disable_vendor' : 'games_enable_vendor', {
                          name: v.name,
                        })}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryBlock>

      <h2>{text('games_list')}</h2>
      <form className={`${styles.card} ${styles.row}`} onSubmit={onFilter} role="search">
        <div className={styles.field}>
          <label htmlFor={ids.q}>{text('games_query')}</label>
          <input
            id={ids.q}
            name="q"
            type="search"
            className={styles.input}
            maxLength={64}
            defaultValue={view.q}
            autoComplete="off"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.vendor}>{text('games_vendor')}</label>
          <select
            id={ids.vendor}
            name="vendor"
            className={styles.select}
            defaultValue={view.vendor}
          >
            <option value="">{text('games_all')}</option>
            {vendors.data?.vendors.map((v) => (
              <option key={v.code} value={v.code}>
                {v.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.enabled}>{text('status')}</label>
          <select
            id={ids.enabled}
            name="enabled"
            className={styles.select}
            defaultValue={view.enabled}
          >
            <option value="">{text('games_all')}</option>
            <option value="true">{text('status_active')}</option>
            <option value="false">{text('status_disabled')}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.hot}>{text('games_hot')}</label>
          <select id={ids.hot} name="hot" className={styles.select} defaultValue={view.hot}>
            <option value="">{text('games_all')}</option>
            <option value="true">{text('games_hot_only')}</option>
            <option value="false">{text('games_not_hot')}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.sort}>{text('games_sort')}</label>
          <select id={ids.sort} name="sort" className={styles.select} defaultValue={view.sort}>
            <option value="order">{text('games_sort_order')}</option>
            <option value="name">{text('games_sort_name')}</option>
            <option value="hot">{text('games_sort_hot')}</option>
          </select>
        </div>
        <div className={styles.field}>
          <button className={styles.button} type="submit">
            {text('games_search')}
          </button>
        </div>
      </form>
      <QueryBlock query={games} isEmpty={(d) => d.games.length === 0} empty="games_empty">
        {(data) => (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={styles.srOnly}>{text('games_list')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text('games_name')}</th>
                    <th scope="col">{text('games_vendor')}</th>
                    <th scope="col">{text('games_category')}</th>
                    <th scope="col">{text('status')}</th>
                    <th scope="col">{text('games_order_and_hot')}</th>
                    <th scope="col">{text('games_action')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.games.map((game) => (
                    <GameRow
                      key={`${game.nodeId}:${game.sortOrder}:${game.hotRank}`}
                      game={game}
                      busy={busy}
                      onToggle={() => setGame(game, !game.enabled)}
                      onSave={(body) =>
                        writes.game.mutate(
                          { nodeId: game.nodeId, ...body },
                          {
                            onSuccess: () =>
                              setDone({
                                key: 'games_done_game',
                                name: game.name,
                                on: game.enabled,
                              }),
                          },
                        )
                      }
                    />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={view.page} pageSize={GAMES_PAGE_SIZE} total={data.total} onPage={toPage} />
          </>
        )}
      </QueryBlock>
    </>
  );
}

function GameRow(props: {
  game: AdminGame;
  busy: boolean;
  onToggle: () => void;
  onSave: (body: { sortOrder?: number; hotRank?: number | null }) => void;
}) {
  const text = useText();
  const { game } = props;
  const [invalid, setInvalid] = useState(false);
  const ids = { order: useId(), hot: useId(), hint: useId() };

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = gameEdit(game, {
      sortOrder: String(form.get('sortOrder') ?? ''),
      hotRank: String(form.get('hotRank') ?? ''),
    });
    setInvalid(body === null);
    if (body && Object.keys(body).length > 0) props.onSave(body);
  };

  return (
    <tr>
      <th scope="row">
        {game.name} <span className={styles.mono}>{game.gameId}</span>
      </th>
      <td>
        {game.vendorName}
        {game.vendorEnabled ? '' : ` (${text('games_vendor_off')})`}
      </td>
      <td>{game.gameType}</td>
      <td>{text(game.enabled ? 'status_active' : 'status_disabled')}</td>
      <td>
        <form className={styles.row} onSubmit={onSave} noValidate>
          <label htmlFor={ids.order} className={styles.srOnly}>
            {text('games_order_of', { name: game.name })}
          </label>
          <input
            id={ids.order}
            name="sortOrder"
            inputMode="numeric"
            className={styles.input}
            size={6}
            defaultValue={String(game.sortOrder)}
            aria-invalid={invalid}
            aria-describedby={invalid ? ids.hint : undefined}
            title={text('games_order')}
          />
          <label htmlFor={ids.hot} className={styles.srOnly}>
            {text('games_hot_of', { name: game.name })}
          </label>
          <input
            id={ids.hot}
            name="hotRank"
            inputMode="numeric"
            className={styles.input}
            size={3}
            placeholder={text('games_hot_placeholder')}
            defaultValue={game.hotRank === null ? '' : String(game.hotRank)}
            aria-invalid={invalid}
            aria-describedby={invalid ? ids.hint : undefined}
            title={text('games_hot_rank')}
          />
          <button
            type="submit"
            className={`${styles.button} ${styles.secondary}`}
            disabled={props.busy}
            aria-label={text('games_save_of', { name: game.name })}
          >
            {text('games_save')}
          </button>
          {invalid ? (
            <span id={ids.hint} className={styles.error} role="alert">
              {text('games_invalid')}
            </span>
          ) : null}
        </form>
      </td>
      <td>
        <button
          type="button"
          className={`${styles.button} ${game.enabled ? styles.danger : styles.secondary}`}
          disabled={props.busy}
          onClick={props.onToggle}
          aria-label={text(game.enabled ? 'games_disable_of' : 'games_enable_of', {
            name: game.name,
          })}
        >
          {text(game.enabled ? 'games_disable' : 'games_enable')}
        </button>
      </td>
    </tr>
  );
}
