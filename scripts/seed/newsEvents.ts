import type { NewsEvent } from '@hospital/contract';
import { hospitalInstant as ist } from '@hospital/contract';

// Listed in creation order. Upcoming events fall between December 2026 and March 2027.
export const NEWS_EVENTS: Omit<NewsEvent, 'id'>[] = [
  {
    title: 'Construction begins on a new 50-bed ICU wing',
    content: 'Ground was broken this week for Block C, a three-storey critical care wing behind the main building. It will add 50 ICU beds, isolation rooms and a central nursing station. Hospital services continue as usual while work is under way.',
    type: 'news', imageUrl: '/images/news/icu-wing.svg', eventDate: null, isPublished: true,
    createdAt: ist('2026-06-05', '12:00'), updatedAt: ist('2026-06-05', '12:00'),
  },
  {
    title: 'Hospital receives NABH entry-level accreditation',
    content: 'Our hospital has been granted entry-level accreditation by the National Accreditation Board for Hospitals & Healthcare Providers. The assessment covered patient safety, infection control and clinical records. We thank our staff and patients for their part in it.',
    type: 'news', imageUrl: '/images/news/accreditation.svg', eventDate: null, isPublished: true,
    createdAt: ist('2026-08-14', '10:30'), updatedAt: ist('2026-08-14', '10:30'),
  },
  {
    title: 'World Heart Day walkathon',
    content: 'Join our cardiologists for a 5 km morning walk to mark World Heart Day. Free blood pressure and blood sugar checks will be offered at the finish point.',
    type: 'event', imageUrl: '/images/news/heart-walk.svg', eventDate: ist('2026-09-29', '06:30'), isPublished: true,
    createdAt: ist('2026-09-15', '16:00'), updatedAt: ist('2026-09-30', '09:10'),
  },
  {
    title: 'Cardiac cath lab now open round the clock',
    content: 'Our cath lab now runs 24 hours a day, so patients with a heart attack can have emergency angioplasty without being transferred. A cardiologist and cath lab team are on call every night.',
    type: 'news', imageUrl: '/images/news/cath-lab.svg', eventDate: null, isPublished: true,
    createdAt: ist('2026-09-22', '11:45'), updatedAt: ist('2026-09-23', '10:20'),
  },
  {
    title: 'Free multi-specialty health camp',
    content: 'Doctors from medicine, pediatrics, gynecology and orthopedics will offer free consultations at the camp. Basic blood tests and ECGs are included, and medicines will be given free of cost. Please bring any previous reports with you.',
    type: 'event', imageUrl: '/images/news/health-camp.svg', eventDate: ist('2026-10-11', '09:00'), isPublished: true,
    createdAt: ist('2026-09-28', '14:30'), updatedAt: ist('2026-09-28', '14:30'),
  },
  {
    title: 'Cashless treatment under Ayushman Bharat PM-JAY',
    content: 'Eligible families can now get cashless treatment at our hospital under the Ayushman Bharat PM-JAY scheme. Please bring your Ayushman card and Aadhaar to the help desk near reception. Our staff will help with pre-authorisation.',
    type: 'news', imageUrl: null, eventDate: null, isPublished: true,
    createdAt: ist('2026-10-02', '10:00'), updatedAt: ist('2026-10-02', '10:00'),
  },
  {
    title: 'Extended OPD hours this winter',
    content: 'From 15 November, the general medicine and pediatrics OPDs stay open until 8 PM on weekdays to help with seasonal flu and respiratory cases. Evening appointments can be booked online or at reception.',
    type: 'news', imageUrl: null, eventDate: null, isPublished: true,
    createdAt: ist('2026-11-10', '17:15'), updatedAt: ist('2026-11-10', '17:15'),
  },
  {
    title: 'Voluntary blood donation drive',
    content: 'Our blood bank is holding a donation drive with the local Rotary club. Healthy adults between 18 and 65 years who weigh over 50 kg can donate. Each donor receives a free health check and a donor card.',
    type: 'event', imageUrl: '/images/news/blood-donation.svg', eventDate: ist('2026-12-13', '09:00'), isPublished: true,
    createdAt: ist('2026-11-18', '12:40'), updatedAt: ist('2026-11-18', '12:40'),
  },
  {
    title: 'Hands-only CPR workshop for the public',
    content: 'Learn how to recognise a cardiac arrest and give hands-only CPR in this two-hour session led by our emergency team. Practice mannequins are provided. Entry is free, but seats are limited, so please register at reception.',
    type: 'event', imageUrl: '/images/news/cpr-workshop.svg', eventDate: ist('2027-01-23', '10:00'), isPublished: true,
    createdAt: ist('2026-11-20', '15:05'), updatedAt: ist('2026-11-21', '09:30'),
  },
  {
    // A draft: exercises isPublished false (public pages must not show it).
    title: 'Dengue and seasonal fever advisory',
    content: 'Cases of dengue usually rise after the monsoon. See a doctor if a fever lasts more than two days or comes with body ache, rash or bleeding gums. Avoid painkillers other than paracetamol until dengue is ruled out.',
    type: 'news', imageUrl: null, eventDate: null, isPublished: false,
    createdAt: ist('2026-11-22', '11:00'), updatedAt: ist('2026-11-24', '16:20'),
  },
  {
    title: 'Free diabetes and eye screening camp',
    content: 'Free blood sugar, HbA1c and diabetic retinopathy screening for adults over 30. Our physicians and a visiting ophthalmologist will explain results on the spot.',
    type: 'event', imageUrl: null, eventDate: ist('2027-03-07', '09:00'), isPublished: false,
    createdAt: ist('2026-11-24', '18:10'), updatedAt: ist('2026-11-24', '18:10'),
  },
];
