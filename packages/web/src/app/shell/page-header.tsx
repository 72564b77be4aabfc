import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackIcon } from '@/shared/ui/icons';
import { currentHistoryIndex, decideBack } from '@/app/shell/back';
import type { BackRule } from '@/app/routes/table';
import styles from '@/app/shell/header.module.css';

interface Props {
  title: string;
  back: BackRule;
}

/** The page header: back arrow and the page title (the page's h1). */
export function PageHeader({ title, back }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    const target = decideBack({ rule: back, historyIndex: currentHistoryIndex() });
    if (target.kind === 'history') void navigate(-1);
    else void navigate(target.to);
  };
  return (
    <header className={styles.header} data-testid="page-header">
      <button type="button" className={styles.iconButton} onClick={goBack} aria-label={t('back')}>
        <BackIcon />
      </button>
      <h1 className={styles.title}>{title}</h1>
      <span className={styles.spacer} aria-hidden="true" />
    </header>
  );
}
