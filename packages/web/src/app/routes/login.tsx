import { ComingSoon } from '@/app/routes/coming-soon';

/** Placeholder until the screen is built. */
export default function LoginScreen() {
  return <ComingSoon titleKey="title_login" standalone />;
}
