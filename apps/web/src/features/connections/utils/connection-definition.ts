import { type ConnectionTypeDefinition, connectionType } from '@vigil/domain';

/** Whether a connection was made in the UI (or by nothing in particular): only those are edited here. */
export function isManagedHere(source: string | null | undefined): boolean {
  return source == null || source === '' || source === 'UI';
}

/**
 * The type's definition; a type the registry does not know (written by a spec or an older server) is
 * shown with the common columns so it can still be read, tested and deleted.
 */
export function definitionOf(type: string): ConnectionTypeDefinition {
  return (
    connectionType(type) ?? {
      type,
      label: type,
      group: 'other',
      fields: [
        { key: 'url', label: 'URL', kind: 'text' },
        { key: 'username', label: 'Username', kind: 'secret' },
        { key: 'password', label: 'Password', kind: 'secret', secret: true },
        { key: 'insecure_tls', label: 'Insecure TLS', kind: 'switch', default: false },
      ],
    }
  );
}
