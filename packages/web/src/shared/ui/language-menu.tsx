import { useTranslation } from 'react-i18next';
import { useMenu } from '@/shared/hooks/use-menu';
import { chooseLanguage } from '@/shared/i18n/i18n';
import { APP_LANGUAGES, resolveLanguage } from '@/shared/i18n/language';
import { Flag } from '@/shared/ui/flags';
import { CheckIcon } from '@/shared/ui/icons';
import styles from '@/shared/ui/menu.module.css';

/** Header language control: EN or TY, remembered locally. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const { open, close, buttonProps, menuProps } = useMenu();
  const current = resolveLanguage(i18n.language);

  return (
    <div className={styles.anchor}>
      <button {...buttonProps} className={styles.trigger} aria-label={t('language')}>
        <span className={styles.flag}>
          <Flag language={current} />
        </span>
        <span>{current}</span>
      </button>
      {open && (
        <div {...menuProps} className={styles.menu} aria-label={t('language')}>
          {APP_LANGUAGES.map((language) => (
            <button
              key={language}
              type="button"
              role="menuitemradio"
              aria-checked={language === current}
              className={styles.item}
              lang={language === 'TY' ? 'fil' : 'en'}
              onClick={() => {
                close();
                void chooseLanguage(language);
              }}
            >
              <span className={styles.flag}>
                <Flag language={language} />
              </span>
              <span>{t(`lang_${language}`)}</span>
              {language === current && <CheckIcon size={18} className={styles.check} />}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
