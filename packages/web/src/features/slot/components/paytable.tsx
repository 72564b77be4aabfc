import { useTranslation } from 'react-i18next';
import type { SlotState } from '@kalaro/contract/slot';
import { SymbolArt } from '@/features/slot/components/symbols';
import { symbolName } from '@/features/slot/components/symbol-name';
import styles from '@/features/slot/components/slot.module.css';

/** The published paytable: pays in line bets for 3, 4 and 5 of a kind, and the RTP. */
export function Paytable({ state }: { state: SlotState }) {
  const { t } = useTranslation();
  const counts = [...new Set(state.paytable.flatMap((row) => row.pays.map((p) => p.count)))].sort(
    (a, b) => a - b,
  );
  return (
    <details className={styles.panel}>
      <summary>{t('slot_paytable')}</summary>
      <p className={styles.panelText}>
        {t('slot_paytable_intro', {
          lines: state.paylines.length,
          wild: symbolName(t, state.wild),
        })}
      </p>
      <table className={styles.paytable}>
        <caption className="visually-hidden">{t('slot_paytable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('slot_symbol')}</th>
            {counts.map((count) => (
              <th scope="col" key={count}>
                {t('slot_of_a_kind', { n: count })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state.paytable.map((row) => (
            <tr key={row.symbol}>
              <th scope="row">
                <span className={styles.payIcon}>
                  <SymbolArt symbol={row.symbol} />
                </span>
                {symbolName(t, row.symbol)}
              </th>
              {counts.map((count) => {
                const pay = row.pays.find((p) => p.count === count);
                return <td key={count}>{pay ? `×${pay.multiplier}` : '–'}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.panelText} data-testid="slot-rtp">
        {t('slot_rtp', { rtp: state.rtp })}
      </p>
    </details>
  );
}
