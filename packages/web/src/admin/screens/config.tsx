import type { OperatorConfig } from '@kalaro/contract/operator';
import { configVersion } from '@kalaro/contract/operator-config-version';
import { isApiError } from '@/shared/http/api-error';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../admin.module.css';
import { useOperatorConfig, useSaveOperatorConfig } from '../config-api';
import {
  configDiff,
  configProblems,
  configSections,
  getAt,
  inputText,
  parseInput,
  pathKey,
  problemAt,
  setAt,
  shownValue,
  type ConfigField,
  type ConfigProblem,
  type ConfigSection,
} from '../config-model';
import { ErrorLine } from '../error-line';
import type { AdminText } from '../model';
import descriptionsEn from '../locales/config-en.json';
import descriptionsTy from '../locales/config-ty.json';
import { QueryBlock } from '../query-block';
import { useText } from '../use-text';

type Descriptions = Record<string, string>;

function useDescriptions(): Descriptions {
  const { i18n } = useTranslation();
  return i18n.language === 'TY' ? descriptionsTy : descriptionsEn;
}

const fieldId = (field: ConfigField) => `cfg-${pathKey(field.path).replace(/[^\w-]/g, '_')}`;

/** The operator configuration as a form: every setting described, checked by the contract, differences shown before saving. */
export default function ConfigScreen() {
  const text = useText();
  const query = useOperatorConfig();
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    document.title = `${text('config_title')} · ${text('brand')}`;
  }, [text]);

  return (
    <>
      <h1>{text('config_title')}</h1>
      <p className={styles.hint}>{text('config_intro')}</p>
      <div aria-live="polite">
        {saved ? <p className={styles.notice}>{text('config_saved')}</p> : null}
      </div>
      <QueryBlock query={query}>
        {(config) => (
          <ConfigForm
            // A new stored version (saved here or reloaded) starts a fresh draft.
            key={configVersion(config)}
            stored={config}
            onEdit={() => setSaved(false)}
            onSaved={() => setSaved(true)}
            onReload={() => {
              setSaved(false);
              void query.refetch();
            }}
          />
        )}
      </QueryBlock>
    </>
  );
}

