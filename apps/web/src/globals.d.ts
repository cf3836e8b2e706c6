/** Set by the build from the web app's package.json. */
declare const __FRONTEND_VERSION__: string;
