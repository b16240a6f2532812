import type { GalleryImage } from '@hospital/contract';
import { hospitalInstant as ist } from '@hospital/contract';

export const GALLERY: Omit<GalleryImage, 'id'>[] = (
  [
    ['Main hospital building', 'The main block houses the OPD, diagnostics and 100 inpatient beds.', 'main-building', 'facility', true, ist('2026-03-02', '11:15')],
    ['Reception and patient lobby', 'Registration and help desk on the ground floor, open 24 hours.', 'reception-lobby', 'facility', true, ist('2026-03-02', '11:20')],
    ['General ward', 'Clean, airy general wards with a nurse call button at every bed.', 'general-ward', 'facility', true, ist('2026-03-05', '16:40')],
    ['Our nursing team', 'Nurses from the ICU, wards and operation theatres on International Nurses Day.', 'nursing-team', 'staff', true, ist('2026-05-12', '18:05')],
    // The one image without a description: the public card must cope with null.
    ['Doctors on ward rounds', null, 'ward-rounds', 'staff', true, ist('2026-06-01', '12:30')],
    // Hidden until the team signs photo consent forms: exercises isVisible false.
    ['Emergency response team and ambulance', 'Our emergency team with the advanced life support ambulance.', 'emergency-team', 'staff', false, ist('2026-07-18', '10:05')],
    ['CT scanner', 'Fast, low-dose CT imaging, available round the clock for emergencies.', 'ct-scanner', 'equipment', true, ist('2026-05-20', '14:10')],
    ['ICU bedside monitor', 'Every ICU bed has a multi-parameter monitor linked to the central nursing station.', 'icu-monitor', 'equipment', true, ist('2026-08-08', '09:50')],
    ['Modular operation theatre', 'Laminar airflow and HEPA filtration keep our operation theatres clean.', 'modular-ot', 'equipment', true, ist('2026-09-10', '17:25')],
    ['Free health check-up camp', 'Free check-ups for more than 400 residents at the October health camp.', 'health-camp', 'events', true, ist('2026-10-12', '19:00')],
    ['Blood donation drive', 'Volunteers and staff at our quarterly blood donation drive.', 'blood-donation', 'events', true, ist('2026-08-31', '13:35')],
    ['International Yoga Day session', 'Morning yoga with staff and patients’ families on 21 June.', 'yoga-day', 'events', false, ist('2026-06-22', '08:45')],
  ] as const
).map(([title, description, file, category, isVisible, createdAt]) => ({
  title,
  description,
  imageUrl: `/images/gallery/${file}.svg`,
  category,
  isVisible,
  createdAt,
}));
