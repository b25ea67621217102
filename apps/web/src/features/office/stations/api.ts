import {
  createdStationSchema,
  stationListSchema,
  stationRowSchema,
  type CreatedStation,
  type NewStation,
  type StationList,
  type StationRow,
} from '@zechus/shared';
import { api } from '../../../lib/api.ts';

/** Every stations query's key starts here; a change refreshes them all. */
export const stationsKey = ['office', 'stations'] as const;

/** GET /api/office/stations?… (the query string of useListParams). */
export const fetchStations = async (query: string, signal?: AbortSignal): Promise<StationList> =>
  stationListSchema.parse(await api.get(`/api/office/stations?${query}`, { signal }));

/** POST /api/office/stations: the new station, its token (this once) and the QR code. */
export const createStation = async (body: NewStation): Promise<CreatedStation> =>
  createdStationSchema.parse(await api.post('/api/office/stations', body));

/** PATCH /api/office/stations/:id: a new name (the token keeps working). */
export const renameStation = async (id: number, body: NewStation): Promise<StationRow> =>
  stationRowSchema.parse(await api.patch(`/api/office/stations/${id}`, body));

/** POST /api/office/stations/:id/revoke: the token stops working at once. */
export const revokeStation = async (id: number): Promise<StationRow> =>
  stationRowSchema.parse(await api.post(`/api/office/stations/${id}/revoke`, {}));
