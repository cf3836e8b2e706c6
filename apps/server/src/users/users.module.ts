import type { FeatureModule } from '../modules/feature-module.ts';
import { peopleDemoSeeder } from './people.demo-seeder.ts';
import { teamMembersDemoSeeder } from './team-members.demo-seeder.ts';
import { userRoutes } from './user.routes.ts';
import { UserService } from './user.service.ts';
import { whoamiRoutes } from './whoami.routes.ts';

/** People: the caller's own profile (whoami), and the people an administrator invites and manages. */
export const usersModule: FeatureModule = {
  name: 'users',
  routes: async (app, { db, config, directory, callerChanges }) => {
    const users = new UserService(db, directory, callerChanges);
    await app.register(whoamiRoutes, { users, config });
    await app.register(userRoutes, { users });
  },
  demo: { seeders: () => [peopleDemoSeeder(), teamMembersDemoSeeder] },
};
