import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { SocialProvider } from '@kalaro/contract/social-login-rules';
import { errorMessageKey } from '@/shared/http/error-message';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { QueryState } from '@/shared/ui/query-state';
import {
  linkStartPath,
  useLinkedAccounts,
  useUnlinkAccount,
} from '@/features/security/api/linked-accounts';
import { Failure } from '@/features/security/components/security-forms';
import {
  linkOutcome,
  linkRows,
  withoutLinkOutcome,
} from '@/features/security/linked-accounts-model';
import form from '@/shared/ui/form.module.css';
import styles from '@/features/security/components/security.module.css';

const PROVIDER_NAME = {
  google: 'social_links_provider_google',
  facebook: 'social_links_provider_facebook',
} as const satisfies Record<SocialProvider, string>;

/**
 * The security centre's linked sign-in accounts (its own chunk): each provider
 * linked or offered, with Link (a page navigation to the provider and back) or
 * Unlink (after a confirmation). A link coming back says how it went once.
 */
export default function LinkedAccounts() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useLinkedAccounts();
  const unlink = useUnlinkAccount();
  const [confirming, setConfirming] = useState<SocialProvider | null>(null);
  // The outcome of a link the provider sent the browser back with, read once.
  const [outcome, setOutcome] = useState(() => linkOutcome(location.search));
  useEffect(() => {
    if (!linkOutcome(location.search)) return;
    void navigate(
      { pathname: location.pathname, search: withoutLinkOutcome(location.search) },
      { replace: true },
    );
  }, [location.pathname, location.search, navigate]);
  const [unlinked, setUnlinked] = useState<SocialProvider | null>(null);
  const locale = HTML_LANG[resolveLanguage(i18n.language)];
  const name = (provider: SocialProvider) => t(PROVIDER_NAME[provider]);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

  const confirmUnlink = () => {
    const provider = confirming;
    setConfirming(null);
    if (!provider) return;
    setOutcome(null);
    setUnlinked(null);
    unlink.mutate(provider, { onSuccess: () => setUnlinked(provider) });
  };

  const done =
    unlinked !== null
      ? t('social_links_unlinked', { provider: name(unlinked) })
      : outcome?.linked
        ? t('social_links_linked', { provider: name(outcome.linked) })
        : null;
  const failure = unlink.isError
    ? t(errorMessageKey(unlink.error))
    : outcome?.errorKey
      ? t(outcome.errorKey)
      : null;

  return (
    <section
      className={styles.links}
      aria-labelledby="linked-accounts"
      data-testid="linked-accounts"
    >
      <h2 id="linked-accounts" className={styles.linksTitle}>
        {t('social_links_title')}
      </h2>
      <p className={styles.note}>{t('social_links_hint')}</p>
      {done && (
        <p className={styles.done} role="status">
          {done}
        </p>
      )}
      <Failure text={failure} />
      <QueryState query={query} failedTitle={t('social_links_load_failed')} failedReason={false}>
        {(data) => {
          const rows = linkRows(data);
          if (rows.length === 0) return <p className={styles.note}>{t('social_links_none')}</p>;
          return (
            <ul className={styles.list}>
              {rows.map((row) => (
                <li
                  key={row.provider}
                  className={styles.item}
                  data-testid={`linked-${row.provider}`}
                >
                  <div className={styles.row}>
                    <span className={styles.rowText}>
                      <span className={styles.rowTitle}>{name(row.provider)}</span>
                      <span
                        className={styles.rowStatus}
                        data-state={row.linkedAt ? 'set' : 'unset'}
                      >
                        {row.linkedAt
                          ? t('social_links_linked_on', { date: day(row.linkedAt) })
                          : t('social_links_not_linked')}
                      </span>
                    </span>
                    {row.canLink && (
                      <a
                        href={linkStartPath(row.provider)}
                        className={`${form.button} ${styles.linkAction}`}
                        aria-label={t('social_links_link_provider', {
                          provider: name(row.provider),
                        })}
                      >
                        {t('social_links_link')}
                      </a>
                    )}
                    {row.linkedAt && (
                      <button
                        type="button"
                        className={`${form.button} ${form.secondary} ${styles.linkAction}`}
                        disabled={!row.canUnlink || unlink.isPending}
                        aria-busy={
                          (unlink.isPending && unlink.variables === row.provider) || undefined
                        }
                        aria-describedby={row.canUnlink ? undefined : `only-way-${row.provider}`}
                        aria-label={t('social_links_unlink_provider', {
                          provider: name(row.provider),
                        })}
                        onClick={() => setConfirming(row.provider)}
                      >
                        {t('social_links_unlink')}
                      </button>
                    )}
                  </div>
                  {row.linkedAt && !row.canUnlink && (
                    <p id={`only-way-${row.provider}`} className={`${styles.note} ${styles.panel}`}>
                      {t('social_links_only_way')}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
      <ConfirmDialog
        open={confirming !== null}
        message={confirming ? t('social_links_unlink_confirm', { provider: name(confirming) }) : ''}
        confirmLabel={t('social_links_unlink')}
        onConfirm={confirmUnlink}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
