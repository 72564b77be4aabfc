import { PromotionList } from '@/features/promotions/components/promotion-list';

/** /m/activity: the promotions in effect (visitors too). */
export default function ActivityScreen() {
  return <PromotionList />;
}
