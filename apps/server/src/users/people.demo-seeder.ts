import { provisionAccount } from '../auth/identity/account-provisioner.ts';
import { randomSecrets } from '../auth/identity/random-secrets.ts';
import type { DemoSeeder } from '../demo/demo-seeder.ts';

/** One demo user per role, so every view of the product can be tried as each kind of user. */
export const DEMO_PEOPLE = [
  { role: 'admin', email: 'admin@demo.local', firstName: 'Ada', lastName: 'Admin' },
  { role: 'editor', email: 'editor@demo.local', firstName: 'Eddie', lastName: 'Editor' },
  { role: 'viewer', email: 'viewer@demo.local', firstName: 'Vera', lastName: 'Viewer' },
  { role: 'commander', email: 'commander@demo.local', firstName: 'Cora', lastName: 'Commander' },
  { role: 'responder', email: 'responder@demo.local', firstName: 'Remy', lastName: 'Responder' },
] as const;

/** The demo users, with random passwords printed once (one `  <email>  <password>  (<role>)` line each). */
export function peopleDemoSeeder(print: (text: string) => void = (text) => console.log(text)): DemoSeeder {
  return {
    name: 'people',
    async seed(tx) {
      const lines: string[] = [];
      for (const person of DEMO_PEOPLE) {
        const password = randomSecrets.password();
        await provisionAccount(tx, { ...person, password, roles: [person.role] });
        lines.push(`  ${person.email}  ${password}  (${person.role})`);
      }
      print(['', 'Demo users (the passwords are shown only this once):', ...lines, ''].join('\n'));
    },
  };
}
