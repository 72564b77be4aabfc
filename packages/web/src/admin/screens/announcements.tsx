import { originImageUrl, type AdminAnnouncement } from '@kalaro/contract/content-admin';
import { IMAGE_ACCEPT } from '@kalaro/contract/uploads';
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styles from '../admin.module.css';
import { PAGE_SIZE, useAnnouncementWrites, useAnnouncements } from '../content-api';
import { DeleteButton, TranslationFieldsets, WriteStatus, useWriteStatus } from '../content-form';
import {
  ANNOUNCEMENT_TYPES,
  CONTENT_LANGUAGES,
  announcementBody,
  announcementFormOf,
  emptyAnnouncementForm,
  unpublishBody,
  type AnnouncementForm,
} from '../content-model';
import type { AdminText } from '../model';
import { utcTime } from '../model';
import { Pager } from '../pager';
import { QueryBlock } from '../query-block';
import { useText } from '../use-text';

const typeText = (type: string) => `announcement_type_${type}` as AdminText;
const stateText = (state: string) => `announcement_state_${state}` as AdminText;

/** Announcements of every type and group: the filtered list, and the form to write one. */
export default function AnnouncementsScreen() {
  const text = useText();
  const [type, setType] = useState('');
  const [language, setLanguage] = useState('');
  const [page, setPage] = useState(1);
  const list = useAnnouncements({
    page,
    ...(type ? { type } : {}),
    ...(language ? { language: language as 'EN' } : {}),
  });
  const writes = useAnnouncementWrites();
  const [editing, setEditing] = useState<number | null>(null);
  const [form, setForm] = useState<AnnouncementForm>(emptyAnnouncementForm);
  const { notice, setNotice, error, setError, run } = useWriteStatus();
  const id = useId();
  const field = (name: string) => `${id}-${name}`;

  useEffect(() => {
    document.title = `${text('announcements_title')} · ${text('brand')}`;
  }, [text]);

  const set =
    (name: keyof AnnouncementForm) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setForm((f) => ({ ...f, [name]: event.target.value }));

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const title = form.titleEN.trim();
    run(
      writes.save.mutateAsync({ id: editing, body: announcementBody(form) }).then(() => {
        setEditing(null);
        setForm(emptyAnnouncementForm());
      }),
      text('announcement_saved', { title }),
    );
  };

  const onImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(null);
    writes.upload.mutateAsync(file).then(
      (image) =>
        setForm((f) => ({
          ...f,
          imageUrl: image.imageUrl,
          imageWidth: String(image.width),
          imageHeight: String(image.height),
        })),
      (failure: unknown) => setError(failure),
    );
  };

  const edit = (item: AdminAnnouncement) => {
    setEditing(item.id);
    setForm(announcementFormOf(item));
    setNotice(null);
    document.getElementById(field('form'))?.scrollIntoView?.();
  };
  const titleOf = (item: AdminAnnouncement) => item.translations.EN?.title ?? '';

  return (
    <>
      <h1>{text('announcements_title')}</h1>
      <WriteStatus notice={notice} error={error} />

      <section className={styles.card} aria-labelledby={field('form')}>
        <h2 id={field('form')}>
          {editing === null ? text('announcement_new') : text('announcement_edit', { id: editing })}
        </h2>
        <form onSubmit={onSave}>
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor={field('type')}>{text('announcement_type')}</label>
              <select
                id={field('type')}
                className={styles.select}
                value={form.type}
                onChange={set('type')}
              >
                {ANNOUNCEMENT_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {text(typeText(t))}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={field('group')}>{text('announcement_group')}</label>
              <select
                id={field('group')}
                className={styles.select}
                value={form.groupName}
                onChange={set('groupName')}
              >
                <option value="m_home">{text('announcement_group_m_home')}</option>
                <option value="m_reg">{text('announcement_group_m_reg')}</option>
              </select>
            </div>
            {form.type === 'PU' ? (
              <div className={styles.field}>
                <label htmlFor={field('execution')}>{text('announcement_execution')}</label>
                <select
                  id={field('execution')}
                  className={styles.select}
                  value={form.execution}
                  onChange={set('execution')}
                >
                  <option value="A">{text('announcement_execution_A')}</option>
                  <option value="B">{text('announcement_execution_B')}</option>
                  <option value="F">{text('announcement_execution_F')}</option>
                </select>
              </div>
            ) : null}
            <div className={styles.field}>
              <label htmlFor={field('start')}>{text('announcement_start')}</label>
              <input
                id={field('start')}
                type="datetime-local"
                className={styles.input}
                value={form.startAt}
                onChange={set('startAt')}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={field('end')}>{text('announcement_end')}</label>
              <input
                id={field('end')}
                type="datetime-local"
                className={styles.input}
                value={form.endAt}
                onChange={set('endAt')}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={field('sort')}>{text('announcement_sort')}</label>
              <input
                id={field('sort')}
                type="number"
                min={0}
                className={styles.input}
                value={form.sortOrder}
                onChange={set('sortOrder')}
              />
            </div>
          </div>
          {form.type === 'B' ? (
            <div className={styles.row}>
              <div className={styles.field}>
                <label htmlFor={field('image')}>{text('announcement_image')}</label>
                <input
                  id={field('image')}
                  type="file"
                  accept={IMAGE_ACCEPT}
                  className={styles.input}
                  onChange={onImage}
                />
              </div>
              {form.imageUrl ? (
                <img
                  className={styles.preview}
                  src={originImageUrl(form.imageUrl)}
                  alt={text('announcement_image_preview')}
                  width={Number(form.imageWidth) || undefined}
                  height={Number(form.imageHeight) || undefined}
                />
              ) : (
                <p className={styles.hint}>
                  {writes.upload.isPending ? text('loading') : text('announcement_image_needed')}
                </p>
              )}
              <div className={styles.field}>
                <label htmlFor={field('link')}>{text('announcement_link')}</label>
                <input
                  id={field('link')}
                  className={styles.input}
                  value={form.linkUrl}
                  onChange={set('linkUrl')}
                  placeholder="/m/activity"
                />
              </div>
            </div>
          ) : null}
          <TranslationFieldsets
            idOf={field}
            rows={3}
            inputs={(lang, part) => ({
              value: form[`${part}${lang}`],
              onChange: set(`${part}${lang}`),
            })}
          />
          <div className={styles.row}>
            <button
              className={styles.button}
              type="submit"
              disabled={writes.save.isPending || writes.upload.isPending}
            >
              {text(editing === null ? 'announcement_publish' : 'save')}
            </button>
            {editing !== null ? (
              <button
                className={`${styles.button} ${styles.secondary}`}
                type="button"
                onClick={() => {
                  setEditing(null);
                  setForm(emptyAnnouncementForm());
                }}
              >
                {text('cancel')}
              </button>
            ) : null}
          </div>
        </form>
      </section>

      <form
        className={`${styles.card} ${styles.row}`}
        role="search"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className={styles.field}>
          <label htmlFor={field('filter-type')}>{text('announcement_type')}</label>
          <select
            id={field('filter-type')}
            className={styles.select}
            value={type}
            onChange={(e) => {
              setType(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{text('filter_all')}</option>
            {ANNOUNCEMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {text(typeText(t))}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={field('filter-language')}>{text('language')}</label>
          <select
            id={field('filter-language')}
            className={styles.select}
            value={language}
            onChange={(e) => {
              setLanguage(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{text('filter_all')}</option>
            {CONTENT_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </div>
      </form>

      <QueryBlock
        query={list}
        isEmpty={(data) => data.items.length === 0}
        empty="announcements_empty"
      >
        {(data) => (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={styles.srOnly}>{text('announcements_title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text('content_title')}</th>
                    <th scope="col">{text('announcement_type')}</th>
                    <th scope="col">{text('announcement_languages')}</th>
                    <th scope="col">{text('status')}</th>
                    <th scope="col">{text('announcement_schedule')}</th>
                    <th scope="col">{text('actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((item) => (
                    <tr key={item.id}>
                      <th scope="row">
                        {item.type === 'B' && item.imageUrl ? (
                          <img
                            className={styles.bannerThumb}
                            src={originImageUrl(item.imageUrl)}
                            alt=""
                            width={item.imageWidth ?? undefined}
                            height={item.imageHeight ?? undefined}
                          />
                        ) : null}
                        {titleOf(item)}
                      </th>
                      <td>
                        {text(typeText(item.type))}
                        {item.groupName === 'm_reg' ? ` · ${text('announcement_group_m_reg')}` : ''}
                      </td>
                      <td>{Object.keys(item.translations).join(', ')}</td>
                      <td>{text(stateText(item.state))}</td>
                      <td className={`${styles.mono} ${styles.nowrap}`}>
                        {item.startAt ? utcTime(item.startAt) : '–'}
                        <br />
                        {item.endAt ? utcTime(item.endAt) : '–'}
                      </td>
                      <td>
                        <div className={styles.actions}>
                          <button
                            type="button"
                            className={`${styles.button} ${styles.secondary}`}
                            onClick={() => edit(item)}
                            aria-label={text('edit_named', { name: titleOf(item) })}
                          >
                            {text('edit')}
                          </button>
                          {item.state !== 'ended' ? (
                            <button
                              type="button"
                              className={`${styles.button} ${styles.secondary}`}
                              disabled={writes.save.isPending}
                              aria-label={text('announcement_unpublish_named', {
                                name: titleOf(item),
                              })}
                              onClick={() =>
                                run(
                                  writes.save.mutateAsync({
                                    id: item.id,
                                    body: unpublishBody(item, new Date().toISOString()),
                                  }),
                                  text('announcement_unpublished', { title: titleOf(item) }),
                                )
                              }
                            >
                              {text('announcement_unpublish')}
                            </button>
                          ) : null}
                          <DeleteButton
                            name={titleOf(item)}
                            disabled={writes.remove.isPending}
                            onDelete={() =>
                              run(
                                writes.remove.mutateAsync(item.id),
                                text('deleted', { name: titleOf(item) }),
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
            <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryBlock>
    </>
  );
}
