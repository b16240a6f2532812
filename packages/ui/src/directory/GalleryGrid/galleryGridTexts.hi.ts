import type { GalleryCategory } from '@hospital/contract';
import type { GalleryGridTexts } from './galleryGridTexts.ts';

const CATEGORIES_HI: Readonly<Record<GalleryCategory, string>> = {
  facility: 'सुविधाएँ',
  staff: 'स्टाफ़',
  equipment: 'उपकरण',
  events: 'कार्यक्रम',
};

// A category newer than this list (the API's data) shows as the API wrote it rather than as nothing.
const categoryHi = (category: GalleryCategory): string => CATEGORIES_HI[category] ?? category;

/** The words of the gallery in Hindi. */
export const GALLERY_GRID_TEXTS_HI: GalleryGridTexts = {
  filterLabel: 'श्रेणी के अनुसार चुनें',
  allCategories: 'सभी श्रेणियाँ',
  category: categoryHi,
  loading: 'गैलरी लोड हो रही है...',
  errorTitle: 'गैलरी लोड नहीं हो सकी',
  emptyTitle: 'कोई तस्वीर नहीं मिली',
  emptyText: (category) => (category === '' ? 'अभी गैलरी में कोई तस्वीर उपलब्ध नहीं है।' : `“${categoryHi(category)}” श्रेणी में कोई तस्वीर नहीं मिली।`),
  listLabel: 'गैलरी की तस्वीरें',
};
