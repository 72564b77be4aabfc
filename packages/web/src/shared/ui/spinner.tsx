import styles from '@/shared/ui/spinner.module.css';

/** A decorative spinner; pair it with visible or live text. */
export const Spinner = ({ size = 28 }: { size?: number }) => (
  <svg className={styles.spinner} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
    <circle
      cx="12"
      cy="12"
      r="9"
      fill="none"
      stroke="currentColor"
      strokeOpacity="0.25"
      strokeWidth="3"
    />
    <path
      d="M21 12a9 9 0 0 0-9-9"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
    />
  </svg>
);
