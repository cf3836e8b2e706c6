import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { componentRelationKey } from './component-relations.ts';

export interface ComponentConfigLink {
  componentId: string;
  configId: string;
}

/** A link a user makes by hand: `selector_id` 'manual' marks it as one that may be removed (spec 002 §5). */
export async function linkComponentConfig({ componentId, configId }: ComponentConfigLink): Promise<void> {
  await http.post('db', '/config_component_relationships', {
    body: { component_id: componentId, config_id: configId, selector_id: 'manual' },
  });
}

export function useLinkComponentConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkComponentConfig,
    onSuccess: () => toast.success('Catalog item linked to the component'),
    onSettled: (_data, _error, link) => queryClient.invalidateQueries({ queryKey: componentRelationKey(link.componentId) }),
  });
}
