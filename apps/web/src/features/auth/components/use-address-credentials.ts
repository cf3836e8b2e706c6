import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export interface AddressCredentials {
  identifier: string;
  password: string | null;
}

/**
 * Reads `username` and `password` from the login address once and removes them from the address
 * bar right away, so the password does not stay visible or in the history.
 */
export function useAddressCredentials(): AddressCredentials | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const [credentials] = useState<AddressCredentials | null>(() => {
    const identifier = searchParams.get('username');
    if (!identifier) return null;
    return { identifier, password: searchParams.get('password') || null };
  });

  useEffect(() => {
    if (!searchParams.has('username') && !searchParams.has('password')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('username');
    next.delete('password');
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  return credentials;
}
