import { useLocation } from 'react-router';
import { ComingSoon } from '@/app/routes/coming-soon';
import { findRoute } from '@/app/routes/table';

/** Any route whose screen is not built yet. */
export default function PlaceholderScreen() {
  const route = findRoute(useLocation().pathname);
  return <ComingSoon titleKey={route.titleKey} standalone={route.header === 'none'} />;
}
