// Hand-made flat SVG illustrations for the seed data (gallery, news and task photos).
//
// They stand in for real photographs, which we may not ship. Each drawing is a few dozen
// flat shapes so the files stay small (< 4 KB), need no external fonts or images, and
// contain no text apart from <title> (read out by screen readers; text baked into an
// image can't be translated or resized). The seed writes them out and checks that
// every imageUrl in db.json points at one of them.
import { scenes } from './scenes.ts';

const svg = (title: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" role="img" aria-labelledby="title"><title id="title">${title}</title>${body}</svg>\n`;

interface SeedImage {
  /** Site-relative URL, as stored in db.json. */
  url: string;
  title: string;
  draw: () => string;
}

const IMAGES: SeedImage[] = [
  { url: '/images/gallery/default-hospital.svg', title: 'Hospital', draw: scenes.defaultHospital },
  { url: '/images/gallery/main-building.svg', title: 'Main hospital building', draw: scenes.mainBuilding },
  { url: '/images/gallery/reception-lobby.svg', title: 'Reception and patient lobby', draw: scenes.receptionLobby },
  { url: '/images/gallery/general-ward.svg', title: 'General ward', draw: scenes.patientWard },
  { url: '/images/gallery/nursing-team.svg', title: 'Our nursing team', draw: scenes.nursingTeam },
  { url: '/images/gallery/ward-rounds.svg', title: 'Doctors on ward rounds', draw: scenes.doctorsRounds },
  { url: '/images/gallery/emergency-team.svg', title: 'Emergency response team and ambulance', draw: scenes.emergencyTeam },
  { url: '/images/gallery/ct-scanner.svg', title: 'CT scanner', draw: scenes.ctScanner },
  { url: '/images/gallery/icu-monitor.svg', title: 'ICU bedside monitor', draw: scenes.icuMonitor },
  { url: '/images/gallery/modular-ot.svg', title: 'Modular operation theatre', draw: scenes.modularOt },
  { url: '/images/gallery/health-camp.svg', title: 'Free health check-up camp', draw: scenes.healthCamp },
  { url: '/images/gallery/blood-donation.svg', title: 'Blood donation drive', draw: scenes.bloodDonation },
  { url: '/images/gallery/yoga-day.svg', title: 'International Yoga Day session', draw: scenes.yogaDay },
  { url: '/images/news/accreditation.svg', title: 'Accreditation rosette', draw: scenes.accreditation },
  { url: '/images/news/cath-lab.svg', title: 'Heart and ECG trace on a cath lab monitor', draw: scenes.cathLab },
  { url: '/images/news/icu-wing.svg', title: 'New ICU wing under construction', draw: scenes.icuWing },
  { url: '/images/news/health-camp.svg', title: 'Health camp tent', draw: scenes.healthCamp },
  { url: '/images/news/heart-walk.svg', title: 'World Heart Day walk', draw: scenes.heartWalk },
  { url: '/images/news/blood-donation.svg', title: 'Blood donation drive', draw: scenes.bloodDonation },
  { url: '/images/news/cpr-workshop.svg', title: 'CPR training on a mannequin', draw: scenes.cprWorkshop },
  { url: '/images/tasks/excavation.svg', title: 'Excavator at the foundation pit', draw: scenes.excavation },
  { url: '/images/tasks/rcc-columns.svg', title: 'RCC columns with starter bars', draw: scenes.rccColumns },
  { url: '/images/tasks/medical-gas.svg', title: 'Medical gas pipeline and outlets', draw: scenes.medicalGas },
  { url: '/images/tasks/solar-panels.svg', title: 'Rooftop solar panels', draw: scenes.solarPanels },
];

/** Every seed image: site-relative URL to complete SVG document. */
export function seedImages(): Map<string, string> {
  return new Map(IMAGES.map((image) => [image.url, svg(image.title, image.draw())]));
}
