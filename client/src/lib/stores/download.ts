import { signal } from '@preact/signals-core';

/** The app-download modal (QR codes for Android and iOS, the Lite app); the shell mounts it while open. */
export const downloadModal = signal(false);

export function openDownloadModal(): void {
  downloadModal.value = true;
}

export function closeDownloadModal(): void {
  downloadModal.value = false;
}
