import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money';
import { formatRecordTime } from '@/shared/format/date-range';
import { useRangeFilters } from '@/shared/hooks/use-range-filters';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { PagedReport } from '@/shared/ui/paged-report';
import { RangePresets } from '@/shared/ui/range-presets';
import { SegmentedTabs } from '@/shared/ui/tabs';
import styles from '@/shared/ui/report.module.css';
import { useTeamMembers } from '@/features/agent/api/team';
import { readTeamScope, type TeamScope } from '@/features/agent/model';
import { TeamSearch, useTeamSearch } from '@/features/agent/components/team-search';
import team from '@/features/agent/components/team.module.css';

/**
 * Team management (/m/member/team): the agent's whole team or its direct
 * downlines, searched by part of the username, page after page; each member with
 * level, upline, balance, turnover of the chosen days, last login and whether online.
 * The filters live in the address (`?scope=direct&q=tm1&range=7d`).
 */
export function TeamMembers() {
  const { t, i18n } = useTranslation();
  const locale = HTML_LANG[resolveLanguage(i18n.language)];
  const { search, preset, range, setPreset, setParam } = useRangeFilters();
  const scope = readTeamScope(search);
  const { text, userName, onChange } = useTeamSearch(search, setParam);
  const members = useTeamMembers({ ...range, scope, userName });

  return (
    <div className={styles.page}>
      <SegmentedTabs<TeamScope>
        label={t('team_scope')}
        value={scope}
        options={[
          { value: 'all', label: t('team_scope_all') },
          { value: 'direct', label: t('team_scope_direct') },
        ]}
        onChange={(next) => setParam('scope', next === 'all' ? null : next)}
      />
      <TeamSearch text={text} onChange={onChange} />
      <RangePresets value={preset} range={range} locale={locale} onChange={setPreset} />
      <p className={team.hint}>{t('team_turnover_hint')}</p>

      <PagedReport
        query={members}
        rowsOf={(page) => page.members}
        label={t('title_team_management')}
        emptyText={t(userName ? 'team_members_none_found' : 'team_members_empty')}
        count={(first) => t('team_members_count', { count: first.total })}
      >
        {(member) => (
          <li key={member.userName} className={styles.row} data-testid="team-member">
            <div className={styles.rowMain}>
              <span className={styles.rowTitle}>
                {member.userName}
                {member.online && (
                  <span className={team.online}>
                    <span aria-hidden="true" className={team.dot} />
                    {t('team_online')}
                  </span>
                )}
              </span>
              <span className={team.level}>{t('team_level', { level: member.level })}</span>
            </div>
            <dl className={team.figures}>
              <div>
                <dt>{t('team_balance')}</dt>
                <dd>{formatMoney(member.balance)}</dd>
              </div>
              <div>
                <dt>{t('team_turnover')}</dt>
                <dd>{formatMoney(member.turnover)}</dd>
              </div>
            </dl>
            <div className={styles.rowMeta}>
              <span>
                {member.lastLoginAt ? (
                  <>
                    {t('team_last_login')}{' '}
                    <time dateTime={member.lastLoginAt}>
                      {formatRecordTime(member.lastLoginAt, locale)}
                    </time>
                  </>
                ) : (
                  t('team_never_logged_in')
                )}
              </span>
              {member.upline && member.level > 1 && (
                <span>{t('team_upline', { name: member.upline })}</span>
              )}
            </div>
          </li>
        )}
      </PagedReport>
    </div>
  );
}
