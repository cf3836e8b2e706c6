import { DEFAULT_INCIDENT_SEVERITY, DEFAULT_INCIDENT_TYPE, INCIDENT_SEVERITIES, INCIDENT_TYPES } from '@vigil/domain';
import { z } from 'zod';
import { SEVERITY_REQUIRED, TYPE_REQUIRED } from './incident-form-schema.ts';

export const INCIDENT_REQUIRED = 'Must select or create an incident';
export const HYPOTHESIS_REQUIRED = 'Must select or create a hypothesis';

const CHOICE_MODES = ['existing', 'new'] as const;

/** Spec 000 §5: the rules of the Link to Incident form. */
export const linkToIncidentSchema = z
  .object({
    incidentMode: z.enum(CHOICE_MODES),
    incidentId: z.string(),
    title: z.string(),
    type: z.string(),
    severity: z.string(),
    hypothesisMode: z.enum(CHOICE_MODES),
    hypothesisId: z.string(),
    hypothesisTitle: z.string(),
  })
  .superRefine((values, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (values.incidentMode === 'existing') {
      if (values.incidentId === '') issue('incidentId', INCIDENT_REQUIRED);
      else if (values.hypothesisMode === 'existing' && values.hypothesisId === '') issue('hypothesisId', HYPOTHESIS_REQUIRED);
      else if (values.hypothesisMode === 'new' && values.hypothesisTitle.trim() === '') issue('hypothesisTitle', HYPOTHESIS_REQUIRED);
      return;
    }
    // A new incident: its title is required; the hypothesis may be left out (the root takes the title).
    if (values.title.trim() === '') issue('title', INCIDENT_REQUIRED);
    if (!(INCIDENT_SEVERITIES as readonly string[]).includes(values.severity)) issue('severity', SEVERITY_REQUIRED);
    if (!(INCIDENT_TYPES as readonly string[]).includes(values.type)) issue('type', TYPE_REQUIRED);
  });

export type LinkToIncidentValues = z.infer<typeof linkToIncidentSchema>;

export const EMPTY_LINK_FORM: LinkToIncidentValues = {
  incidentMode: 'existing',
  incidentId: '',
  title: '',
  type: DEFAULT_INCIDENT_TYPE,
  severity: DEFAULT_INCIDENT_SEVERITY,
  hypothesisMode: 'existing',
  hypothesisId: '',
  hypothesisTitle: '',
};
