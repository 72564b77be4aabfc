import { useTranslation } from 'react-i18next';
import { iconUrl, toggleVendor } from '@/features/games/model';
import styles from '@/features/games/components/games.module.css';

interface Vendor {
  vendor: string;
  accountTypeName: string;
  icon: string;
}

interface Props {
  vendors: readonly Vendor[];
  selected: string | null;
  cdn: string;
  onSelect: (vendor: string | null) => void;
}

/**
 * The vendor choice (gaming-side §2): 'all' first, then the category's vendors in a
 * row that scrolls sideways with snapping. Tapping the selected vendor clears it.
 */
export function VendorRow({ vendors, selected, cdn, onSelect }: Props) {
  const { t } = useTranslation();
  if (vendors.length === 0) return null;
  return (
    <div className={styles.vendors} role="group" aria-label={t('games_vendors')}>
      <button
        type="button"
        className={styles.vendor}
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        {t('games_all_vendors')}
      </button>
      {vendors.map((vendor) => (
        <button
          key={vendor.vendor}
          type="button"
          className={styles.vendor}
          aria-pressed={selected === vendor.vendor}
          onClick={() => onSelect(toggleVendor(selected, vendor.vendor))}
        >
          <img
            src={iconUrl(cdn, vendor.icon)}
            alt=""
            width={20}
            height={20}
            loading="lazy"
            decoding="async"
          />
          {vendor.accountTypeName}
        </button>
      ))}
    </div>
  );
}
