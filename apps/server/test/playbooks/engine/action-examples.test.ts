import { describe, expect, it } from 'vitest';
import { PLAYBOOK_ACTIONS } from '#src/playbooks/actions/action-registry.ts';
import { parseYamlText } from '#src/spec/yaml-text.ts';

describe('playbook action registry', () => {
  it('holds exec and http, each with examples and a JSON Schema for editors', () => {
    expect(PLAYBOOK_ACTIONS.types()).toEqual(expect.arrayContaining(['exec', 'http']));
    for (const type of PLAYBOOK_ACTIONS.types()) {
      expect(PLAYBOOK_ACTIONS.find(type)!.examples.length, type).toBeGreaterThan(0);
      expect(PLAYBOOK_ACTIONS.jsonSchema(type), type).toMatchObject({ type: 'object' });
    }
  });

  it.each(PLAYBOOK_ACTIONS.plugins.flatMap((action) => action.examples.map((example, index) => [`${action.type} example ${index + 1}`, action.type, example] as const)))(
    '%s parses',
    (_, type, example) => {
      const raw = typeof example === 'string' ? parseYamlText(example) : example;
      expect(PLAYBOOK_ACTIONS.find(type)!.parse(raw, `spec.actions[0].${type}`)).toHaveProperty('spec');
    },
  );
});
