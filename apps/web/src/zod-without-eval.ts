import { config } from 'zod/v4/core';

// Without this, zod probes `new Function` for its fast parsers, which the server's
// Content-Security-Policy (no 'unsafe-eval') reports as a violation. It is its own module, imported
// first by main.tsx, because a schema built while another module loads would probe before it.
config({ jitless: true });
