import type { FastifyInstance } from 'fastify';
import type { EdgeContext } from '../plugin';
import { recordSignIns } from './recording';
import { SignInRepository } from './repository';
import { signInRoutes } from './routes';

/**
 * The sign-in history at the edge: every sign-in the gateway forwards and the platform accepts is
 * recorded (recording.ts), and `security.signIns` and `security.displacedBy` are answered from
 * those records (routes.ts), never forwarded.
 */
export async function signInsPlugin(app: FastifyInstance, edge: EdgeContext): Promise<void> {
  const signIns = new SignInRepository(edge.store);
  recordSignIns(edge, signIns);
  signInRoutes(app, edge, signIns);
}
