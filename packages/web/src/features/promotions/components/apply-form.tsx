import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Application } from '@kalaro/contract/promotions';
import { UPLOAD_LIMIT } from '@kalaro/contract/uploads';
import { errorMessageKey } from '@/shared/http/error-message';
import { ImagePicker, useImagePicks } from '@/shared/ui/image-picker';
import { Spinner } from '@/shared/ui/spinner';
import button from '@/shared/ui/button.module.css';
import form from '@/shared/ui/form.module.css';
import { useApplyToPromotion } from '@/features/promotions/api/apply';
import { commentLeft, commentProblem } from '@/features/promotions/model';
import styles from '@/features/promotions/components/promotions.module.css';

interface Props {
  promotionId: number;
  onApplied: (application: Application) => void;
}

/**
 * The application form: a comment (at most 140 characters, counted live) and
 * up to three png/jpg images. Checked here with the server's limits; the
 * server's answer (e.g. not an image by its bytes) is shown under the form.
 */
export function ApplyForm({ promotionId, onApplied }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const picks = useImagePicks();
  const apply = useApplyToPromotion();
  const left = commentLeft(comment);
  const problem = commentProblem(comment);
  const shownProblem = touched ? problem : null;
  const commentId = `${id}-comment`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) {
      document.getElementById(commentId)?.focus();
      return;
    }
    apply.mutate(
      { promotionId, comment: comment.trim(), images: picks.images.map((image) => image.file) },
      {
        onSuccess: (application) => {
          setComment('');
          setTouched(false);
          picks.clear();
          onApplied(application);
        },
      },
    );
  };

  return (
    <form className={form.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('promotions_apply_title')}
      </h2>
      <div className={form.field} data-invalid={shownProblem ? true : undefined}>
        <label htmlFor={commentId} className={form.label}>
          {t('promotions_comment_label')}
        </label>
        <textarea
          id={commentId}
          name="comment"
          className={styles.textarea}
          rows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          onBlur={() => comment !== '' && setTouched(true)}
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={shownProblem ? `${counterId} ${errorId}` : counterId}
          disabled={apply.isPending}
        />
        <p
          id={counterId}
          className={styles.counter}
          data-over={left < 0 ? true : undefined}
          data-testid="comment-counter"
        >
          {t('promotions_comment_counter', {
            used: UPLOAD_LIMIT.COMMENT_MAX - left,
            max: UPLOAD_LIMIT.COMMENT_MAX,
          })}
        </p>
        {shownProblem && (
          <p id={errorId} className={styles.fieldError} role="alert">
            {t(
              shownProblem === 'required'
                ? 'promotions_comment_required'
                : 'promotions_comment_too_long',
              { max: UPLOAD_LIMIT.COMMENT_MAX },
            )}
          </p>
        )}
      </div>
      <ImagePicker picks={picks} label={t('promotions_images_label')} disabled={apply.isPending} />
      {apply.isError && (
        <p className={styles.formError} role="alert">
          {t(errorMessageKey(apply.error))}
        </p>
      )}
      <button type="submit" className={button.button} disabled={apply.isPending}>
        {apply.isPending && <Spinner size={18} />}
        {t(apply.isPending ? 'promotions_applying' : 'promotions_apply')}
      </button>
    </form>
  );
}
