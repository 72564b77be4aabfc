import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PromotionSummary } from '@kalaro/contract/promotions';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { ChevronRightIcon, GiftIcon } from '@/shared/ui/icons';
import { QueryState } from '@/shared/ui/query-state';
import { usePromotions } from '@/features/promotions/api/get-promotions';
import { formatDate, statusKey } from '@/features/promotions/model';
import styles from '@/features/promotions/components/promotions.module.css';

/** Where a promotion's detail lives. */
export const promotionPath = (id: number) => `/m/activityInfo?id=${id}`;

function PromotionCard({ promotion, locale }: { promotion: PromotionSummary; locale: string }) {
  const { t } = useTranslation();
  const titleId = `promotion-${promotion.id}-title`;
  return (
    <Link
      to={promotionPath(promotion.id)}
      className={styles.card}
      aria-labelledby={titleId}
      aria-describedby={`promotion-${promotion.id}-meta`}
      data-testid="promotion"
    >
      <span className={styles.cardIcon} aria-hidden="true">
        <GiftIcon size={22} />
      </span>
      <span className={styles.cardBody}>
        <span id={titleId} className={styles.cardTitle}>
          {promotion.title}
        </span>
        <span className={styles.cardSummary}>{promotion.summary}</span>
        <span id={`promotion-${promotion.id}-meta`} className={styles.badges}>
          {promotion.applicationStatus ? (
            <span className={styles.badge} data-status={promotion.applicationStatus}>
              {t(statusKey(promotion.applicationStatus))}
            </span>
          ) : (
            promotion.acceptsApplications && (
              <span className={styles.badge}>{t('promotions_badge_apply')}</span>
            )
          )}
          <span className={styles.ends}>
            {promotion.endAt
              ? t('promotions_ends', { date: formatDate(promotion.endAt, locale) })
              : t('promotions_ongoing')}
          </span>
        </span>
      </span>
      <ChevronRightIcon size={20} />
    </Link>
  );
}

/** /m/activity: the promotions in effect, each leading to its detail. */
export function PromotionList() {
  const { t, i18n } = useTranslation();
  const language = useDebouncedLanguage();
  const locale = HTML_LANG[resolveLanguage(i18n.language)];
  const promotions = usePromotions(language);

  return (
    <QueryState
      query={promotions}
      failedTitle={t('promotions_load_failed')}
      isEmpty={(data) => data.list.length === 0}
      emptyText={t('promotions_empty')}
    >
      {({ list }) => {
        return (
          <div className={styles.page}>
            <ul className={styles.list} aria-label={t('title_activity_center')}>
              {list.map((promotion) => (
                <li key={promotion.id}>
                  <PromotionCard promotion={promotion} locale={locale} />
                </li>
              ))}
            </ul>
          </div>
        );
      }}
    </QueryState>
  );
}
