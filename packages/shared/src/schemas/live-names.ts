// The live channel's names: plain values, no Zod, so a donor's page that follows the stream does
// not load it (decision 0029). The events' schemas are in live.ts.

/** The live channel's name (spec §7) and its SSE endpoint. */
export const LIVE_CHANNEL = 'update-screen';
export const LIVE_STREAM_PATH = '/api/live/update-screen';

/**
 * `heartbeat`: sent on connect and then every LIVE_HEARTBEAT_MS (15 s by default), without an id
 * and never stored. A named event rather than an SSE comment, because EventSource hides comments:
 * the wall reconnects when it has heard nothing, heartbeat or event, for a few intervals.
 */
export const LIVE_HEARTBEAT_EVENT = 'heartbeat';
export const DEFAULT_LIVE_HEARTBEAT_MS = 15_000;

/**
 * `reload`: the stream was asked to replay from further back than the server keeps or replays
 * (LIVE_REPLAY_WINDOW events, or events since purged): instead of that history it sends this one
 * event, whose id is the newest event's, so the client reads its state afresh (the wall: GET
 * /api/large-screen) and hears everything after it. Never stored. Not `force-reload`, which
 * reloads the whole page at a staff member's request.
 */
export const LIVE_RELOAD_EVENT = 'reload';
