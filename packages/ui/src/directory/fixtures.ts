// Story fixtures of the directory widgets: shaped like the seed data, pictures as data URLs so they load
// offline, in tests and in the static Storybook. Not exported from the package.
import type { Department, Doctor, GalleryImage, NewsEvent } from '@hospital/contract';
import { theme } from '../theme/theme.ts';

function svgPicture(body: string): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${theme.color.brandSubtle}"/>${body}</svg>`)}`;
}

export const portraitPicture = svgPicture(
  `<circle cx="200" cy="120" r="55" fill="${theme.color.brand}"/><path d="M90 300a110 110 0 0 1 220 0z" fill="${theme.color.brand}"/>`,
);
export const hospitalPicture = svgPicture(
  `<rect x="110" y="80" width="180" height="180" fill="${theme.color.surface}" stroke="${theme.color.brand}" stroke-width="6"/><path d="M185 120h30v30h30v30h-30v30h-30v-30h-30v-30h30z" fill="${theme.color.emergency}"/>`,
);
export const wardPicture = svgPicture(
  `<rect x="60" y="170" width="280" height="50" rx="10" fill="${theme.color.brand}"/><rect x="70" y="140" width="80" height="30" rx="8" fill="${theme.color.surface}"/>`,
);
/** A path the Storybook server answers with 404, so the image's `error` event fires as for a dead link. */
export const brokenPicture = '/missing-images/deleted-picture.jpg';

export const departmentsFixture: Department[] = [
  { id: 1, name: 'Cardiology' },
  { id: 2, name: 'Neurology' },
  { id: 3, name: 'Gynecology' },
  { id: 5, name: 'Pediatrics' },
];

export const doctorsFixture: Doctor[] = [
  { id: 1, name: 'Dr. Rajesh Malhotra', specialization: 'Interventional Cardiology', departmentId: 1, qualifications: 'MBBS, MD (Medicine), DM (Cardiology)', experience: 22, image: null },
  { id: 3, name: 'Dr. Vikram Singh Rathore', specialization: 'Neurology', departmentId: 2, qualifications: 'MBBS, MD (Medicine), DM (Neurology)', experience: 18, image: null },
  { id: 6, name: 'Dr. Priya Chaturvedi', specialization: 'Gynecology & Reproductive Medicine', departmentId: 3, qualifications: 'MBBS, DGO, DNB (Obstetrics & Gynaecology), Fellowship in Reproductive Medicine', experience: 11, image: null },
  { id: 9, name: 'Dr. Amit Khanna', specialization: 'Pediatrician', departmentId: 5, qualifications: 'MBBS, MD (Pediatrics)', experience: 14, image: null },
  { id: 18, name: 'Dr. Shalini Mehrotra', specialization: 'Radiology', departmentId: null, qualifications: 'MBBS, MD (Radiodiagnosis)', experience: 11, image: null },
];

export const longDoctorFixture: Doctor = {
  id: 42,
  name: 'Dr. Venkataraghavan Subramaniam Bhattacharya-Chattopadhyay',
  specialization: 'Paediatric Cardiothoracic and Congenital Heart Surgery with Extracorporeal Support',
  departmentId: 1,
  qualifications:
    'MBBS, MS (General Surgery), MCh (Cardiothoracic and Vascular Surgery), FRCS (Edinburgh), Fellowship in Paediatric Cardiac Surgery (Great Ormond Street), Diploma in Hospital Administration',
  experience: 31,
  image: null,
};

export const galleryFixture: GalleryImage[] = [
  { id: 1, title: 'Main hospital building', description: 'The main block houses the OPD, diagnostics and 100 inpatient beds.', imageUrl: hospitalPicture, category: 'facility', isVisible: true, createdAt: '2026-03-02T05:45:00.000Z' },
  { id: 2, title: 'General ward', description: null, imageUrl: wardPicture, category: 'facility', isVisible: true, createdAt: '2026-03-02T05:50:00.000Z' },
  { id: 3, title: 'Nursing team', description: 'Our nurses on the morning shift.', imageUrl: portraitPicture, category: 'staff', isVisible: true, createdAt: '2026-04-01T05:50:00.000Z' },
  { id: 4, title: 'CT scanner', description: 'A 128-slice CT scanner in the radiology wing.', imageUrl: brokenPicture, category: 'equipment', isVisible: true, createdAt: '2026-05-01T05:50:00.000Z' },
];

/** "Today" of the news fixtures: 25 November 2026, 10:00 local time. */
export const newsTodayFixture = new Date(2026, 10, 25, 10, 0);

export const newsFixture: NewsEvent[] = [
  { id: 1, title: 'Construction begins on a new 50-bed ICU wing', content: 'Ground was broken this week for Block C, a three-storey critical care wing behind the main building.', type: 'news', imageUrl: wardPicture, eventDate: null, isPublished: true, createdAt: '2026-06-05T06:30:00.000Z', updatedAt: '2026-06-05T06:30:00.000Z' },
  { id: 2, title: 'Hospital receives NABH entry-level accreditation', content: 'Our hospital has been granted entry-level accreditation by the National Accreditation Board for Hospitals & Healthcare Providers.', type: 'news', imageUrl: brokenPicture, eventDate: null, isPublished: true, createdAt: '2026-11-20T05:00:00.000Z', updatedAt: '2026-11-20T05:00:00.000Z' },
  { id: 3, title: 'World Heart Day walkathon', content: 'Join our cardiologists for a 5 km morning walk to mark World Heart Day.', type: 'event', imageUrl: hospitalPicture, eventDate: new Date(2026, 8, 29, 7, 0).toISOString(), isPublished: true, createdAt: '2026-09-15T10:30:00.000Z', updatedAt: '2026-09-30T03:40:00.000Z' },
  { id: 4, title: 'Free diabetes screening camp', content: 'Free blood sugar tests and diet advice for everyone over 30.', type: 'event', imageUrl: null, eventDate: new Date(2026, 11, 13, 9, 0).toISOString(), isPublished: true, createdAt: '2026-11-01T10:30:00.000Z', updatedAt: '2026-11-01T10:30:00.000Z' },
  { id: 5, title: 'CPR workshop for families', content: 'Learn hands-only CPR in one hour.', type: 'event', imageUrl: null, eventDate: new Date(2026, 10, 25, 16, 0).toISOString(), isPublished: true, createdAt: '2026-11-10T10:30:00.000Z', updatedAt: '2026-11-10T10:30:00.000Z' },
];
