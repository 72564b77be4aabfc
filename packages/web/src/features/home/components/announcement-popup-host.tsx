import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { DURATION } from '@kalaro/contract/constants';
import type { PopupItem } from '@kalaro/contract/content';
import {
  parseStoredPopup,
  popupItemsFor,
  popupSignature,
  POPUP_STORAGE_KEY,
  shouldShowPopup,
} from '@/features/home/model';
import type { StoredPopup } from '@/features/home/model';
import { usePageLoaded } from '@/shared/hooks/after-load';
import { ChunkBoundary } from '@/features/home/components/chunk-boundary';
import { withScreenTexts } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session';
import { readItem, writeItem } from '@/shared/storage/storage';

/** The pop-up and its HTML sanitiser are one chunk, fetched only when there is something to show. */
const AnnouncementPopup = lazy(() =>
  withScreenTexts(import('@/features/home/components/announcement-popup')).then((module) => ({
    default: module.AnnouncementPopup,
  })),
);

const store = (record: StoredPopup) =>
  writeItem('local', POPUP_STORAGE_KEY, JSON.stringify(record));

/**
 * Decides whether the announcement pop-up opens, 500 ms after
 * mount or a change of the list: members see execution A (+ F on their first
 * login), visitors B; a set the user closed reappears only once it changes. The
 * pop-up itself (and its HTML sanitiser) is fetched then, once the page has loaded.
 */
export function AnnouncementPopupHost({ popups }: { popups: readonly PopupItem[] | undefined }) {
  const session = useSession();
  const loggedIn = session !== null;
  const firstTimeLogin = session?.firstTimeLogin ?? false;
  const items = useMemo(
    () => popupItemsFor(popups ?? [], { loggedIn, firstTimeLogin }),
    [popups, loggedIn, firstTimeLogin],
  );
  const signature = useMemo(() => popupSignature(items), [items]);
  const [shown, setShown] = useState<{ items: PopupItem[]; signature: string } | null>(null);
  const loaded = usePageLoaded();

  useEffect(() => {
    if (items.length === 0) return;
    const timer = setTimeout(() => {
      const stored = parseStoredPopup(readItem('local', POPUP_STORAGE_KEY));
      if (!shouldShowPopup(signature, items.length, stored)) return;
      store({ signature, show: true });
      setShown({ items, signature });
    }, DURATION.POPUP_COMPUTE_DELAY);
    return () => clearTimeout(timer);
  }, [items, signature]);

  const shownSignature = shown?.signature;
  const onClose = useCallback(() => {
    if (shownSignature !== undefined) store({ signature: shownSignature, show: false });
  }, [shownSignature]);
  const onClosed = useCallback(() => setShown(null), []);

  if (!shown || !loaded) return null;
  return (
    <ChunkBoundary key={shown.signature}>
      <Suspense fallback={null}>
        <AnnouncementPopup items={shown.items} onClose={onClose} onClosed={onClosed} />
      </Suspense>
    </ChunkBoundary>
  );
}
