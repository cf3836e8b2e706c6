import { useBackendVersion } from './use-backend-version.ts';

const FRONTEND_VERSION = __FRONTEND_VERSION__;

/** The first page: the product's name and which server it talks to. The full frame comes next. */
export function App() {
  const backend = useBackendVersion();
  return (
    <main className="landing">
      <h1>Vigil</h1>
      <p>Health checks, configuration catalog, topology, incidents and playbooks.</p>
      <p className="versions" aria-live="polite">
        <span>Frontend {FRONTEND_VERSION}</span>
        {' · '}
        {backend.state === 'loading' && <span>Backend …</span>}
        {backend.state === 'ready' && <span>Backend {backend.version}</span>}
        {backend.state === 'error' && <span role="alert">Backend NA ({backend.message})</span>}
      </p>
    </main>
  );
}
