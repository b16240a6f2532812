/** The empty gallery's sentence (spec section 8), for the chosen category or none. */
export function emptyGalleryDescription(category: string): string {
  return category === '' ? 'No gallery images available at the moment.' : `No images found in the ${category} category.`;
}
