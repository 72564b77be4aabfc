import { useState, type ChangeEvent } from 'react';
import styles from './admin.module.css';
import { CONTENT_LANGUAGES, type ContentLanguage } from './content-model';
import { ErrorLine } from './error-line';
import { useText } from './use-text';

/** What a screen's writes left to say: the notice after one worked, or why one failed. */
export function WriteStatus({ notice, error }: { notice: string | null; error: unknown }) {
  return (
    <>
      <div aria-live="polite">
        {notice ? (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        ) : null}
      </div>
      <ErrorLine error={error} />
    </>
  );
}

/**
 * The notice and the failure of a screen's writes: `run` clears both, then
 * shows `done` when the task worked or its error when it did not.
 */
export function useWriteStatus() {
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const run = (task: Promise<unknown>, done: string) => {
    setNotice(null);
    setError(null);
    task.then(
      () => setNotice(done),
      (failure: unknown) => setError(failure),
    );
  };
  return { notice, setNotice, error, setError, run };
}

/** How one title or content input holds its text: named in a form, or controlled. */
export interface TextInputProps {
  name?: string;
  defaultValue?: string;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/**
 * A title and an HTML content per content language, each language in its own
 * fieldset; the English title is required (and its content when asked).
 */
export function TranslationFieldsets({
  idOf,
  rows,
  contentRequired = false,
  inputs,
}: {
  /** The element id of a field named like `titleEN`. */
  idOf: (name: string) => string;
  rows: number;
  contentRequired?: boolean;
  inputs: (lang: ContentLanguage, part: 'title' | 'content') => TextInputProps;
}) {
  const text = useText();
  return CONTENT_LANGUAGES.map((lang) => (
    <fieldset key={lang} className={styles.fieldset}>
      <legend>{text(lang === 'EN' ? 'content_in_en' : 'content_in_ty')}</legend>
      <div className={styles.field}>
        <label htmlFor={idOf(`title${lang}`)}>{text('content_title')}</label>
        <input
          id={idOf(`title${lang}`)}
          className={styles.input}
          required={lang === 'EN'}
          maxLength={200}
          {...inputs(lang, 'title')}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={idOf(`content${lang}`)}>{text('content_body')}</label>
        <textarea
          id={idOf(`content${lang}`)}
          className={styles.textarea}
          rows={rows}
          required={contentRequired && lang === 'EN'}
          maxLength={20000}
          {...inputs(lang, 'content')}
        />
      </div>
    </fieldset>
  ));
}

/** Delete a named row once the operator confirms it. */
export function DeleteButton({
  name,
  disabled,
  onDelete,
}: {
  name: string;
  disabled: boolean;
  onDelete: () => void;
}) {
  const text = useText();
  return (
    <button
      type="button"
      className={`${styles.button} ${styles.danger}`}
      aria-label={text('delete_named', { name })}
      disabled={disabled}
      onClick={() => {
        if (window.confirm(text('delete_confirm', { name }))) onDelete();
      }}
    >
      {text('delete')}
    </button>
  );
}
