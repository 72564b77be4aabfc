import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackItem } from '@kalaro/contract/promotions';
import { UPLOAD_LIMIT } from '@kalaro/contract/uploads';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { errorMessageKey } from '@/shared/http/error-message';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { ImagePicker, useImagePicks } from '@/shared/ui/image-picker';
import { Spinner } from '@/shared/ui/spinner';
import { SentImages } from '@/shared/ui/sent-images';
import { toast } from '@/shared/ui/toast/toast-store';
import button from '@/shared/ui/button.module.css';
import form from '@/shared/ui/form.module.css';
import { useFeedbackCategories } from '@/features/feedback/api/get-categories';
import { useMyFeedback } from '@/features/feedback/api/get-feedback';
import { useSubmitFeedback } from '@/features/feedback/api/submit-feedback';
import {
  feedbackProblems,
  feedbackTextLength,
  type FeedbackProblem,
} from '@/features/feedback/model';
import styles from '@/features/feedback/components/feedback.module.css';

const formatDateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

function FeedbackForm() {
  const { t } = useTranslation();
  const id = useId();
  const language = useDebouncedLanguage();
  const categories = useFeedbackCategories(language);
  const submit = useSubmitFeedback();
  const picks = useImagePicks();
  const [categoryId, setCategoryId] = useState('');
  const [text, setText] = useState('');
  const [shown, setShown] = useState<FeedbackProblem[]>([]);
  const ids = { category: `${id}-category`, text: `${id}-text`, counter: `${id}-counter` };
  const has = (problem: FeedbackProblem) => shown.includes(problem);
  const textProblem = shown.find((p) => p !== 'category');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = feedbackProblems({ categoryId, text });
    setShown(problems);
    if (problems.length > 0) {
      document.getElementById(problems[0] === 'category' ? ids.category : ids.text)?.focus();
      return;
    }
    submit.mutate(
      {
        language,
        categoryId: Number(categoryId),
        text: text.trim(),
        images: picks.images.map((i) => i.file),
      },
      {
        onSuccess: () => {
          toast.success(t('feedback_sent_toast'));
          setCategoryId('');
          setText('');
          picks.clear();
        },
      },
    );
  };

  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('feedback_form_title')}
      </h2>
      <div className={form.field} data-invalid={has('category') ? true : undefined}>
        <label htmlFor={ids.category} className={form.label}>
          {t('feedback_category_label')}
        </label>
        <select
          id={ids.category}
          className={styles.control}
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
          disabled={submit.isPending || !categories.isSuccess}
          aria-invalid={has('category') ? true : undefined}
          aria-describedby={has('category') ? `${ids.category}-error` : undefined}
        >
          <option value="">
            {categories.isError ? t('feedback_categories_failed') : t('feedback_category_choose')}
          </option>
          {categories.data?.list.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        {categories.isError && (
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            onClick={() => void categories.refetch()}
          >
            {t('retry')}
          </button>
        )}
        {has('category') && (
          <p id={`${ids.category}-error`} className={styles.error} role="alert">
            {t('feedback_error_category')}
          </p>
        )}
      </div>
      <div className={form.field} data-invalid={textProblem ? true : undefined}>
        <label htmlFor={ids.text} className={form.label}>
          {t('feedback_text_label')}
        </label>
        <textarea
          id={ids.text}
          className={`${styles.control} ${styles.textarea}`}
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={submit.isPending}
          aria-invalid={textProblem ? true : undefined}
          aria-describedby={textProblem ? `${ids.counter} ${ids.text}-error` : ids.counter}
        />
        <p
          id={ids.counter}
          className={styles.counter}
          data-over={feedbackTextLength(text) > UPLOAD_LIMIT.FEEDBACK_TEXT_MAX ? true : undefined}
        >
          {t('promotions_comment_counter', {
            used: feedbackTextLength(text),
            max: UPLOAD_LIMIT.FEEDBACK_TEXT_MAX,
          })}
        </p>
        {textProblem && (
          <p id={`${ids.text}-error`} className={styles.error} role="alert">
            {t(textProblem === 'text_required' ? 'feedback_text_required' : 'feedback_error_text', {
              max: UPLOAD_LIMIT.FEEDBACK_TEXT_MAX,
            })}
          </p>
        )}
      </div>
      <ImagePicker picks={picks} label={t('feedback_images_label')} disabled={submit.isPending} />
      {submit.isError && (
        <p className={styles.error} role="alert">
          {t(errorMessageKey(submit.error))}
        </p>
      )}
      <button type="submit" className={button.button} disabled={submit.isPending}>
        {submit.isPending && <Spinner size={18} />}
        {t(submit.isPending ? 'feedback_sending' : 'feedback_send')}
      </button>
    </form>
  );
}

function FeedbackEntry({ item, locale }: { item: FeedbackItem; locale: string }) {
  const { t } = useTranslation();
  return (
    <article
      className={styles.card}
      aria-labelledby={`feedback-${item.id}`}
      data-testid="feedback-item"
    >
      <header className={styles.entryHead}>
        <h3 id={`feedback-${item.id}`} className={styles.entryTitle}>
          {item.category}
        </h3>
        <span className={styles.badge} data-status={item.status}>
          {t(item.status === 'replied' ? 'feedback_status_replied' : 'feedback_status_open')}
        </span>
      </header>
      <p className={styles.meta}>
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, locale)}</time>
      </p>
      <p className={styles.text}>{item.text}</p>
      <SentImages images={item.images} label={t('feedback_images_label')} />
      {item.reply !== null && (
        <div className={styles.reply}>
          <p className={styles.replyLabel}>
            {t('feedback_reply_label')}
            {item.repliedAt && (
              <>
                {' · '}
                <time dateTime={item.repliedAt}>{formatDateTime(item.repliedAt, locale)}</time>
              </>
            )}
          </p>
          <p className={styles.text}>{item.reply}</p>
        </div>
      )}
    </article>
  );
}

function FeedbackList() {
  const { t, i18n } = useTranslation();
  const language = useDebouncedLanguage();
  const locale = HTML_LANG[resolveLanguage(i18n.language)];
  const feedback = useMyFeedback(language);

  let body;
  if (feedback.isPending) {
    body = (
      <p className={styles.meta} role="status">
        <Spinner size={18} /> {t('feedback_loading')}
      </p>
    );
  } else if (feedback.isError) {
    body = (
      <div className={styles.card}>
        <p className={styles.error}>{t(errorMessageKey(feedback.error))}</p>
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          onClick={() => void feedback.refetch()}
          disabled={feedback.isFetching}
        >
          {t('retry')}
        </button>
      </div>
    );
  } else if (feedback.data.list.length === 0) {
    body = <p className={styles.meta}>{t('feedback_empty')}</p>;
  } else {
    body = (
      <ul className={styles.list}>
        {feedback.data.list.map((item) => (
          <li key={item.id}>
            <FeedbackEntry item={item} locale={locale} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="my-feedback-title">
      <h2 id="my-feedback-title" className={styles.sectionTitle}>
        {t('feedback_list_title')}
      </h2>
      {body}
    </section>
  );
}

/** /m/feedback: send feedback (category, text, images) and read the replies. */
export function FeedbackPage() {
  return (
    <div className={styles.page}>
      <FeedbackForm />
      <FeedbackList />
    </div>
  );
}
