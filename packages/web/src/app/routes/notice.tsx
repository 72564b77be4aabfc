import { NoticeList } from '@/features/home/components/notice-list';

/** /m/notice: the announcements (its own chunk, with the HTML sanitiser). */
export default function NoticeScreen() {
  return <NoticeList />;
}
