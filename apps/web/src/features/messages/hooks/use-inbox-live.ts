import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useBrand } from '../../system/hooks/use-system-status';

/**
 * The member's news over `/ws/member` while signed in (../lib/inbox-socket.ts). The socket's code is its own chunk,
 * loaded after the first screen: the header's badge shows the fetched count until then.
 */
export function useInboxLive(token: string | null, enabled: boolean): void {
  const client = useQueryClient();
  const { merchantCode } = useBrand();
  useEffect(() => {
    if (!token || !enabled) return;
    let close: (() => void) | null = null;
    let left = false;
    import('../lib/inbox-socket')
      .then(({ connectInbox }) => {
        if (!left) close = connectInbox(client, token, merchantCode);
      })
      // A chunk that could not load leaves the badge to its fetched count; the next sign-in tries again.
      .catch(() => undefined);
    return () => {
      left = true;
      close?.();
    };
  }, [token, enabled, merchantCode, client]);
}
