import { ComingSoon } from '@/app/routes/coming-soon';

/** Placeholder until the screen is built. */
export default function ForgetScreen() {
  return <ComingSoon titleKey="title_forget" />;
}
