import type { GeneratedAgent } from '@vigil/domain';
import type { Caller } from '../auth/auth-contracts.ts';
import type { AccessTokenService } from '../auth/tokens/access-token.service.ts';
import type { Db } from '../db/db.ts';
import { conflict } from '../rbac/service-error.ts';
import type { GenerateAgentInput } from './agent-input.ts';
import { AgentRepository } from './agent.repository.ts';

/** Registers remote agents: the agent, the person it acts as (role agent) and its access token, together. */
export class AgentService {
  constructor(
    private readonly db: Db,
    private readonly tokens: AccessTokenService,
  ) {}

  async generate(input: GenerateAgentInput, by: Caller): Promise<GeneratedAgent> {
    return this.db.transaction(async (tx) => {
      const agents = new AgentRepository(tx);
      const taken = await agents.findByName(input.name);
      if (taken) {
        throw conflict(taken.deleted
          ? `An agent named ${input.name} existed and was deleted; agent names stay unique, choose another`
          : `An agent named ${input.name} already exists`);
      }
      const username = `agent-${input.name}`;
      const personId = await agents.insertAgentPerson(username, by.personId);
      const id = await agents.insert({ ...input, personId, createdBy: by.personId });
      const token = await this.tokens.create({ name: username, personId, expiresInMs: null, scope: null, createdBy: by.personId }, tx);
      return { id, username, access_token: token.token };
    });
  }
}
