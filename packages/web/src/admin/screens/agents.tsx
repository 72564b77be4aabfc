import type { AdminAgentRow } from '@kalaro/contract/agent-admin';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AGENTS_PAGE_SIZE, useAgentTree } from '../agents-api';
import { pathText } from '../agents-model';
import type { AdminText } from '../model';
import styles from '../admin.module.css';
import { ErrorLine } from '../error-line';
import { Pager } from '../pager';
import { TableWrap } from '../table-wrap';
import { useText } from '../use-text';

const COLUMNS = 6;

/**
 * The agent tree (agents.read): the top-level agents, each expandable into its
 * downline agents (fetched when opened, page by page), or a search by username
 * prefix whose matches show the agents above them. The search and the page live
 * in the address, so a result can be shared and reloaded.
 */
export default function AgentsScreen() {
  const text = useText();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const ids = { q: useId(), title: useId() };

  useEffect(() => {
    document.title = `${text('agents_title')} · ${text('brand')}`;
  }, [text]);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q')).trim();
    setParams(value ? { q: value } : {});
  };
  const toPage = (next: number) =>
    setParams({ ...(q ? { q } : {}), ...(next > 1 ? { page: String(next) } : {}) });

  return (
    <>
      <h1>{text('agents_title')}</h1>
      <form className={`${styles.card} ${styles.row}`} onSubmit={onSearch} role="search">
        <div className={styles.field}>
          <label htmlFor={ids.q}>{text('agents_search_label')}</label>
          <input
            id={ids.q}
            key={q}
            name="q"
            className={styles.input}
            maxLength={64}
            defaultValue={q}
            autoComplete="off"
          />
        </div>
        <div className={styles.field}>
          <button className={styles.button} type="submit">
            {text('members_search')}
          </button>
        </div>
        {q ? (
          <div className={styles.field}>
            <button
              className={`${styles.button} ${styles.secondary}`}
              type="button"
              onClick={() => setParams({})}
            >
              {text('agents_show_tree')}
            </button>
          </div>
        ) : null}
      </form>
      <section className={styles.card} aria-labelledby={ids.title}>
        <h2 id={ids.title}>{q ? text('agents_results', { q }) : text('agents_tree_title')}</h2>
        <AgentPage
          key={q}
          query={q ? { q, page } : { page }}
          empty={q ? 'agents_none_found' : 'agents_empty'}
          search={Boolean(q)}
          labelledBy={ids.title}
          onPage={toPage}
        />
      </section>
    </>
  );
}

function Head({ path }: { path?: boolean }) {
  const text = useText();
  return (
    <thead>
      <tr>
        <th scope="col">{text('agents_agent')}</th>
        {path ? <th scope="col">{text('agents_path')}</th> : null}
        <th scope="col" className={styles.num}>
          {text('agents_level')}
        </th>
        <th scope="col" className={styles.num}>
          {text('agents_direct')}
        </th>
        <th scope="col" className={styles.num}>
          {text('agents_team_size')}
        </th>
        <th scope="col" className={styles.num}>
          {text('agents_rebate')}
        </th>
        <th scope="col">{text('status')}</th>
      </tr>
    </thead>
  );
}

/** The figures of a row after its name (and path). */
function Figures({ agent }: { agent: AdminAgentRow }) {
  const text = useText();
  return (
    <>
      <td className={styles.num}>{agent.level}</td>
      <td className={styles.num}>
        {text('agents_direct_value', { members: agent.directCount, agents: agent.directAgents })}
      </td>
      <td className={styles.num}>{agent.teamSize}</td>
      <td className={styles.num}>{agent.rebateRate}%</td>
      <td>{text(agent.status === 'active' ? 'status_active' : 'status_disabled')}</td>
    </>
  );
}

/**
 * A server page of agents: loading, failed (with a retry), empty, or the table
 * with its pager; the tree (each row expandable) and the search (each with its
 * path) differ only in their rows.
 */
