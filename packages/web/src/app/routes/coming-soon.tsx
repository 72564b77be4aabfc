import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SparkleIcon } from '@/shared/ui/icons';
import { StatusPage } from '@/shared/ui/status-page';
import button from '@/shared/ui/button.module.css';
import { HOME_PATH } from '@/app/routes/table';
import type { TitleKey } from '@/app/routes/table';

interface Props {
  titleKey: TitleKey;
  /** True when the page has no header, so the screen's own title is the h1. */
  standalone?: boolean;
}

/** A screen that is not built yet: never blank, always a way on. */
export function ComingSoon({ titleKey, standalone = false }: Props) {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="coming-soon"
      icon={<SparkleIcon size={44} />}
      eyebrow={standalone ? t('coming_soon_title') : undefined}
      title={standalone ? t(titleKey) : t('coming_soon_title')}
      headingLevel={standalone ? 1 : 2}
    >
      <p>{t('coming_soon_text')}</p>
      <Link to={HOME_PATH} className={button.button}>
        {t('go_home')}
      </Link>
    </StatusPage>
  );
}
