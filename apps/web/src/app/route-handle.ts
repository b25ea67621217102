/** Carried by each route (React Router `handle`): the page name for the title. */
export interface RouteHandle {
  page: string;
  /** The meta description; the site's default when absent. */
  description?: string;
}

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { page?: unknown }).page === 'string';