function AgentPage(props: {
  query: { parent?: string; q?: string; page: number };
  empty: AdminText;
  search?: boolean;
  labelledBy: string;
  onPage: (page: number) => void;
}) {
  const text = useText();
  const list = useAgentTree(props.query);
  if (list.isPending) return <p>{text('loading')}</p>;
  if (list.isError) return <Failed retry={() => void list.refetch()} error={list.error} />;
  if (list.data.agents.length === 0) return <p>{text(props.empty)}</p>;
  return (
    <div aria-busy={list.isFetching}>
      <TableWrap labelledBy={props.labelledBy}>
        <table className={styles.table}>
          <Head path={props.search} />
          <tbody>
            {list.data.agents.map((agent) =>
              props.search ? (
                <tr key={agent.id}>
                  <th scope="row">
                    <Link to={`/admin/agents/${agent.id}`}>{agent.username}</Link>
                  </th>
                  <td>{agent.path.length ? pathText(agent.path) : text('agents_top_level')}</td>
                  <Figures agent={agent} />
                </tr>
              ) : (
                <TreeRow key={agent.id} agent={agent} />
              ),
            )}
          </tbody>
        </table>
      </TableWrap>
      <Pager
        page={props.query.page}
        pageSize={AGENTS_PAGE_SIZE}
        total={list.data.total}
        onPage={props.onPage}
      />
    </div>
  );
}

/** An agent's row; opened, its downline agents follow it, one level further in. */
function TreeRow({ agent }: { agent: AdminAgentRow }) {
  const text = useText();
  const [open, setOpen] = useState(false);
  const indent = { paddingInlineStart: `${(agent.level - 1) * 1.5}rem` };
  return (
    <>
      <tr>
        <th scope="row" className={styles.nowrap} style={indent}>
          {agent.directAgents > 0 ? (
            <button
              type="button"
              className={styles.treeToggle}
              aria-expanded={open}
              aria-label={text('agents_downline_of', { username: agent.username })}
              onClick={() => setOpen(!open)}
            >
              <span aria-hidden="true">{open ? '▾' : '▸'}</span>
            </button>
          ) : (
            <span className={styles.treeLeaf} aria-hidden="true" />
          )}
          <Link to={`/admin/agents/${agent.id}`}>{agent.username}</Link>
        </th>
        <Figures agent={agent} />
      </tr>
      {open ? <Downline parent={agent} page={1} /> : null}
    </>
  );
}

/** A page of a parent's downline agents, and a row to show the next page. */
function Downline({ parent, page }: { parent: AdminAgentRow; page: number }) {
  const text = useText();
  const [more, setMore] = useState(false);
  const rows = useAgentTree({ parent: parent.id, page });
  const indent = { paddingInlineStart: `${parent.level * 1.5}rem` };
  if (rows.isPending || rows.isError) {
    return (
      <tr>
        <td colSpan={COLUMNS} style={indent}>
          {rows.isPending ? (
            text('loading')
          ) : (
            <Failed retry={() => void rows.refetch()} error={rows.error} />
          )}
        </td>
      </tr>
    );
  }
  const shown = (page - 1) * AGENTS_PAGE_SIZE + rows.data.agents.length;
  return (
    <>
      {rows.data.agents.map((agent) => (
        <TreeRow key={agent.id} agent={agent} />
      ))}
      {more ? (
        <Downline parent={parent} page={page + 1} />
      ) : shown < rows.data.total ? (
        <tr>
          <td colSpan={COLUMNS} style={indent}>
            <button
              type="button"
              className={`${styles.button} ${styles.secondary}`}
              onClick={() => setMore(true)}
            >
              {text('agents_more', {
                username: parent.username,
                shown,
                total: rows.data.total,
              })}
            </button>
          </td>
        </tr>
      ) : null}
    </>
  );
}

function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  const text = useText();
  return (
    <>
      <ErrorLine error={error} />
      <button className={styles.button} type="button" onClick={retry}>
        {text('retry')}
      </button>
    </>
  );
}
