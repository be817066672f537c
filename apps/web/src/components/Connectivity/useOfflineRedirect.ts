import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { goOffline } from '../../navigation';

/** Network loss (the browser's `offline` event) → /no-connection, wherever the user is. */
export function useOfflineRedirect(): void {
  const router = useRouter();
  useEffect(() => {
    const onOffline = () => goOffline(router);
    window.addEventListener('offline', onOffline);
    if (navigator.onLine === false) onOffline();
    return () => window.removeEventListener('offline', onOffline);
  }, [router]);
}
