import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SocialProvider } from '@kalaro/contract/social-login-rules';
import form from '@/shared/ui/form.module.css';
import { socialStartPath } from '@/features/auth/social-login';
import styles from './social-buttons.module.css';

/** Google's "G", in its colours (its sign-in branding). */
const GoogleLogo = () => (
  <svg className={styles.logo} width={20} height={20} viewBox="0 0 48 48" aria-hidden="true">
    <path
      fill="#EA4335"
      d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
    />
    <path
      fill="#4285F4"
      d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
    />
    <path
      fill="#FBBC05"
      d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
    />
    <path
      fill="#34A853"
      d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
    />
  </svg>
);

/** Facebook's "f" roundel, in its blue. */
const FacebookLogo = () => (
  <svg className={styles.logo} width={20} height={20} viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="12" cy="12" r="12" fill="#1877F2" />
    <path
      fill="#fff"
      d="M10.125 23.927v-8.385H7.078v-3.47h3.047V9.43c0-3.007 1.792-4.669 4.533-4.669 1.312 0 2.686.235 2.686.235v2.953H15.83c-1.491 0-1.956.925-1.956 1.874v2.25h3.328l-.532 3.47h-2.796v8.385z"
    />
  </svg>
);

const PROVIDER = {
  google: { label: 'social_continue_google', Logo: GoogleLogo },
  facebook: { label: 'social_continue_facebook', Logo: FacebookLogo },
} as const;

/**
 * "Continue with Google / Facebook" for the providers the server offers: links
 * to the server's start (a whole-page navigation to the provider and back),
 * with what continuing accepts. `orFirst`: the "or" line comes before the
 * buttons (below a form) rather than after them (above one).
 */
export function SocialButtons({
  providers,
  ageLimit,
  orFirst,
}: {
  providers: readonly SocialProvider[];
  ageLimit: number;
  orFirst: boolean;
}) {
  const { t } = useTranslation();
  if (providers.length === 0) return null;
  const or = <p className={styles.or}>{t('social_or')}</p>;
  return (
    <section className={styles.social} aria-label={t('social_login_label')}>
      {orFirst && or}
      <ul className={styles.list}>
        {providers.map((provider) => {
          const { label, Logo } = PROVIDER[provider];
          return (
            <li key={provider}>
              <a
                href={socialStartPath(provider)}
                className={`${form.button} ${form.secondary}`}
                data-provider={provider}
              >
                <Logo />
                {t(label)}
              </a>
            </li>
          );
        })}
      </ul>
      <p className={styles.terms}>
        {t('social_terms', { age: ageLimit })}{' '}
        <Link to="/m/useragreement" className={form.inlineLink}>
          {t('user_agreement')}
        </Link>
      </p>
      {!orFirst && or}
    </section>
  );
}
