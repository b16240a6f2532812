// The seven facility pages' words and hours, as typed data drawn by the one FacilityPageTemplate. Phone numbers
// and e-mail addresses here are placeholders: a hospital replaces them in this file.
import type { FacilityContent } from '@hospital/ui';
import type { FacilitySlug } from '../routes.ts';

const PLACEHOLDER_PHONE = '+91 00000 00000';
const placeholderEmail = (desk: string) => `${desk}@example.org`;

export const FACILITY_PAGES: Readonly<Record<FacilitySlug, FacilityContent>> = {
  'x-ray': {
    name: 'X-Ray',
    tagline: 'Digital X-ray with low radiation doses and reports the same day.',
    serviceGroups: [
      {
        title: 'X-Ray Services',
        items: [
          { title: 'Chest X-Ray', description: 'For cough, breathlessness and routine check-ups.' },
          { title: 'Bone & Joint X-Ray', description: 'Fractures, arthritis and injuries.' },
          { title: 'Spine X-Ray', description: 'Back and neck pain, posture and injuries.' },
          { title: 'Abdominal X-Ray', description: 'Stones, blockages and swallowed objects.' },
          { title: 'Dental X-Ray (OPG)', description: 'The whole jaw and teeth in one picture.' },
          { title: 'Portable X-Ray', description: 'At the bedside for patients who cannot be moved.' },
        ],
      },
    ],
    hours: [
      {
        title: 'X-Ray Hours',
        rows: [
          { label: 'Monday - Friday', hours: '8:00 AM - 8:00 PM' },
          { label: 'Saturday', hours: '9:00 AM - 6:00 PM' },
          { label: 'Sunday', hours: 'Emergency only' },
          { label: 'Emergency', hours: '24/7' },
        ],
      },
    ],
    team: {
      title: 'Our Radiology Team',
      summary: 'Radiologists and trained technicians read and take every film.',
      points: ['Consultant radiologists reporting every X-ray', 'Certified radiographers on every shift', 'Lead aprons and thyroid shields for every patient'],
    },
    contact: {
      title: 'Contact X-Ray',
      text: 'Bring your doctor’s prescription and any earlier films.',
      phone: PLACEHOLDER_PHONE,
      email: placeholderEmail('xray'),
      actionLabel: 'Schedule X-Ray Appointment',
    },
  },
  icu: {
    name: 'ICU / NICU / PICU Critical Care',
    tagline: 'Round-the-clock intensive care for adults, newborns and children, with specialists at the bedside.',
    highlights: [
      { value: '24', label: 'ICU Beds' },
      { value: '16', label: 'NICU Beds' },
      { value: '12', label: 'PICU Beds' },
      { value: '1:2', label: 'ICU Nurse Ratio' },
    ],
    serviceGroups: [
      {
        title: 'Critical Care Services',
        items: [
          { title: 'Adult ICU', description: 'Ventilators, cardiac monitors and dialysis at every bed.' },
          { title: 'Neonatal ICU (NICU)', description: 'Incubators, phototherapy and ventilation for newborns.' },
          { title: 'Pediatric ICU (PICU)', description: 'Intensive care sized for infants and children.' },
          { title: 'Ventilator Support', description: 'Invasive and non-invasive ventilation.' },
          { title: 'Cardiac Monitoring', description: 'Continuous ECG, blood pressure and oxygen monitoring.' },
          { title: 'Infection Control', description: 'Isolation rooms and strict hygiene protocols.' },
        ],
      },
    ],
    hours: [
      {
        title: 'Hours',
        rows: [
          { label: 'Critical Care', hours: '24/7' },
          { label: 'Visiting Hours', hours: '11:00 AM - 12:00 PM, 5:00 PM - 6:00 PM' },
        ],
      },
    ],
    team: {
      title: 'Our Critical Care Team',
      summary: 'Intensivists, neonatologists, nurses and respiratory therapists on every shift.',
      points: ['Intensivists on site 24/7', 'One nurse for every two ICU patients', 'Neonatologists for the NICU'],
    },
    contact: {
      title: 'Contact Critical Care',
      text: 'For admissions and transfers, call the critical care desk.',
      phone: PLACEHOLDER_PHONE,
      email: placeholderEmail('icu'),
      actionLabel: 'Emergency Contact',
    },
  },
  pathology: {
    name: 'Pathology Laboratory',
    tagline: 'A fully automated laboratory with quality checks on every run, and home sample collection.',
    serviceGroups: [
      {
        title: 'Laboratory Services',
        items: [
          { title: 'Hematology', description: 'Blood counts, clotting tests and blood groups.' },
          { title: 'Clinical Biochemistry', description: 'Sugar, kidney, liver, lipid and thyroid tests.' },
          { title: 'Microbiology', description: 'Cultures and sensitivity for infections.' },
          { title: 'Histopathology', description: 'Biopsies and surgical specimens.' },
          { title: 'Serology', description: 'Dengue, typhoid, hepatitis and other antibody tests.' },
          { title: 'Home Sample Collection', description: 'A phlebotomist visits your home.' },
        ],
      },
    ],
    hours: [
      {
        title: 'Collection Hours',
        rows: [
          { label: 'Sample Collection', hours: '7:00 AM - 11:00 AM' },
          { label: 'Report Collection', hours: '4:00 PM - 8:00 PM' },
          { label: 'Emergency Tests', hours: '24/7' },
        ],
      },
    ],
    team: {
      title: 'Our Laboratory Team',
      summary: 'Pathologists and qualified technologists check every report.',
      points: ['MD pathologists signing every report', 'Trained phlebotomists', 'Daily quality control'],
    },
    contact: {
      title: 'Contact the Laboratory',
      text: 'Ask about fasting before a test, or book a home collection.',
      phone: PLACEHOLDER_PHONE,
      email: placeholderEmail('lab'),
      actionLabel: 'Book Lab Test',
    },
  },
  'blood-bank': {
    name: 'Blood Bank',
    tagline: 'Safe, tested blood and blood components for our patients, day and night.',
    serviceGroups: [
      {
        title: 'Blood Bank Services',
        items: [
          { title: 'Whole Blood', description: 'Screened for HIV, hepatitis B and C, syphilis and malaria.' },
          { title: 'Packed Red Cells', description: 'For anaemia, surgery and blood loss.' },
          { title: 'Platelets', description: 'For dengue and patients on cancer treatment.' },
          { title: 'Fresh Frozen Plasma', description: 'For bleeding and clotting disorders.' },
          { title: 'Blood Grouping & Cross-match', description: 'Before every transfusion.' },
          { title: 'Voluntary Donation Camps', description: 'At colleges, offices and community halls.' },
        ],
      },
    ],
    hours: [
      {
        title: 'Blood Bank Hours',
        rows: [
          { label: 'Donation', hours: '9:00 AM - 5:00 PM' },
          { label: 'Blood Issue', hours: '24/7' },
        ],
      },
    ],
    team: {
      title: 'Our Blood Bank Team',
      summary: 'A medical officer, technologists and counsellors for every donor.',
      points: ['Medical officer on duty', 'Donor counselling', 'Component separation on site'],
    },
    contact: {
      title: 'Contact the Blood Bank',
      text: 'Donors aged 18 to 65 weighing at least 45 kg are welcome.',
      phone: PLACEHOLDER_PHONE,
      email: placeholderEmail('bloodbank'),
      actionLabel: 'Donate Blood',
    },
  },
  endoscopy: {
    name: 'Endoscopy Unit',
    tagline: 'Diagnostic and therapeutic endoscopy under sedation, most patients home the same day.',
    serviceGroups: [
      {
        title: 'Endoscopy Services',
        items: [
          { title: 'Upper GI Endoscopy', description: 'The food pipe, stomach and duodenum.' },
          { title: 'Colonoscopy', description: 'The large bowel, with polyp removal.' },
          { title: 'ERCP', description: 'Stones and blockages of the bile duct.' },
          { title: 'Bronchoscopy', description: 'The airways and lungs.' },
          { title: 'Variceal Banding', description: 'Treatment of bleeding veins in liver disease.' },
          { title: 'Biopsy', description: 'Small tissue samples for diagnosis.' },
        ],
      },
    ],
    hours: [
      {
        title: 'Endoscopy Hours',
        rows: [
          { label: 'Diagnostic Procedures', hours: '9:00 AM - 5:00 PM' },
          { label: 'Preparation (fasting)', hours: '8-12 hours before' },
          { label: 'Emergency Endoscopy', hours: '24/7' },
        ],
      },
    ],
    team: {
      title: 'Our Endoscopy Team',
      summary: 'Gastroenterologists, anesthesiologists and endoscopy nurses.',
      points: ['Sedation by anesthesiologists', 'High-definition video endoscopes', 'Recovery bay with monitoring'],
    },
    contact: {
      title: 'Contact the Endoscopy Unit',
      text: 'We will tell you how to prepare when you book.',
      phone: PLACEHOLDER_PHONE,
      email: placeholderEmail('endoscopy'),
      actionLabel: 'Schedule Procedure',
    },
  },
  'echo-ultrasound': {
    name: 'Echo and Ultrasound',
    tagline: 'Heart and body imaging by cardiologists and radiologists, with reports explained to you.',
    illustration: 'echo-machine',
    serviceGroups: [
      {
        title: 'Cardiac Imaging Services',
        items: [
          { title: '2D Echocardiography', description: 'Moving pictures of the heart chambers and valves.' },
          { title: 'Doppler Studies', description: 'How blood flows through the heart and vessels.' },
          { title: 'Stress Echocardiography', description: 'The heart at work, during exercise or medicine.' },
          { title: 'TEE (Transesophageal)', description: 'Close-up views of the heart through the food pipe.' },
          { title: 'Fetal Echocardiography', description: 'The unborn baby’s heart, from 18 weeks.' },
          { title: '3D/4D Echo', description: 'Three-dimensional views of the valves for planning treatment.' },
        ],
      },
      {
        title: 'General Ultrasound',
        items: [
          { title: 'Abdominal' },
          { title: 'Pelvic' },
          { title: 'Obstetric' },
          { title: 'Thyroid' },
          { title: 'Breast' },
          { title: 'Scrotal' },
          { title: 'Renal' },
          { title: 'Carotid Doppler' },
          { title: 'Venous Doppler' },
          { title: 'Arterial Doppler' },
        ],
      },
    ],
    hours: [
      {
        title: 'Imaging Hours',
        rows: [
          { label: 'Echo Services', hours: '8:00 AM - 6:00 PM' },
          { label: 'General Ultrasound', hours: '8:00 AM - 8:00 PM' },
          { label: 'Emergency Scans', hours: '24/7' },
          { label: 'Obstetric Emergency Scans', hours: '24/7' },
        ],
      },
    ],
    team: {
      title: 'Our Imaging Team',
      summary: 'Cardiologists, radiologists and technical staff trained in cardiac and general imaging.',
      points: ['Cardiologists for every echocardiogram', 'Radiologists for every ultrasound', 'Sonography technicians and nursing staff'],
    },
    contact: {
      title: 'Contact Echo and Ultrasound',
      text: 'Some scans need a full bladder or fasting: we will tell you when you book.',
      phone: PLACEHOLDER_PHONE,
      email: placeholderEmail('imaging'),
      actionLabel: 'Schedule Scan',
    },
  },
  physiotherapy: {
    name: 'Physiotherapy',
    tagline: 'Getting you moving again after injury, surgery, stroke or long illness.',
    serviceGroups: [
      {
        title: 'Our Services',
        items: [
          { title: 'Orthopedic Rehabilitation', description: 'Recovery after fractures, joint replacement and back surgery.' },
          { title: 'Neurological Therapy', description: 'Regaining movement and balance after stroke or nerve injury.' },
          { title: 'Sports Physiotherapy', description: 'Treating sports injuries and preventing the next one.' },
          { title: 'Pediatric Therapy', description: 'Play-based therapy for children with delayed milestones.' },
          { title: 'Cardiopulmonary Rehab', description: 'Breathing and exercise after heart or lung illness.' },
          { title: 'Pain Management', description: 'Relief for neck, back and joint pain without surgery.' },
        ],
      },
      {
        title: 'Treatment Modalities',
        items: [
          { title: 'Manual Therapy' },
          { title: 'Electrotherapy' },
          { title: 'Ultrasound Therapy' },
          { title: 'TENS' },
          { title: 'Hot/Cold Therapy' },
          { title: 'Exercise Therapy' },
          { title: 'Hydrotherapy' },
          { title: 'Laser Therapy' },
          { title: 'Traction Therapy' },
          { title: 'Balance Training' },
        ],
      },
    ],
    hours: [
      {
        title: 'Session Timings',
        rows: [
          { label: 'Morning Sessions', hours: '8:00 AM - 12:00 PM' },
          { label: 'Evening Sessions', hours: '2:00 PM - 7:00 PM' },
          { label: 'Home Visits', hours: 'Available' },
          { label: 'Emergency Therapy', hours: 'On call' },
        ],
      },
    ],
    team: {
      title: 'Our Physiotherapy Team',
      summary: 'BPT and MPT qualified therapists, each with a specialization, and modern equipment.',
      points: [
        'BPT/MPT qualified therapists',
        'Specializations in orthopedic, neurological, sports and pediatric therapy',
        'Equipment: traction units, TENS and ultrasound machines, laser, hydrotherapy pool, balance trainers',
      ],
    },
    contact: {
      title: 'Contact Physiotherapy',
      text: 'Bring your doctor’s referral and any scans.',
      phone: PLACEHOLDER_PHONE,
      email: placeholderEmail('physio'),
      actionLabel: 'Book Therapy Session',
    },
  },
};
