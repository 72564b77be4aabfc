import { HelpCentre } from '@/features/help/components/help-centre';

/** /m/help and /m/helpDetail: the help centre, active entry from `?i=`. */
export default function HelpScreen() {
  return <HelpCentre />;
}
