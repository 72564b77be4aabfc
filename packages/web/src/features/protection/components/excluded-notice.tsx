import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readItem, writeItem } from '@/shared/storage/storage';
import { useProtection } from '@/features/protection/api/protection';

/** The measure this tab has already shown the member (its id). */
const SHOWN_KEY = 'kalaro.protection.shown';

/**
 * A member who logs in while a time-out or self-exclusion runs may withdraw
 * the balance but not play: once per measure and tab, this brings them to the
 * responsible-gaming screen, which says until when play is closed and links
 * the withdrawal. Renders nothing.
 */
export function ExcludedNotice({ path }: { path: string }) {
  const { data } = useProtection();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = data?.current?.id;
  useEffect(() => {
    if (!id || readItem('session', SHOWN_KEY) === id) return;
    writeItem('session', SHOWN_KEY, id);
    if (pathname !== path) void navigate(path);
  }, [id, path, pathname, navigate]);
  return null;
}
