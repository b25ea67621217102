import type { FastifyInstance } from 'fastify';
import { DEMO } from '../db/seed/demo.ts';
import { TestBrowser } from './test-app.ts';

/** The session cookie of the demo donor (seeded), signed in through POST /api/login. */
export async function demoDonorSession(app: FastifyInstance): Promise<Record<string, string>> {
  const login = await new TestBrowser(app).post('/api/login', {
    email: DEMO.donor.email,
    id: DEMO.donor.donorNumber,
  });
  const session = login.cookies.find((c) => c.name === 'zechus_session')?.value;
  if (!session) throw new Error(`the demo donor's login answered ${login.statusCode}`);
  return { zechus_session: session };
}
