import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import styles from '../admin.module.css';
import { PAGE_SIZE, useFeedbackDetail, useFeedbackList, useReplyFeedback } from '../content-api';
import { WriteStatus } from '../content-form';
import { utcTime } from '../model';
import { Pager } from '../pager';
import { QueryBlock } from '../query-block';
import { useText } from '../use-text';

/** Members' feedback, filtered by answered or not and by category; the filters live in the address. */
export default function FeedbackScreen() {
  const text = useText();
  const [params, setParams] = useSearchParams();
  const status = (['open', 'replied'] as const).find((s) => s === params.get('status'));
  const categoryId = Number(params.get('category')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useFeedbackList({
    page,
    ...(status ? { status } : {}),
    ...(categoryId ? { categoryId } : {}),
  });
  const id = useId();

  useEffect(() => {
    document.title = `${text('feedback_title')} · ${text('brand')}`;
  }, [text]);

  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setParams(next);
  };

  return (
    <>
      <h1>{text('feedback_title')}</h1>
      <form
        className={`${styles.card} ${styles.row}`}
        role="search"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-status`}>{text('status')}</label>
          <select
            id={`${id}-status`}
            className={styles.select}
            value={status ?? ''}
            onChange={(e) => setFilter('status', e.target.value)}
          >
            <option value="">{text('filter_all')}</option>
            <option value="open">{text('feedback_open')}</option>
            <option value="replied">{text('feedback_replied')}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-category`}>{text('feedback_category')}</label>
          <select
            id={`${id}-category`}
            className={styles.select}
            value={categoryId ?? ''}
            onChange={(e) => setFilter('category', e.target.value)}
          >
            <option value="">{text('filter_all')}</option>
            {list.data?.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      </form>
      <QueryBlock query={list} isEmpty={(data) => data.items.length === 0} empty="feedback_empty">
        {(data) => (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={styles.srOnly}>{text('feedback_title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text('audit_time')}</th>
                    <th scope="col">{text('username')}</th>
                    <th scope="col">{text('feedback_category')}</th>
                    <th scope="col">{text('feedback_text')}</th>
                    <th scope="col">{text('status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((item) => (
                    <tr key={item.id}>
                      <td className={`${styles.mono} ${styles.nowrap}`}>
                        {utcTime(item.createdAt)}
                      </td>
                      <th scope="row">
                        <Link
                          to={`/admin/feedback/${item.id}`}
                          aria-label={text('feedback_open_named', {
                            username: item.username,
                            id: item.id,
                          })}
                        >
                          {item.username}
                        </Link>
                      </th>
                      <td>{item.category}</td>
                      <td className={styles.clip}>{item.text}</td>
                      <td>{text(item.status === 'open' ? 'feedback_open' : 'feedback_replied')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              onPage={(p) => setFilter('page', String(p))}
            />
          </>
        )}
      </QueryBlock>
    </>
  );
}

/** One feedback: the member's text and images, and the reply. */
export function FeedbackDetailScreen() {
  const text = useText();
  const id = Number(useParams().id);
  const detail = useFeedbackDetail(id);
  const reply = useReplyFeedback(id);
  const [notice, setNotice] = useState<string | null>(null);
  const field = useId();

  useEffect(() => {
    document.title = `${text('feedback_detail_title', { id })} · ${text('brand')}`;
  }, [text, id]);

  const onReply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('reply')).trim();
    setNotice(null);
    reply.mutateAsync(value).then(
      (saved) =>
        setNotice(
          text('feedback_reply_sent', {
            username: detail.data?.username ?? '',
            at: utcTime(saved.repliedAt ?? ''),
          }),
        ),
      () => undefined,
    );
  };

  return (
    <>
      <p>
        <Link to="/admin/feedback">{text('feedback_back')}</Link>
      </p>
      <h1>{text('feedback_detail_title', { id })}</h1>
      <QueryBlock query={detail}>
        {(item) => (
          <>
            <dl className={styles.facts}>
              <dt>{text('username')}</dt>
              <dd>{item.username}</dd>
              <dt>{text('feedback_category')}</dt>
              <dd>{item.category}</dd>
              <dt>{text('audit_time')}</dt>
              <dd>{utcTime(item.createdAt)}</dd>
              <dt>{text('status')}</dt>
              <dd>{text(item.status === 'open' ? 'feedback_open' : 'feedback_replied')}</dd>
            </dl>
            <h2>{text('feedback_text')}</h2>
            <p className={styles.prose}>{item.text}</p>
            {item.images.length > 0 ? (
              <>
                <h2>{text('application_images')}</h2>
                <div className={styles.row}>
                  {item.images.map((image, index) => (
                    <a key={image.id} href={image.url} target="_blank" rel="noreferrer">
                      <img
                        className={styles.thumb}
                        src={image.url}
                        alt={text('application_image', { n: index + 1, member: item.username })}
                        width={64}
                        height={64}
                        loading="lazy"
                      />
                    </a>
                  ))}
                </div>
              </>
            ) : null}
            <h2>{text('feedback_reply')}</h2>
            <WriteStatus notice={notice} error={reply.error} />
            <form onSubmit={onReply}>
              <div className={styles.field}>
                <label htmlFor={field}>{text('feedback_reply_label')}</label>
                <textarea
                  id={field}
                  name="reply"
                  className={styles.textarea}
                  rows={4}
                  required
                  maxLength={2000}
                  defaultValue={item.reply ?? ''}
                />
              </div>
              <button className={styles.button} type="submit" disabled={reply.isPending}>
                {text(item.reply === null ? 'feedback_reply_send' : 'feedback_reply_update')}
              </button>
            </form>
          </>
        )}
      </QueryBlock>
    </>
  );
}
