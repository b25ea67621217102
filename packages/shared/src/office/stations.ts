// The stations area's payloads (one zod schema per payload, used by server and client).
import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './paging.ts';
import { isPlainLine } from '../schemas/text-rules.ts';

export const MAX_STATION_NAME = 80;

/** A station's name, as the office reads it in the list: "Main hall, left". */
export const stationNameSchema = z
  .string({ error: 'Give the station a name, for example “Main hall, left”.' })
  .trim()
  .min(1, { error: 'Give the station a name, for example “Main hall, left”.' })
  .max(MAX_STATION_NAME, {
    error: `The station’s name can be at most ${MAX_STATION_NAME} characters long.`,
  })
  .refine(isPlainLine, {
    error: 'The station’s name cannot contain invisible control characters.',
  });

/** POST /api/office/stations: a new station (its token is made by the server). */
export const newStationSchema = z.strictObject({ name: stationNameSchema });
export type NewStation = z.infer<typeof newStationSchema>;
export type NewStationInput = z.input<typeof newStationSchema>;

/** PATCH /api/office/stations/:id: a new name. */
export const renameStationSchema = newStationSchema;
export type RenameStation = NewStation;

export const stationStatuses = ['active', 'revoked'] as const;
export const STATION_STATUS_LABELS: Record<(typeof stationStatuses)[number], string> = {
  active: 'Active',
  revoked: 'Revoked',
};

/** GET /api/office/stations: paged and sorted on the server, optionally only active or revoked. */
export const stationListQuerySchema = pageQuerySchema(
  ['name', 'created', 'lastUsed'],
  'created',
).extend({
  status: z
    .enum(stationStatuses, { error: 'status must be active or revoked' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type StationListQuery = z.infer<typeof stationListQuerySchema>;

/** One station as the console lists it (never its token). */
export const stationRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  /** Who made it: a staff member's name, "Command line", or null for the demo's station. */
  createdBy: z.string().nullable(),
  /** The last scan it sent (updated at most once a minute), or null when it never scanned. */
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  active: z.boolean(),
});
export type StationRow = z.infer<typeof stationRowSchema>;

export const stationListSchema = pagedSchema(stationRowSchema);
export type StationList = z.infer<typeof stationListSchema>;

/**
 * The answer to POST /api/office/stations: the only time the token is ever shown, with the
 * station page's address holding it and that address as a QR code (SVG).
 */
export const createdStationSchema = z.object({
  station: stationRowSchema,
  token: z.string(),
  setupUrl: z.string(),
  qrSvg: z.string(),
});
export type CreatedStation = z.infer<typeof createdStationSchema>;

/** GET /api/scan/station with `Authorization: Bearer <token>`: the station the token opens. */
export const stationCheckSchema = z.object({ name: z.string() });
export type StationCheck = z.infer<typeof stationCheckSchema>;

/** The fragment key of the station page's setup address: /scan#token=… */
export const STATION_TOKEN_FRAGMENT = 'token';

/**
 * The station page's address with its token in the fragment: a fragment never reaches the
 * server's logs or another site's Referer.
 */
export const stationSetupUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/scan#${STATION_TOKEN_FRAGMENT}=${encodeURIComponent(token)}`;

/** The token in a station page's fragment (#token=…), or null. */
export const tokenFromFragment = (hash: string): string | null => {
  // Plain string work: this package runs without the DOM's or Node's URL classes.
  for (const part of hash.replace(/^#/, '').split('&')) {
    const [key, value = ''] = part.split('=');
    if (key !== STATION_TOKEN_FRAGMENT) continue;
    let token: string;
    try {
      token = decodeURIComponent(value.replaceAll('+', ' ')).trim();
    } catch {
      return null;
    }
    return token ? token : null;
  }
  return null;
};
