import type { AdminVendor, VendorWallet } from '@kalaro/contract/games-admin';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useGameVendors } from '../api';
import styles from '../admin.module.css';
import { ErrorLine } from '../error-line';
import { Problems } from '../form-fields';
import { utcTime } from '../model';
import { QueryBlock } from '../query-block';
import { useText } from '../use-text';
import { usePutVendorWallet, useVendorWallets } from '../vendor-wallets-api';
import {
  editableVendors,
  walletBody,
  walletForm,
  type VendorWalletForm,
} from '../vendor-wallets-model';

/** The operator's currency when no integration names one yet. */
const FIRST_CURRENCY = 'PHP';

/**
 * The game vendors' seamless wallets: where each vendor's games launch, the
 * wallet's currency, on or off, and the shared secret that signs the launch
 * and every money callback — written here, never shown again.
 */
export default function VendorWalletsScreen() {
  const text = useText();
  const wallets = useVendorWallets();
  const vendors = useGameVendors();
  const [editing, setEditing] = useState<string | null>(null);
  const [done, setDone] = useState('');

  useEffect(() => {
    document.title = `${text('wallets_title')} · ${text('brand')}`;
  }, [text]);

  return (
    <>
      <h1>{text('wallets_title')}</h1>
      <p className={styles.hint}>{text('wallets_intro')}</p>
      <p role="status">{done}</p>
      <QueryBlock query={wallets}>
        {({ wallets: list }) =>
          list.length === 0 ? (
            <p>{text('wallets_empty')}</p>
          ) : (
            <WalletsTable wallets={list} onEdit={(code) => setEditing(code)} />
          )
        }
      </QueryBlock>
      {wallets.data ? (
        <QueryBlock query={vendors}>
          {(data) => (
            <WalletEditor
              // A vendor picked anew starts from what is set for it.
              key={editing ?? ''}
              vendors={editableVendors(data.vendors, wallets.data.wallets)}
              wallets={wallets.data.wallets}
              initial={editing}
              onSaved={(code) => {
                setDone(text('wallets_saved', { name: code }));
                setEditing(code);
              }}
              onEdit={() => setDone('')}
            />
          )}
        </QueryBlock>
      ) : null}
    </>
  );
}

function WalletsTable(props: { wallets: VendorWallet[]; onEdit: (code: string) => void }) {
  const text = useText();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.srOnly}>{text('wallets_title')}</caption>
        <thead>
          <tr>
            <th scope="col">{text('games_vendor')}</th>
            <th scope="col">{text('wallets_endpoint')}</th>
            <th scope="col">{text('wallets_currency')}</th>
            <th scope="col">{text('status')}</th>
            <th scope="col">{text('wallets_secret')}</th>
            <th scope="col">{text('wallets_source')}</th>
            <th scope="col">{text('games_action')}</th>
          </tr>
        </thead>
        <tbody>
          {props.wallets.map((w) => (
            <tr key={w.vendor}>
              <th scope="row" className={styles.mono}>
                {w.vendor}
              </th>
              <td className={styles.mono}>{w.endpoint}</td>
              <td>{w.currency}</td>
              <td>{text(w.enabled ? 'status_active' : 'status_disabled')}</td>
              <td>{text(w.secretSet ? 'wallets_secret_set' : 'wallets_secret_missing')}</td>
              <td>
                {w.source === 'environment'
                  ? text('wallets_source_environment')
                  : text('wallets_source_back_office', { at: utcTime(w.updatedAt ?? '') })}
              </td>
              <td>
                {w.source === 'backOffice' ? (
                  <button
                    type="button"
                    className={`${styles.button} ${styles.secondary}`}
                    onClick={() => props.onEdit(w.vendor)}
                  >
                    {text('wallets_edit', { name: w.vendor })}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WalletEditor(props: {
  vendors: AdminVendor[];
  wallets: VendorWallet[];
  initial: string | null;
  onSaved: (code: string) => void;
  onEdit: () => void;
}) {
  const text = useText();
  const put = usePutVendorWallet();
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  const currency = props.wallets[0]?.currency ?? FIRST_CURRENCY;
  const setOf = (code: string) => props.wallets.find((w) => w.vendor === code);
  const first = props.initial ?? props.vendors[0]?.code ?? '';
  const [form, setForm] = useState<VendorWalletForm>(() =>
    walletForm(first, setOf(first), currency),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const isSet = Boolean(setOf(form.vendor));

  if (props.vendors.length === 0) return <p>{text('wallets_no_vendor')}</p>;

  const change = (next: Partial<VendorWalletForm>) => {
    props.onEdit();
    setForm((f) => ({ ...f, ...next }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = walletBody(form);
    if (!checked.ok) {
      put.reset(); // the problems are what stands now
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    put.mutate(
      { code: form.vendor, body: checked.body },
      {
        onSuccess: () => {
          setForm((f) => ({ ...f, secret: '' }));
          props.onSaved(form.vendor);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={id('heading')}>
      <h2 id={id('heading')}>{text('wallets_form_title')}</h2>
      <div className={styles.field}>
        <label htmlFor={id('vendor')}>{text('games_vendor')}</label>
        <select
          id={id('vendor')}
          className={styles.select}
          value={form.vendor}
          onChange={(e) => {
            props.onEdit();
            setProblems({});
            setForm(walletForm(e.target.value, setOf(e.target.value), currency));
          }}
        >
          {props.vendors.map((v) => (
            <option key={v.code} value={v.code}>
              {v.name} ({v.code})
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={id('endpoint')}>{text('wallets_endpoint')}</label>
        <input
          id={id('endpoint')}
          className={styles.input}
          type="url"
          inputMode="url"
          autoComplete="off"
          value={form.endpoint}
          aria-invalid={'endpoint' in problems || undefined}
          onChange={(e) => change({ endpoint: e.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={id('currency')}>{text('wallets_currency')}</label>
        <input
          id={id('currency')}
          className={styles.input}
          maxLength={3}
          autoComplete="off"
          value={form.currency}
          aria-invalid={'currency' in problems || undefined}
          onChange={(e) => change({ currency: e.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={id('secret')}>{text('wallets_secret')}</label>
        <input
          id={id('secret')}
          className={styles.input}
          type="password"
          autoComplete="new-password"
          value={form.secret}
          aria-describedby={id('secret-hint')}
          aria-invalid={'secret' in problems || undefined}
          onChange={(e) => change({ secret: e.target.value })}
        />
        <p id={id('secret-hint')} className={styles.hint}>
          {text(isSet ? 'wallets_secret_keep' : 'wallets_secret_new')}
        </p>
      </div>
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.enabled}
            onChange={(e) => change({ enabled: e.target.checked })}
          />{' '}
          {text('wallets_enabled')}
        </label>
      </div>
      <Problems
        problems={problems}
        labels={{
          endpoint: 'wallets_endpoint',
          currency: 'wallets_currency',
          secret: 'wallets_secret',
        }}
      />
      <ErrorLine error={put.error} />
      <button type="submit" className={styles.button} disabled={put.isPending}>
        {text('wallets_save', { name: form.vendor })}
      </button>
    </form>
  );
}
