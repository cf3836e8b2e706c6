import { type FeatureKey, isFeatureDisabled } from '@vigil/domain';
import { useCallback, useMemo } from 'react';
import { useProperties } from '#src/api/properties/get-properties.ts';

export interface FeatureFlags {
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
  /** Off when '{feature}.disable' is 'true', for the feature or its parent (spec 000 §4). */
  isEnabled: (feature: FeatureKey) => boolean;
}

export function useFeatureFlags(): FeatureFlags {
  const { data, isPending, error, refetch } = useProperties();
  const byName = useMemo(() => {
    const values: Record<string, string | undefined> = {};
    for (const property of data ?? []) values[property.name] = property.value == null ? undefined : String(property.value);
    return values;
  }, [data]);
  const isEnabled = useCallback((feature: FeatureKey) => !isFeatureDisabled(byName, feature), [byName]);
  const retry = useCallback(() => void refetch(), [refetch]);
  return useMemo(() => ({ isLoading: isPending, error, refetch: retry, isEnabled }), [isPending, error, retry, isEnabled]);
}
