import type { FeatureKey } from '@vigil/domain';
import type { ReactNode } from 'react';
import { useFeatureFlags } from './use-feature-flags.ts';

export interface FeatureGateProps {
  feature: FeatureKey | readonly FeatureKey[];
  /** Shown when a feature is off; default nothing. */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Shows its content when every listed feature is on and the flags have loaded. */
export function FeatureGate({ feature, fallback = null, children }: FeatureGateProps) {
  const flags = useFeatureFlags();
  if (flags.isLoading) return null;
  const features: readonly FeatureKey[] = typeof feature === 'string' ? [feature] : feature;
  return <>{features.every(flags.isEnabled) ? children : fallback}</>;
}
