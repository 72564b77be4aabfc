import { useEffect, useId, useState, type FormEvent } from 'react';
import styles from '../admin.module.css';
import { PAGE_SIZE, useMessageSends, useSendMessage } from '../content-api';
import { TranslationFieldsets, WriteStatus } from '../content-form';
import { audienceOf } from '../content-model';
import type { AdminText } from '../model';
import { utcTime } from '../model';
import { Pager } from '../pager';
import { QueryBlock } from '../query-block';
import { useText } from '../use-text';

/** A new key for each message written: a retry of the same send sends once. */
const newKey = () => crypto.randomUUID();

/** Inbox messages: send to one member, a list or everyone; what was sent. */
export default function MessagesScreen() {
  const text = useText();
  const [page, setPage] = useState(1);
  const sends = useMessageSends(page);
  const send = useSendMessage();
  const [audience, setAudience] = useState('member');
  const [key, setKey] = useState(newKey);
  const [notice, setNotice] = useState<string | null>(null);
  const id = useId();
  const field = (name: string) => `${id}-${name}`;

  useEffect(() => {
    document.title = `${text('messages_title')} · ${text('brand')}`;
  }, [text]);

  const onSend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const value = (name: string) => String(form.get(name) ?? '');
    const to = audienceOf(audience, value('username'), value('usernames'));
    if (!to) return;
    const translations: Record<string, { title: string; content: string }> = {
      EN: { title: value('titleEN'), content: value('contentEN') },
    };
    if (value('titleTY').trim() !== '') {
      translations.TY = {
        title: value('titleTY'),
        content: value('contentTY') || value('contentEN'),
      };
    }
    setNotice(null);
    send
      .mutateAsync({
        clientKey: key,
        audience: to,
        kind: value('kind') as 'service' | 'marketing',
        translations,
      })
      .then(
        (sent) => {
          formElement.reset();
          setAudience('member');
          setKey(newKey());
          setNotice(text('messages_sent', { count: sent.recipients, skipped: sent.skipped }));
        },
        () => undefined,
      );
  };

  const unknown = (send.error as { value?: { usernames?: string[] } } | null)?.value?.usernames;

  return (
    <>
      <h1>{text('messages_title')}</h1>
      <section className={styles.card} aria-labelledby={field('new')}>
        <h2 id={field('new')}>{text('messages_new')}</h2>
        <WriteStatus notice={notice} error={send.error} />
        {unknown?.length ? (
          <p className={styles.error}>
            {text('messages_unknown', { usernames: unknown.join(', ') })}
          </p>
        ) : null}
        <form onSubmit={onSend}>
          <fieldset className={styles.fieldset}>
            <legend>{text('messages_to')}</legend>
            <div className={styles.row}>
              {(['member', 'list', 'everyone'] as const).map((kind) => (
                <label key={kind} className={styles.choice}>
                  <input
                    type="radio"
                    name="audience"
                    value={kind}
                    checked={audience === kind}
                    onChange={() => setAudience(kind)}
                  />{' '}
                  {text(`messages_to_${kind}` as AdminText)}
                </label>
              ))}
            </div>
            {audience === 'member' ? (
              <div className={styles.field}>
                <label htmlFor={field('username')}>{text('username')}</label>
                <input
                  id={field('username')}
                  name="username"
                  className={styles.input}
                  required
                  maxLength={64}
                  autoComplete="off"
                />
              </div>
            ) : audience === 'list' ? (
              <div className={styles.field}>
                <label htmlFor={field('usernames')}>{text('messages_usernames')}</label>
                <textarea
                  id={field('usernames')}
                  name="usernames"
                  className={styles.textarea}
                  rows={4}
                  required
                  aria-describedby={field('usernames-hint')}
                />
                <p id={field('usernames-hint')} className={styles.hint}>
                  {text('messages_usernames_hint')}
                </p>
              </div>
            ) : (
              <p className={styles.hint}>{text('messages_everyone_hint')}</p>
            )}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor={field('kind')}>{text('messages_kind')}</label>
            <select
              id={field('kind')}
              name="kind"
              className={styles.select}
              defaultValue="service"
              aria-describedby={field('kind-hint')}
            >
              <option value="service">{text('messages_kind_service')}</option>
              <option value="marketing">{text('messages_kind_marketing')}</option>
            </select>
            <p id={field('kind-hint')} className={styles.hint}>
              {text('messages_kind_hint')}
            </p>
          </div>
          <TranslationFieldsets
            idOf={field}
            rows={3}
            contentRequired
            inputs={(lang, part) => ({ name: `${part}${lang}` })}
          />
          <button className={styles.button} type="submit" disabled={send.isPending}>
            {send.isPending ? text('messages_sending') : text('messages_send')}
          </button>
        </form>
      </section>

      <h2>{text('messages_sent_title')}</h2>
      <QueryBlock query={sends} isEmpty={(data) => data.items.length === 0} empty="messages_empty">
        {(data) => (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={styles.srOnly}>{text('messages_sent_title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text('audit_time')}</th>
                    <th scope="col">{text('content_title')}</th>
                    <th scope="col">{text('messages_to')}</th>
                    <th scope="col">{text('messages_kind')}</th>
                    <th scope="col" className={styles.num}>
                      {text('messages_recipients')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {text('messages_skipped')}
                    </th>
                    <th scope="col">{text('audit_actor')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((row) => (
                    <tr key={row.id}>
                      <td className={`${styles.mono} ${styles.nowrap}`}>
                        {utcTime(row.createdAt)}
                      </td>
                      <th scope="row">{row.title}</th>
                      <td>
                        {row.audience === 'everyone'
                          ? text('messages_to_everyone')
                          : row.usernames.join(', ')}
                      </td>
                      <td>{text(`messages_kind_${row.kind}` as AdminText)}</td>
                      <td className={styles.num}>{row.recipients}</td>
                      <td className={styles.num}>{row.skipped}</td>
                      <td>{row.operator}</td>
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
