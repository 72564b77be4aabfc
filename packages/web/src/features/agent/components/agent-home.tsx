import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgentTile } from '@kalaro/contract/agent-rules';
import type { TeamKpiValue } from '@kalaro/contract/agent';
import { deviceUtcOffset, presetRange, type RangePreset } from '@/shared/format/date-range';
import { formatMoney } from '@/shared/format/money';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { BackIcon } from '@/shared/ui/icons';
import { QueryState } from '@/shared/ui/query-state';
import { RangePresets } from '@/shared/ui/range-presets';
import button from '@/shared/ui/button.module.css';
import type { TextKey } from '@/shared/i18n/text-key';
import { useAgentAnnouncements } from '@/features/agent/api/announcements';
import { useAgentHome } from '@/features/agent/api/get-agent-home';
import { useTeamKpi } from '@/features/agent/api/get-team-kpi';
import { FOOTER_ICONS, TILE_ICONS } from '@/features/agent/components/agent-icons';
import {
  footerEntries,
  FOOTER_TARGETS,
  greetingKey,
  SERVICE_FALLBACK,
  TILE_TARGETS,
  type AgentFooterEntry,
} from '@/features/agent/model';
import styles from '@/features/agent/components/agent-home.module.css';

type KpiName = keyof TeamKpiValue['footer'];

const KPIS: readonly { name: KpiName; label: TextKey }[] = [
  { name: 'teamLoginMemberCount', label: 'agent_kpi_login' },
  { name: 'teamBetMemberCount', label: 'agent_kpi_bet' },
  { name: 'teamRegisterMemberCount', label: 'agent_kpi_register' },
  { name: 'teamOnlineCount', label: 'agent_kpi_online' },
];

const TILE_LABELS = {
  teamOverview: 'agent_tile_team_overview',
  transactionRecord: 'agent_tile_transaction_record',
  teamManagement: 'agent_tile_team_management',
  redRain: 'agent_tile_red_rain',
  teamPnl: 'agent_tile_team_pnl',
  teamBetting: 'agent_tile_team_betting',
  agentRebateSettings: 'agent_tile_rebate_settings',
  teamRebate: 'agent_tile_team_rebate',
  securityCenter: 'agent_tile_security',
  messages: 'agent_tile_messages',
  onlineService: 'agent_tile_online_service',
} as const satisfies Record<AgentTile, string>;

const FOOTER_LABELS = {
  home: 'agent_footer_home',
  openAccount: 'agent_footer_open_account',
  dividend: 'agent_footer_dividend',
  announcements: 'agent_footer_announcements',
} as const satisfies Record<AgentFooterEntry, string>;

const badgeText = (count: number): string | null =>
  count <= 0 ? null : count > 99 ? '99+' : String(count);

/**
 * The agent home (/m/agent): the greeting by hour, the total
 * balance with withdraw and deposit, the four team counters for a date range,
 * the tiles of the operator's whitelist and the agent footer.
 */
