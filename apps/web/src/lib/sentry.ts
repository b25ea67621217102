/**
 * The two parts of the Sentry SDK the app uses, imported by name so that the bundler keeps only
 * them: the SDK's namespace imported whole would bring everything it has (a feedback widget with
 * a UI library of its own among it) into the file a site with reporting on downloads.
 */
export { captureException, init } from '@sentry/react';
