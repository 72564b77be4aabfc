import { ComingSoon } from '@/app/routes/coming-soon';

/** Placeholder until the screen is built. */
export default function RegisterScreen() {
  return <ComingSoon titleKey="title_register" standalone />;
}
