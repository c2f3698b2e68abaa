/**
 * The images area's entry: the area for the list (areas/index.ts) and what other areas use of it; they
 * import it from here only.
 */
export { imagesArea } from './area';
export { AVATAR_COUNT } from './avatar';
export { CompressedImages } from './compressed';
export { IMAGE_CACHE_CONTROL } from './image-routes';
