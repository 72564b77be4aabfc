import { ComingSoon } from '@/app/routes/coming-soon';

/** Placeholder until the screen is built. */
export default function AgentScreen() {
  return <ComingSoon titleKey="title_agent" standalone />;
}
