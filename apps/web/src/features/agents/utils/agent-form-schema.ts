import { z } from 'zod';

/** Scrape intervals offered for the agent's Kubernetes scraper (spec 000 §9). */
export const AGENT_SCRAPE_INTERVALS = ['1m', '5m', '10m', '30m', '1h', '2h', '6h', '12h', '24h'] as const;
export const DEFAULT_AGENT_SCRAPE_INTERVAL = '30m';

const REQUIRED = 'This field is required';

const labelEntry = z.object({ key: z.string(), value: z.string() });

export const agentFormSchema = z
  .object({
    name: z.string().trim().min(1, REQUIRED),
    description: z.string(),
    properties: z.array(labelEntry),
    kubernetes: z.object({ enabled: z.boolean(), interval: z.enum(AGENT_SCRAPE_INTERVALS) }),
    pushTelemetry: z.object({ enabled: z.boolean(), topologyName: z.string() }),
  })
  .superRefine((values, ctx) => {
    values.properties.forEach((entry, index) => {
      if (entry.key.trim() === '' && entry.value.trim() !== '') {
        ctx.addIssue({ code: 'custom', path: ['properties', index, 'key'], message: REQUIRED });
      }
    });
  });

export type AgentFormValues = z.infer<typeof agentFormSchema>;

export const EMPTY_AGENT_FORM: AgentFormValues = {
  name: '',
  description: '',
  properties: [],
  kubernetes: { enabled: true, interval: DEFAULT_AGENT_SCRAPE_INTERVAL },
  pushTelemetry: { enabled: false, topologyName: '' },
};

/** The label map sent to the server: rows without a key are dropped, later keys win. */
export function toPropertiesMap(entries: AgentFormValues['properties']): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { key, value } of entries) {
    const trimmed = key.trim();
    if (trimmed !== '') map[trimmed] = value;
  }
  return map;
}

export function fromPropertiesMap(properties: Record<string, unknown> | null | undefined): AgentFormValues['properties'] {
  return Object.entries(properties ?? {}).map(([key, value]) => ({
    key,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  }));
}
