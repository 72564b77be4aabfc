import { ComingSoon } from '@/app/routes/coming-soon';

/** Placeholder until the screen is built. */
export default function MemberScreen() {
  return <ComingSoon titleKey="title_member_center" standalone />;
}
