import { campaignTextsBody, type Campaign } from '@kalaro/contract/campaigns';
import { useId, useState, type FormEvent } from 'react';
import styles from '../admin.module.css';
import { useCampaignTexts, useCampaignWrites } from '../campaigns-api';
import { issuesByPath, textFields, textsBody, textsForm } from '../campaigns-model';
import { CONTENT_LANGUAGES } from '../content-model';
import { ErrorLine } from '../error-line';
import { Problems } from '../form-fields';
import type { AdminText } from '../model';
import { QueryBlock } from '../query-block';
import { useText } from '../use-text';

const FIELD_TEXT: Record<'title' | 'description' | 'summary' | 'content', AdminText> = {
  title: 'content_title',
  description: 'campaign_field_text',
  summary: 'campaign_field_summary',
  content: 'content_body',
};

/** A reward's, mission's or promotion's texts in English and Tagalog (and a promotion's picture). */
export function CampaignTexts(props: {
  campaign: Campaign;
  name: string;
  onDone: (message: string) => void;
}) {
  const { kind, id } = props.campaign;
  const texts = useCampaignTexts(kind, id);
  return (
    <QueryBlock query={texts}>{(stored) => <TextsForm stored={stored} {...props} />}</QueryBlock>
  );
}

function TextsForm(props: {
  stored: Parameters<typeof textsForm>[0];
  name: string;
  onDone: (message: string) => void;
}) {
  const text = useText();
  const { putTexts } = useCampaignWrites();
  const base = useId();
  const [form, setForm] = useState(() => textsForm(props.stored));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const { kind, id } = props.stored;
  const field = (name: string) => `${base}-${name}`;
  const legend = (lang: string) => text(lang === 'EN' ? 'content_in_en' : 'content_in_ty');
  /** "translations.TY.title" → "Tagalog (…) · Title". */
  const labelOf = (path: string) => {
    const [top, lang, name] = path.split('.');
    if (top !== 'translations' || !lang) return undefined;
    const label = FIELD_TEXT[name as keyof typeof FIELD_TEXT];
    return label ? `${legend(lang)} · ${text(label)}` : legend(lang);
  };
  const set = (name: string) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The kind's own shape, so each problem names its language and field.
    const schema = campaignTextsBody.options[kind === 'promotion' ? 1 : 0];
    const parsed = schema.safeParse(textsBody(props.stored, form));
    if (!parsed.success) {
      setProblems(issuesByPath(parsed.error.issues));
      return;
    }
    setProblems({});
    putTexts.mutate(
      { kind, id, body: parsed.data },
      { onSuccess: () => props.onDone(text('campaign_texts_saved', { name: props.name })) },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={field('heading')}>
      <h3 id={field('heading')}>{text('campaign_texts_title', { name: props.name })}</h3>
      <p className={styles.hint}>{text('campaign_texts_hint')}</p>
      {CONTENT_LANGUAGES.map((lang) => (
        <fieldset key={lang} className={styles.fieldset}>
          <legend>{legend(lang)}</legend>
          {textFields(kind).map((name) => {
            const key = `${name}${lang}`;
            const long = name === 'content' || name === 'description';
            const props = {
              id: field(key),
              className: long ? styles.textarea : styles.input,
              required: lang === 'EN' && name === 'title',
              value: form[key] ?? '',
              onChange: set(key),
              'aria-invalid': problems[`translations.${lang}.${name}`] ? true : undefined,
            };
            return (
              <div className={styles.field} key={key}>
                <label htmlFor={field(key)}>{text(FIELD_TEXT[name])}</label>
                {long ? <textarea rows={3} {...props} /> : <input {...props} />}
              </div>
            );
          })}
        </fieldset>
      ))}
      {kind === 'promotion' ? (
        <div className={styles.field}>
          <label htmlFor={field('imageUrl')}>{text('campaign_field_image')}</label>
          <input
            id={field('imageUrl')}
            className={styles.input}
            value={form.imageUrl ?? ''}
            onChange={set('imageUrl')}
            placeholder="/uploads/…"
          />
        </div>
      ) : null}
      <Problems problems={problems} labels={labelOf} />
      <ErrorLine error={putTexts.error} />
      <button className={styles.button} type="submit" disabled={putTexts.isPending}>
        {text('campaign_texts_save')}
      </button>
    </form>
  );
}
