import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SECURITY_ANSWER_MAX,
  SECURITY_QUESTION_COUNT,
  SECURITY_QUESTIONS,
  type SecurityQuestionId,
  type SecurityQuestionsStatus,
} from '@kalaro/contract/security-questions';
import { Field } from '@/shared/ui/field';
import { QueryState } from '@/shared/ui/query-state';
import form from '@/shared/ui/form.module.css';
import {
  useSecurityQuestions,
  useSetSecurityQuestions,
} from '@/features/security/api/security-questions';
import { PasswordConfirm } from '@/features/security/components/security-forms';
import { useSecurityForm } from '@/features/security/components/use-security-form';
import {
  checkQuestionChoice,
  checkRequired,
  checkSecurityAnswer,
  questionText,
} from '@/features/security/model';
import styles from '@/features/security/components/security.module.css';

interface QuestionsValues {
  answers: { questionId: string; answer: string }[];
  password: string;
}

const PLACES = Array.from({ length: SECURITY_QUESTION_COUNT }, (_, i) => i);

/** Choose the questions, answer them, confirm with the login password. */
function QuestionsForm({ onSaved }: { onSaved: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const mutation = useSetSecurityQuestions();
  const values = useForm<QuestionsValues>({
    defaultValues: {
      answers: PLACES.map(() => ({ questionId: '', answer: '' })),
      password: '',
    },
  });
  const { errorOf, submit, failure } = useSecurityForm(values);
  const { register, handleSubmit, getValues, control } = values;
  const chosen = useWatch({ control, name: 'answers' });
  const chosenId = (place: number) => {
    const value = chosen[place]?.questionId ?? '';
    return SECURITY_QUESTIONS.some((q) => q.id === value) ? value : null;
  };

  return (
    <form
      className={form.form}
      noValidate
      onSubmit={(e) =>
        void handleSubmit(async (body) => {
          const saved = await submit(
            () =>
              mutation.mutateAsync({
                password: body.password,
                answers: body.answers.map((a) => ({
                  questionId: a.questionId as SecurityQuestionId,
                  answer: a.answer,
                })),
              }),
            'security_questions_saved',
          );
          if (saved) onSaved();
        })(e)
      }
    >
      {PLACES.map((place) => {
        const n = place + 1;
        const selectId = `${id}-q${n}`;
        const questionLabel = t('security_questions_question_n', { n });
        const answerLabel = t('security_questions_answer_n', { n });
        const questionError = errorOf(`answers.${place}.questionId`, questionLabel);
        return (
          <div key={place} className={styles.question}>
            <div className={form.field} data-invalid={questionError ? true : undefined}>
              <label htmlFor={selectId} className={form.label}>
                {questionLabel}
              </label>
              <select
                id={selectId}
                className={styles.select}
                aria-invalid={questionError ? true : undefined}
                aria-describedby={questionError ? `${selectId}-error` : undefined}
                aria-required
                {...register(`answers.${place}.questionId`, {
                  validate: (v) =>
                    checkQuestionChoice(
                      v,
                      getValues('answers')
                        .filter((_, other) => other < place)
                        .map((a) => a.questionId),
                    ) ?? true,
                })}
              >
                <option value="">{t('security_questions_choose')}</option>
                {SECURITY_QUESTIONS.map((q) => (
                  <option
                    key={q.id}
                    value={q.id}
                    disabled={chosen.some((a, other) => other !== place && a.questionId === q.id)}
                  >
                    {questionText(q.id, i18n.language)}
                  </option>
                ))}
              </select>
              {questionError && (
                <p id={`${selectId}-error`} className={form.error}>
                  {questionError}
                </p>
              )}
            </div>
            <Field
              // Labelled by the chosen question in full: the select may cut a long one short.
              label={
                chosenId(place)
                  ? questionText(chosenId(place) as SecurityQuestionId, i18n.language)
                  : answerLabel
              }
              requiredMark
              autoComplete="off"
              maxLength={SECURITY_ANSWER_MAX * 4}
              error={errorOf(`answers.${place}.answer`, answerLabel)}
              {...register(`answers.${place}.answer`, {
                validate: (v) => checkSecurityAnswer(v) ?? true,
              })}
            />
          </div>
        );
      })}
      <p className={styles.note}>{t('security_questions_answers_hint')}</p>
      <PasswordConfirm
        label={t('security_questions_password')}
        registration={register('password', { validate: (v) => checkRequired(v) ?? true })}
        errorOf={errorOf}
        failure={failure}
        busy={mutation.isPending}
        submitLabel={t('security_questions_save')}
      />
    </form>
  );
}

/** The questions the member has (their text only), with Change. */
function QuestionsSet({
  status,
  onChange,
}: {
  status: SecurityQuestionsStatus;
  onChange: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="security-questions-set">
      <h2 id="security-questions-set" className={styles.cardTitle}>
        {t('security_questions')}
      </h2>
      <p className={styles.badge}>{t('security_questions_set')}</p>
      <ol className={styles.questionList}>
        {status.questionIds.map((qid) => (
          <li key={qid}>{questionText(qid, i18n.language)}</li>
        ))}
      </ol>
      <p className={styles.note}>{t('security_questions_change_hint')}</p>
      <button type="button" className={`${form.button} ${form.secondary}`} onClick={onChange}>
        {t('security_questions_change')}
      </button>
    </section>
  );
}

/**
 * /m/securityQuestions: not set, the form; set, the chosen questions and Change
 * (which replaces them, with the login password again).
 */
export function SecurityQuestions() {
  const { t } = useTranslation();
  const status = useSecurityQuestions();
  const [editing, setEditing] = useState(false);

  return (
    <QueryState
      query={status}
      failedTitle={t('security_questions_load_failed')}
      failedReason={false}
    >
      {(data) => (
        <div className={styles.page}>
          <p className={styles.intro}>{t('security_questions_intro')}</p>
          {data.set && !editing ? (
            <QuestionsSet status={data} onChange={() => setEditing(true)} />
          ) : (
            <section className={styles.card} aria-label={t('security_questions')}>
              <QuestionsForm onSaved={() => setEditing(false)} />
              {data.set && (
                <button
                  type="button"
                  className={`${form.button} ${form.secondary}`}
                  onClick={() => setEditing(false)}
                >
                  {t('cancel')}
                </button>
              )}
            </section>
          )}
        </div>
      )}
    </QueryState>
  );
}
