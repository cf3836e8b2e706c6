import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { assignBrowserLocation } from '../utils/browser-location.ts';

/**
 * Goes to an address the identity service or the flow logic asked for: in-app pages through the
 * router, anything else (another origin, `/api/...`) as a full page load.
 */
export function useFollowAddress(): (address: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback(
    (address: string, options: { replace?: boolean } = {}) => {
      const url = new URL(address, window.location.origin);
      if (url.origin === window.location.origin && !url.pathname.startsWith('/api/')) {
        void navigate(`${url.pathname}${url.search}${url.hash}`, { replace: options.replace ?? false });
      } else {
        assignBrowserLocation(url.href, { replace: options.replace ?? false });
      }
    },
    [navigate],
  );
}
