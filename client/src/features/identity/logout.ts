import { signOut } from '../../lib/signOut';

/**
 * Sign-out: the server ends the session, the browser forgets everything of the member
 * (lib/signOut.ts). The caller goes to / afterwards.
 */
export async function logout(): Promise<void> {
  await signOut();
}
