import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_CATEGORIES, categoryHref } from '@/features/home/model';
import { CATEGORY_ICONS } from '@/shared/ui/icons';
import button from '@/shared/ui/button.module.css';
import styles from '@/features/home/components/home-welcome.module.css';

interface Props {
  operatorName: string;
  loggedIn: boolean;
  directRegistration: boolean;
}

/** The light home page body: a welcome banner and category shortcuts. */
export function HomeWelcome({ operatorName, loggedIn, directRegistration }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          {t('home_welcome_title', { operator: operatorName })}
        </h1>
        <p className={styles.text}>{t('home_welcome_text')}</p>
        {!loggedIn && (
          <div className={styles.actions}>
            <Link to={directRegistration ? '/m/register' : '/m/login'} className={button.button}>
              {directRegistration ? t('home_join_now') : t('login')}
            </Link>
            <Link to="/m/trail" className={`${button.button} ${button.secondary}`}>
              {t('home_try_free')}
            </Link>
          </div>
        )}
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.sectionTitle}>
          {t('home_categories')}
        </h2>
        <ul className={styles.grid}>
          {HOME_CATEGORIES.map((category) => {
            const Icon = CATEGORY_ICONS[category];
            return (
              <li key={category}>
                <Link to={categoryHref(category)} className={styles.tile}>
                  <span className={styles.tileIcon}>
                    <Icon size={26} />
                  </span>
                  <span className={styles.tileLabel}>{t(`category_${category}`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
