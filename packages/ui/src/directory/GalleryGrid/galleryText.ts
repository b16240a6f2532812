/** The empty gallery's sentence, for the chosen category or for none. */
export function emptyGalleryDescription(category: string): string {
  return category === '' ? 'No gallery images available at the moment.' : `No images found in the ${category} category.`;
}
