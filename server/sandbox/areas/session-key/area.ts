import type { SandboxArea } from '../sandbox-area';
import { sessionKeyHandlers } from './session-key-handlers';

/** The RSA modulus that every encrypted call seals its key with. */
export const sessionKeyArea: SandboxArea = {
  name: 'session-key',
  handlers: ({ app }) => sessionKeyHandlers(app),
};
