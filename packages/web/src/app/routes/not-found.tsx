import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompassIcon } from '@/shared/ui/screen-icons';
import { StatusPage } from '@/shared/ui/status-page';
import button from '@/shared/ui/button.module.css';
import { HOME_PATH } from '@/app/routes/table';

/** Unknown addresses: say so and lead home. The header shows the title. */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="not-found"
      icon={<CompassIcon size={44} />}
      title={t('not_found_heading')}
      headingLevel={2}
    >
      <p>{t('not_found_text')}</p>
      <Link to={HOME_PATH} className={button.button}>
        {t('go_home')}
      </Link>
    </StatusPage>
  );
}
