/** What a form takes as pictures: how many, how large each, of which types (the platform checks the bytes again). */
export interface PictureRules {
  max: number;
  maxBytes: number;
  types: readonly string[];
}

export type PictureProblem = 'count' | 'type' | 'size';

/** The first rule the picked files break, checked before anything is read or sent. */
export function pictureProblem(files: readonly File[], rules: PictureRules): PictureProblem | null {
  if (files.length > rules.max) return 'count';
  for (const file of files) {
    if (!rules.types.includes(file.type)) return 'type';
    if (file.size > rules.maxBytes) return 'size';
  }
  return null;
}

/** The file as the base64 data: URL the platform's picture fields carry. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
