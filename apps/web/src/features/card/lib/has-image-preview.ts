import { canShowInline } from '@teamboard/sdk';

/**
 * Whether an attachment gets a thumbnail: an image of a type the SDK lets the
 * browser show inline. Other inline types (PDF, text, audio) and every image
 * type outside that list (SVG can carry script) stay a file icon.
 */
export function hasImagePreview(mimeType: string): boolean {
  return canShowInline(mimeType) && mimeType.trim().toLowerCase().startsWith('image/');
}
