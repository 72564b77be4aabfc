import type { AdminHelpEntry } from '@kalaro/contract/content-admin';
import { useEffect, useId, useState, type FormEvent } from 'react';
import styles from '../admin.module.css';
import { useHelpEntries, useHelpWrites } from '../content-api';
import { DeleteButton, TranslationFieldsets, WriteStatus, useWriteStatus } from '../content-form';
import { moveId } from '../content-model';
import { Pager } from '../pager';
import { QueryBlock } from '../query-block';
import { useText } from '../use-text';

type Device = 'MOBILE' | 'WEB';

/** Help-centre entries of a device: write, edit, delete and put in order. */
export default function HelpScreen() {
  const text = useText();
  const [device, setDevice] = useState<Device>('MOBILE');
  const [page, setPage] = useState(1);
  const list = useHelpEntries(device, page);
  const writes = useHelpWrites();
  const [editing, setEditing] = useState<AdminHelpEntry | null>(null);
  const [formKey, setFormKey] = useState(0);
  const { notice, error, run } = useWriteStatus();
  const id = useId();
  const field = (name: string) => `${id}-${name}`;

  useEffect(() => {
    document.title = `${text('help_title')} · ${text('brand')}`;
  }, [text]);

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    const translations: Record<string, { title: string; content: string }> = {
      EN: { title: value('titleEN').trim(), content: value('contentEN') },
    };
    if (value('titleTY').trim() !== '') {
      translations.TY = { title: value('titleTY').trim(), content: value('contentTY') };
    }
    const title = translations.EN!.title;
    run(
      writes.save
        .mutateAsync({
          id: editing?.id ?? null,
          body: { device, translations, sortOrder: editing?.sortOrder ?? list.data?.total ?? 0 },
        })
        .then(() => {
          setEditing(null);
          setFormKey((k) => k + 1);
        }),
      text('help_saved', { title }),
    );
  };

  const titleOf = (entry: AdminHelpEntry) => entry.translations.EN?.title ?? '';
  const move = (ids: number[], entry: AdminHelpEntry, by: -1 | 1) =>
    run(
      writes.order.mutateAsync({ device, ids: moveId(ids, entry.id, by) }),
      text('help_moved', { title: titleOf(entry) }),
    );

  return (
    <>
      <h1>{text('help_title')}</h1>
      <WriteStatus notice={notice} error={error} />
      <div className={`${styles.card} ${styles.row}`}>
        <div className={styles.field}>
          <label htmlFor={field('device')}>{text('help_device')}</label>
          <select
            id={field('device')}
            className={styles.select}
            value={device}
            onChange={(e) => {
              setDevice(e.target.value as Device);
              setPage(1);
              setEditing(null);
            }}
          >
            <option value="MOBILE">{text('help_device_MOBILE')}</option>
            <option value="WEB">{text('help_device_WEB')}</option>
          </select>
        </div>
      </div>

      <section className={styles.card} aria-labelledby={field('form')}>
        <h2 id={field('form')}>
          {editing ? text('help_edit', { title: titleOf(editing) }) : text('help_new')}
        </h2>
        <form key={`${formKey}-${editing?.id ?? 'new'}`} onSubmit={onSave}>
          <TranslationFieldsets
            idOf={field}
            rows={4}
            inputs={(lang, part) => ({
              name: `${part}${lang}`,
              defaultValue: editing?.translations[lang]?.[part] ?? '',
            })}
          />
          <div className={styles.row}>
            <button className={styles.button} type="submit" disabled={writes.save.isPending}>
              {text('save')}
            </button>
            {editing ? (
              <button
                className={`${styles.button} ${styles.secondary}`}
                type="button"
                onClick={() => setEditing(null)}
              >
                {text('cancel')}
              </button>
            ) : null}
          </div>
        </form>
      </section>

      <QueryBlock query={list} isEmpty={(data) => data.items.length === 0} empty="help_empty">
        {(data) => {
          const ids = data.items.map((e) => e.id);
          // Ordering names every entry: only when they are all on this page.
          const canOrder = data.total <= data.items.length;
          return (
            <>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption className={styles.srOnly}>{text('help_title')}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={styles.num}>
                        #
                      </th>
                      <th scope="col">{text('content_title')}</th>
                      <th scope="col">{text('announcement_languages')}</th>
                      <th scope="col">{text('actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((entry, index) => (
                      <tr key={entry.id}>
                        <td className={styles.num}>{(page - 1) * data.pageSize + index + 1}</td>
                        <th scope="row">{titleOf(entry)}</th>
                        <td>{Object.keys(entry.translations).join(', ')}</td>
                        <td>
                          <div className={styles.actions}>
                            <button
                              type="button"
                              className={`${styles.button} ${styles.secondary}`}
                              aria-label={text('help_up', { title: titleOf(entry) })}
                              disabled={!canOrder || index === 0 || writes.order.isPending}
                              onClick={() => move(ids, entry, -1)}
                            >
                              ↑
                            </button>
                            <button
                              type="button"
                              className={`${styles.button} ${styles.secondary}`}
                              aria-label={text('help_down', { title: titleOf(entry) })}
                              disabled={
                                !canOrder || index === ids.length - 1 || writes.order.isPending
                              }
                              onClick={() => move(ids, entry, 1)}
                            >
                              ↓
                            </button>
                            <button
                              type="button"
                              className={`${styles.button} ${styles.secondary}`}
                              aria-label={text('edit_named', { name: titleOf(entry) })}
                              onClick={() => setEditing(entry)}
                            >
                              {text('edit')}
                            </button>
                            <DeleteButton
                              name={titleOf(entry)}
                              disabled={writes.remove.isPending}
                              onDelete={() =>
                                run(
                                  writes.remove.mutateAsync(entry.id),
                                  text('deleted', { name: titleOf(entry) }),
                                )
                              }
                            />
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
            </>
          );
        }}
      </QueryBlock>
    </>
  );
}