export function AgentHome() {
  const { t, i18n } = useTranslation();
  const locale = HTML_LANG[resolveLanguage(i18n.language)];
  const home = useAgentHome();
  const notices = useAgentAnnouncements({ language: resolveLanguage(i18n.language) });
  const [preset, setPreset] = useState<RangePreset>('today');
  // "Today" and the greeting are those of the moment the page was opened.
  const [openedAt] = useState(() => Date.now());
  const range = useMemo(
    () => presetRange(preset, openedAt, deviceUtcOffset(new Date(openedAt))),
    [preset, openedAt],
  );
  const hour = new Date(openedAt).getHours();
  const kpi = useTeamKpi(range);
  const kpiHeading = useId();
  const toolsHeading = useId();

  return (
    <QueryState query={home} failedTitle={t('agent_load_failed')}>
      {(agent) => {
        const unread = badgeText(agent.unreadMessages);
        const unreadNotices = notices.data?.footer.unreadCount ?? 0;

        const tile = (id: AgentTile) => {
          const Icon = TILE_ICONS[id];
          const target = TILE_TARGETS[id];
          const badge =
            id === 'messages' && unread ? (
              <>
                <span className={styles.badge} aria-hidden="true" data-testid="agent-unread-badge">
                  {unread}
                </span>
                <span className="visually-hidden">
                  , {t('agent_unread', { count: agent.unreadMessages })}
                </span>
              </>
            ) : null;
          const body = (
            <>
              <span className={styles.tileIcon}>
                <Icon size={22} />
              </span>
              <span className={styles.tileLabel}>{t(TILE_LABELS[id])}</span>
              {badge}
            </>
          );
          return (
            <li key={id}>
              {target === null && agent.serviceUrl ? (
                <a
                  href={agent.serviceUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.tile}
                >
                  {body}
                </a>
              ) : (
                <Link to={target ?? SERVICE_FALLBACK} className={styles.tile}>
                  {body}
                </Link>
              )}
            </li>
          );
        };

        return (
          <div className={styles.page} data-testid="agent-home">
            <header className={styles.header}>
              <Link to={FOOTER_TARGETS.home} className={styles.iconButton} aria-label={t('back')}>
                <BackIcon />
              </Link>
              <h1 className={styles.title}>{t('title_agent')}</h1>
              <span />
            </header>

            <section className={styles.hero} aria-label={t('agent_summary')}>
              <p className={styles.greeting} data-testid="agent-greeting">
                {t(greetingKey(hour))}
              </p>
              <p className={styles.name}>{agent.userName}</p>
              <p className={styles.balance}>
                <span className={styles.balanceLabel}>{t('agent_total_balance')}</span>
                <span className={styles.balanceAmount} data-testid="agent-balance">
                  {formatMoney(agent.sumBalance)}
                </span>
              </p>
              <div className={styles.actions}>
                <Link to="/m/withdraw" className={`${button.button} ${styles.secondary}`}>
                  {t('title_withdraw')}
                </Link>
                <Link to="/m/voucherCenter" className={button.button}>
                  {t('title_deposit')}
                </Link>
              </div>
            </section>

            <section className={styles.card} aria-labelledby={kpiHeading}>
              <div className={styles.cardHead}>
                <h2 id={kpiHeading} className={styles.cardTitle}>
                  {t('agent_team_figures')}
                </h2>
                <span className={styles.teamSize} data-testid="agent-team-size">
                  {t('agent_team_size', { count: agent.teamSize })}
                </span>
              </div>
              <RangePresets value={preset} range={range} locale={locale} onChange={setPreset} />
              <dl className={styles.kpis} aria-busy={kpi.isFetching} data-testid="agent-kpis">
                {KPIS.map(({ name, label }) => (
                  <div key={name} className={styles.kpi} data-testid={`kpi-${name}`}>
                    <dt className={styles.kpiLabel}>{t(label)}</dt>
                    <dd className={styles.kpiValue}>
                      {kpi.data ? kpi.data.footer[name].toLocaleString(locale) : '–'}
                    </dd>
                  </div>
                ))}
              </dl>
              {kpi.isError && (
                <p className={styles.kpiError} role="alert">
                  {t('agent_kpi_failed')}{' '}
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => void kpi.refetch()}
                  >
                    {t('retry')}
                  </button>
                </p>
              )}
            </section>

            <section className={styles.tools} aria-labelledby={toolsHeading}>
              <h2 id={toolsHeading} className={styles.cardTitle}>
                {t('agent_tools')}
              </h2>
              <ul className={styles.grid}>{agent.tiles.map(tile)}</ul>
            </section>

            <nav className={styles.footer} aria-label={t('agent_footer')}>
              <ul>
                {footerEntries(agent.dividendsEnabled).map((entry) => {
                  const Icon = FOOTER_ICONS[entry];
                  return (
                    <li key={entry}>
                      <Link to={FOOTER_TARGETS[entry]} className={styles.footerLink}>
                        <Icon size={22} />
                        <span>{t(FOOTER_LABELS[entry])}</span>
                        {entry === 'announcements' && unreadNotices > 0 && (
                          <>
                            <span
                              className={styles.footerBadge}
                              aria-hidden="true"
                              data-testid="agent-notices-badge"
                            >
                              {badgeText(unreadNotices)}
                            </span>
                            <span className="visually-hidden">
                              , {t('agent_notices_unread', { count: unreadNotices })}
                            </span>
                          </>
                        )}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </div>
        );
      }}
    </QueryState>
  );
}
