import { useTranslation } from 'react-i18next';
import type { VendorCategory } from '@kalaro/contract/games-rules';
import { BET_STATUSES } from '@kalaro/contract/records-rules';
import type { BetRecord } from '@kalaro/contract/wallet-records';
import { useDebouncedLanguage } from '@/shared/hooks/use-debounced-language';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { useBets } from '@/features/records/api/get-bets';
import {
  BET_CATEGORIES,
  categoryChange,
  readCategory,
  readStatus,
  readVendor,
  vendorOptions,
} from '@/features/records/model';
import { BetRow } from '@/shared/ui/bet-row';
import { PagedReport } from '@/shared/ui/paged-report';
import { RangePresets } from '@/shared/ui/range-presets';
import { Totals } from '@/shared/ui/totals';
import { useRangeFilters } from '@/shared/hooks/use-range-filters';
import styles from '@/shared/ui/report.module.css';

const STATUS_KEYS = {
  open: 'records_status_open',
  settled: 'records_status_settled',
  void: 'records_status_void',
} as const;

interface Props {
  /** The operator's vendors per category (the vendor filter); undefined while loading or when it failed. */
  vendorSorting?: readonly VendorCategory[];
}

/**
 * The betting record (/m/gameRecord): the member's bets, newest first, over a
 * date-range preset, filtered by game category, vendor and status, with stake,
 * win and net over every page. A slot spin shows its reels and the seeds to verify it.
 */
export function BetRecords({ vendorSorting }: Props) {
  const { t, i18n } = useTranslation();
  const locale = HTML_LANG[resolveLanguage(i18n.language)];
  const language = useDebouncedLanguage();
  const { search, preset, range, setPreset, setParam, setParams } = useRangeFilters();
  const gameType = readCategory(search);
  const vendor = readVendor(search);
  const status = readStatus(search);
  const bets = useBets({ ...range, gameType, vendor, status, language });
  const vendors = vendorOptions(vendorSorting ?? [], gameType);
  // A vendor from the address that the list does not (yet) hold still shows as chosen.
  if (vendor !== undefined && !vendors.some((option) => option.vendor === vendor)) {
    vendors.push({ vendor, name: vendor });
  }

  return (
    <div className={styles.page}>
      <RangePresets value={preset} range={range} locale={locale} onChange={setPreset} />
      <div className={styles.filters}>
        <label className={styles.filter}>
          <span>{t('records_category')}</span>
          <select
            value={gameType ?? ''}
            onChange={(event) =>
              setParams(categoryChange(vendorSorting, event.target.value || null, vendor))
            }
          >
            <option value="">{t('records_all_categories')}</option>
            {BET_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`category_${category}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          <span>{t('records_vendor')}</span>
          <select
            value={vendor ?? ''}
            onChange={(event) => setParam('vendor', event.target.value || null)}
          >
            <option value="">{t('records_all_vendors')}</option>
            {vendors.map((option) => (
              <option key={option.vendor} value={option.vendor}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          <span>{t('records_status')}</span>
          <select
            value={status ?? ''}
            onChange={(event) => setParam('status', event.target.value || null)}
          >
            <option value="">{t('records_all_statuses')}</option>
            {BET_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(STATUS_KEYS[value])}
              </option>
            ))}
          </select>
        </label>
      </div>

      <PagedReport
        query={bets}
        rowsOf={(page) => page.list}
        label={t('title_betting_record')}
        emptyText={t('records_bets_empty')}
        header={(first) => (
          <Totals
            label={t('records_totals')}
            items={[
              { label: t('records_stake'), amount: first.totals.stake },
              { label: t('records_win'), amount: first.totals.win },
              {
                label: t('records_net'),
                amount: first.totals.net,
                signed: true,
                testId: 'records-net',
              },
            ]}
          />
        )}
        count={(first) => t('records_bet_count', { count: first.totals.betCount })}
      >
        {(bet) => <BetRecordRow key={bet.id} bet={bet} locale={locale} />}
      </PagedReport>
    </div>
  );
}

function BetRecordRow({ bet, locale }: { bet: BetRecord; locale: string }) {
  const { t } = useTranslation();
  return (
    <BetRow title={bet.gameName} bet={bet} locale={locale} testId="bet-row">
      {bet.detail && (
        <details className={styles.detail}>
          <summary>{t('records_spin_detail')}</summary>
          <dl className={styles.detailList}>
            <dt>{t('records_reels')}</dt>
            <dd>
              {bet.detail.reels.map((reel, index) => (
                <span key={index} className={styles.reel}>
                  {reel.join(' · ')}
                </span>
              ))}
            </dd>
            <dt>{t('records_round')}</dt>
            <dd>
              <code>{bet.roundId}</code>
            </dd>
            <dt>{t('records_seed_hash')}</dt>
            <dd>
              <code>{bet.detail.serverSeedHash}</code>
            </dd>
            <dt>{t('records_server_seed')}</dt>
            <dd>
              {bet.detail.serverSeed ? (
                <code>{bet.detail.serverSeed}</code>
              ) : (
                t('records_seed_in_play')
              )}
            </dd>
            <dt>{t('records_client_seed')}</dt>
            <dd>
              <code>{bet.detail.clientSeed}</code>
            </dd>
            <dt>{t('records_nonce')}</dt>
            <dd>{bet.detail.nonce}</dd>
          </dl>
        </details>
      )}
    </BetRow>
  );
}