function ConfigForm(props: {
  stored: OperatorConfig;
  onEdit: () => void;
  onSaved: () => void;
  onReload: () => void;
}) {
  const text = useText();
  const descriptions = useDescriptions();
  const save = useSaveOperatorConfig();
  const [draft, setDraft] = useState<unknown>(props.stored);
  /** Inputs whose text stands for no value (JSON that does not parse…), by path. */
  const [unreadable, setUnreadable] = useState<Record<string, string>>({});
  const [reviewing, setReviewing] = useState(false);
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  // The list of differences takes the focus when it opens (read out, then Save is next).
  useEffect(() => {
    if (reviewing) reviewHeading.current?.focus();
  }, [reviewing]);

  const sections = useMemo(() => configSections(props.stored), [props.stored]);
  const problems = useMemo(() => configProblems(draft), [draft]);
  const changes = useMemo(() => configDiff(props.stored, draft), [props.stored, draft]);
  const unreadableCount = Object.keys(unreadable).length;
  const conflict = isApiError(save.error) && save.error.errorCode === 'admin.config_changed';

  const onInput = (field: ConfigField, value: string) => {
    props.onEdit();
    setReviewing(false);
    const key = pathKey(field.path);
    const parsed = parseInput(field, value);
    setUnreadable((current) => {
      const next = { ...current };
      if (parsed.ok) delete next[key];
      else next[key] = value;
      return next;
    });
    if (parsed.ok) setDraft((d: unknown) => setAt(d, field.path, parsed.value));
  };

  const onReview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (problems.size > 0 || unreadableCount > 0 || changes.length === 0) return;
    setReviewing(true);
  };

  const onSave = () => {
    save.mutate(
      { config: draft as OperatorConfig, basedOn: configVersion(props.stored) },
      { onSuccess: props.onSaved },
    );
  };

  return (
    <form onSubmit={onReview} noValidate aria-label={text('config_title')}>
      <nav aria-label={text('config_sections')}>
        <ul className={styles.tocList}>
          {sections.map((section) => (
            <li key={section.key}>
              <a className={styles.link} href={`#cfg-section-${section.key}`}>
                {descriptions[`title.${section.key}`] ?? section.key}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <SectionFields
          key={section.key}
          section={section}
          draft={draft}
          unreadable={unreadable}
          problems={problems}
          descriptions={descriptions}
          onInput={onInput}
        />
      ))}
      <div className={styles.stickyBar}>
        <p role="status" className={styles.hint}>
          {problems.size + unreadableCount > 0
            ? text('config_problem_count', { count: problems.size + unreadableCount })
            : changes.length === 0
              ? text('config_no_changes')
              : text('config_change_count', { count: changes.length })}
        </p>
        <button
          className={styles.button}
          type="submit"
          disabled={problems.size + unreadableCount > 0 || changes.length === 0}
        >
          {text('config_review')}
        </button>
      </div>
      {problems.size > 0 ? <ProblemList problems={problems} /> : null}
      {reviewing ? (
        <section className={styles.card} aria-labelledby="cfg-review-title">
          <h2 id="cfg-review-title" tabIndex={-1} ref={reviewHeading}>
            {text('config_review_title')}
          </h2>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.srOnly}>{text('config_review_title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{text('config_setting')}</th>
                  <th scope="col">{text('config_before')}</th>
                  <th scope="col">{text('config_after')}</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.path}>
                    <th scope="row" className={styles.mono}>
                      {change.path}
                    </th>
                    <td className={styles.clip}>{shownValue(change.before)}</td>
                    <td className={styles.clip}>{shownValue(change.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ErrorLine error={save.error} />
          <div className={styles.actions}>
            {conflict ? (
              <button className={styles.button} type="button" onClick={props.onReload}>
                {text('config_reload')}
              </button>
            ) : (
              <button
                className={styles.button}
                type="button"
                onClick={onSave}
                disabled={save.isPending}
              >
                {save.isPending ? text('config_saving') : text('config_save')}
              </button>
            )}
            <button
              className={`${styles.button} ${styles.secondary}`}
              type="button"
              onClick={() => setReviewing(false)}
            >
              {text('config_keep_editing')}
            </button>
          </div>
        </section>
      ) : null}
    </form>
  );
}

function SectionFields(props: {
  section: ConfigSection;
  draft: unknown;
  unreadable: Record<string, string>;
  problems: Map<string, ConfigProblem>;
  descriptions: Descriptions;
  onInput: (field: ConfigField, value: string) => void;
}) {
  const { section, descriptions } = props;
  const title = descriptions[`title.${section.key}`] ?? section.key;
  const description = descriptions[`desc.${section.key}`];
  const single = section.fields.length === 1 && section.fields[0]!.path.length === 1;
  /** A top-level setting is named by its title; a nested one by its path in the section. */
  const labelOf = (field: ConfigField) =>
    field.path.length === 1
      ? (descriptions[`title.${String(field.path[0])}`] ?? String(field.path[0]))
      : field.path.slice(1).join(' › ');
  return (
    <section
      className={styles.card}
      id={`cfg-section-${section.key}`}
      aria-labelledby={`cfg-section-${section.key}-title`}
    >
      <h2 id={`cfg-section-${section.key}-title`}>{title}</h2>
      {description && !single ? <p className={styles.hint}>{description}</p> : null}
      <div className={styles.formGrid}>
        {section.fields.map((field) => (
          <FieldInput
            key={pathKey(field.path)}
            field={field}
            label={labelOf(field)}
            description={descriptions[`desc.${pathKey(field.path)}`]}
            value={getAt(props.draft, field.path)}
            unreadable={props.unreadable[pathKey(field.path)]}
            problem={problemAt(props.problems, field.path)}
            onInput={props.onInput}
          />
        ))}
      </div>
    </section>
  );
}

function FieldInput(props: {
  field: ConfigField;
  label: string;
  description: string | undefined;
  value: unknown;
  unreadable: string | undefined;
  problem: ConfigProblem | undefined;
  onInput: (field: ConfigField, value: string) => void;
}) {
  const text = useText();
  const { field } = props;
  const id = fieldId(field);
  const problemText = useProblemText();
  const problem =
    props.unreadable !== undefined
      ? text(field.kind === 'json' ? 'config_bad_json' : 'config_bad_value')
      : props.problem && problemText(props.problem);
  const describedBy =
    [props.description ? `${id}-desc` : '', problem ? `${id}-problem` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': problem ? true : undefined,
  };
  const shown = props.unreadable ?? inputText(field, props.value);
  const wide = field.kind === 'json' || field.kind === 'longText' || field.kind === 'lines';

  let control;
  if (field.kind === 'boolean') {
    control = (
      <span className={styles.check}>
        <input
          {...common}
          type="checkbox"
          checked={props.value === true}
          onChange={(event) => props.onInput(field, event.target.checked ? 'true' : 'false')}
        />
        <label htmlFor={id}>{props.label}</label>
      </span>
    );
  } else if (field.kind === 'select') {
    control = (
      <select
        {...common}
        className={styles.select}
        value={shown}
        onChange={(event) => props.onInput(field, event.target.value)}
      >
        {field.options!.map((option) => (
          <option key={String(option)} value={String(option)}>
            {String(option)}
          </option>
        ))}
      </select>
    );
  } else if (wide) {
    control = (
      <textarea
        {...common}
        className={`${styles.textarea} ${field.kind === 'json' ? styles.mono : ''}`}
        rows={field.kind === 'lines' ? 4 : 8}
        value={shown}
        spellCheck={field.kind === 'longText'}
        onChange={(event) => props.onInput(field, event.target.value)}
      />
    );
  } else {
    control = (
      <input
        {...common}
        className={styles.input}
        type="text"
        inputMode={field.kind === 'number' ? 'decimal' : undefined}
        value={shown}
        onChange={(event) => props.onInput(field, event.target.value)}
      />
    );
  }

  return (
    <div className={`${styles.field} ${wide ? styles.wideField : ''}`}>
      {field.kind === 'boolean' ? null : <label htmlFor={id}>{props.label}</label>}
      {control}
      {props.description ? (
        <span id={`${id}-desc`} className={styles.hint}>
          {props.description}
        </span>
      ) : null}
      {problem ? (
        <span id={`${id}-problem`} className={styles.fieldError}>
          {problem}
        </span>
      ) : null}
    </div>
  );
}

/** A schema problem in the operator's language. */
function useProblemText() {
  const text = useText();
  return (problem: ConfigProblem) =>
    text(`config_problem_${problem.kind}` as AdminText, { limit: problem.limit ?? 0 });
}

function ProblemList({ problems }: { problems: Map<string, ConfigProblem> }) {
  const text = useText();
  const problemText = useProblemText();
  return (
    <section className={styles.card} aria-labelledby="cfg-problems-title">
      <h2 id="cfg-problems-title">{text('config_problems_title')}</h2>
      <ul>
        {[...problems].map(([path, problem]) => (
          <li key={path}>
            <span className={styles.mono}>{path || '–'}</span>: {problemText(problem)}
          </li>
        ))}
      </ul>
    </section>
  );
}
