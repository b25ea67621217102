// The learners area's payloads (one zod schema per payload, used by server and client).
export {};
