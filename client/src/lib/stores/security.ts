import { signal } from '@preact/signals-core';

/** "This wasn't me": the next sign-in opens the change-password dialog at once. */
export const passwordChangeAfterSignIn = signal(false);

/** The security centre asks the withdraw page to open its change-withdrawal-password form. */
export const withdrawPasswordChangeRequested = signal(false);
