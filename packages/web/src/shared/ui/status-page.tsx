import type { ReactNode } from 'react';
import styles from '@/shared/ui/status-page.module.css';

interface StatusPageProps {
  /** Decorative illustration (an icon). */
  icon: ReactNode;
  title: string;
  /** h1 when the page has no header title, h2 under a header. */
  headingLevel?: 1 | 2;
  children?: ReactNode;
  /** Fills the viewport (maintenance, region, start-up states). */
  fullScreen?: boolean;
  tone?: 'neutral' | 'warning' | 'danger';
  testId?: string;
  eyebrow?: string;
}

/** A centred illustration, a heading, text and actions. */
export function StatusPage({
  icon,
  title,
  headingLevel = 2,
  children,
  fullScreen = false,
  tone = 'neutral',
  testId,
  eyebrow,
}: StatusPageProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      className={`${styles.page} ${fullScreen ? styles.fullScreen : ''}`}
      data-testid={testId}
      aria-labelledby={testId ? `${testId}-title` : undefined}
    >
      <div className={`${styles.art} ${styles[tone]}`}>
        <span className={styles.halo} />
        <span className={styles.icon}>{icon}</span>
      </div>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading className={styles.title} id={testId ? `${testId}-title` : undefined}>
        {title}
      </Heading>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
