import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';

/** Shows the current query string, as the address bar would. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

/** The query string the probe shows, parsed. */
export function currentSearchParams(): URLSearchParams {
  return new URLSearchParams(screen.getByTestId('location').textContent ?? '');
}
