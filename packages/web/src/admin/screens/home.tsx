import { useEffect } from 'react';
import { Link } from 'react-router';
import styles from '../admin.module.css';
import { sectionsFor } from '../model';
import { useText } from '../use-text';
import { Dashboard } from './dashboard';
import { useOperator } from './layout';

export default function HomeScreen() {
  const text = useText();
  const operator = useOperator();
  const sections = sectionsFor(operator.permissions);
  useEffect(() => {
    document.title = `${text('nav_home')} · ${text('brand')}`;
  }, [text]);
  return (
    <>
      <h1>{text('home_title', { username: operator.username })}</h1>
      {!operator.totpEnabled && operator.via === 'session' ? (
        <p className={styles.notice}>{text('home_totp_off')}</p>
      ) : null}
      {operator.permissions.includes('reports.read') ? (
        <Dashboard canReview={operator.permissions.includes('payments.review')} />
      ) : null}
      <section className={styles.card}>
        {sections.length ? (
          <>
            <p>{text('home_role', { role: text(`role_${operator.role}`) })}</p>
            <ul>
              {sections.map((section) => (
                <li key={section.path}>
                  <Link to={section.path}>{text(section.summary)}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{text('home_no_sections')}</p>
        )}
      </section>
    </>
  );
}
