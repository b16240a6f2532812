// The home page and the booking that really books, through the API rather than the spec's simulation. Tests
// share one server: each books on its own doctor and day, or without a doctor, with a unique patient name.
import { chooseDay } from './dayPicker.ts';
import { weekdayFromNow } from './days.ts';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { uniquePatientName } from './names.ts';

async function bookingBody(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post('/api/appointments', {
    data: {
      patientName: uniquePatientName('Seeded Patient'),
      email: 'seeded@example.in',
      phone: '+91 90000 00000',
      age: 50,
      gender: 'Male',
      department: 'General Surgery',
      reasonForVisit: 'Booked by the test to take a slot.',
      consent: true,
      ...body,
    },
  });
  expect(response.status()).toBe(201);
}

async function openBookingFromHero(page: Page) {
  await page.goto('/');
  // The hero's button, not the header's: the hero is the first thing in <main>.
  await page.getByRole('main').getByRole('button', { name: 'Book Appointment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Step 1 of 2' })).toHaveAttribute('aria-valuenow', '60');
  return dialog;
}

test('book an appointment from the hero and find it, pending, as an admin', async ({ page, request }) => {
  const patientName = uniquePatientName('Hero Booking');
  const date = weekdayFromNow(30);
  const dialog = await openBookingFromHero(page);

  await dialog.getByLabel('Full Name').fill(patientName);
  await dialog.getByLabel('Email').fill('hero.booking@example.in');
  await dialog.getByLabel('Phone').fill('+91 98390 11223');
  await dialog.getByLabel('Age').fill('47');
  await dialog.getByLabel('Gender').selectOption('Female');
  await dialog.getByLabel('Department').selectOption('Cardiology');
  await dialog.getByLabel('Preferred Date').fill(date);
  await dialog.getByRole('radio', { name: '10:00 AM' }).check();
  await dialog.getByLabel('Reason for Visit').fill('Breathlessness on climbing stairs.');
  await dialog.getByRole('button', { name: 'Book Appointment' }).click();
  // Without consent nothing is sent.
  await expect(dialog.getByText('Please agree to continue')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /I agree/ }).check();
  await dialog.getByRole('button', { name: 'Book Appointment' }).click();

  // Exact: the toast's live region repeats the words for screen readers.
  await expect(page.getByText('Appointment Booked Successfully!', { exact: true })).toBeVisible();
  await expect(page.getByText("We'll contact you soon to confirm your appointment.", { exact: true })).toBeVisible();
  // Step 2 of 2 in the same dialog, then Done closes it.
  await expect(dialog.getByRole('progressbar', { name: 'Step 2 of 2' })).toHaveAttribute('aria-valuenow', '100');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const login = await request.post('/api/auth/login', { data: { username: 'admin', password: 'admin123' } });
  expect(login.status()).toBe(200);
  const appointments = (await (await request.get('/api/appointments')).json()) as Array<Record<string, unknown>>;
  expect(appointments.find((a) => a.patientName === patientName)).toMatchObject({
    email: 'hero.booking@example.in',
    age: 47,
    gender: 'Female',
    department: 'Cardiology',
    preferredDate: date,
    preferredTime: '10:00 AM',
    status: 'pending',
  });
});

test('a taken slot shows as booked, and a slot taken meanwhile is refused in the form', async ({ page, request }) => {
  // Dr. Manish Kapoor (12) on a day no other test uses.
  const doctorId = 12;
  const date = weekdayFromNow(53);
  await bookingBody(request, { doctorId, preferredDate: date, preferredTime: '3:00 PM' });

  const dialog = await openBookingFromHero(page);
  await dialog.getByLabel('Full Name').fill(uniquePatientName('Taken Slot'));
  await dialog.getByLabel('Email').fill('taken.slot@example.in');
  await dialog.getByLabel('Phone').fill('+91 98390 44556');
  await dialog.getByLabel('Age').fill('61');
  await dialog.getByLabel('Gender').selectOption('Male');
  await dialog.getByLabel('Doctor').selectOption(String(doctorId));
  await expect(dialog.getByLabel('Department')).toHaveValue('General Surgery');
  await chooseDay(dialog, date);
  await dialog.getByLabel('Reason for Visit').fill('Hernia review.');
  await dialog.getByRole('checkbox', { name: /I agree/ }).check();

  // The slot booked before the dialog opened cannot be chosen.
  await expect(dialog.getByRole('radio', { name: /3:00 PM/ })).toBeDisabled();

  // Someone else takes 3:30 PM while this person is still typing.
  await dialog.getByRole('radio', { name: '3:30 PM' }).check();
  await bookingBody(request, { doctorId, preferredDate: date, preferredTime: '3:30 PM' });
  await dialog.getByRole('button', { name: 'Book Appointment' }).click();

  await expect(dialog.getByRole('alert')).toContainText('already booked with the chosen doctor');
  await expect(dialog.getByText('Already booked', { exact: true })).toBeVisible();
  await expect(page.getByText('Booking Failed', { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
  // The picker learns of the new booking too.
  await expect(dialog.getByRole('radio', { name: /3:30 PM/ })).toBeDisabled();
});

test('the form names what is missing and sends nothing', async ({ page }) => {
  const dialog = await openBookingFromHero(page);
  await dialog.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(dialog.getByText('Date is required')).toBeVisible();
  await expect(dialog.getByText('Required', { exact: true }).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('home shows its sections in order', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('City Care Hospital');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'About Us',
    'Healthcare Excellence',
    'Our Medical Departments',
    'Meet Our Expert Doctors',
    'What Our Patients Say',
    'Accreditations & Certifications',
    'Contact Us',
  ]);
  await expect(page.getByRole('link', { name: 'Emergency 101' })).toHaveAttribute('href', 'tel:101');
  await expect(page.getByRole('link', { name: 'Emergency: 911' })).toHaveAttribute('href', 'tel:911');
  await expect(page.getByText('हमारा संकल्प')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('link', { name: /^View Profile of/ })).toHaveCount(8);
  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(6);
  await expect(page.getByTitle(/^Map: /)).toBeAttached();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Project Dashboard' })).toHaveAttribute('href', '/projects');
});

test('the in-page anchors work from another page', async ({ page }) => {
  await page.goto('/gallery');
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByRole('region', { name: 'Contact Us' })).toBeInViewport();

  await page.goto('/doctors');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Expert Doctors' }).click();
  await expect(page.getByRole('region', { name: 'Meet Our Expert Doctors' })).toBeInViewport();
});

test('a 360px phone: no sideways scrolling, and the menu closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Menu' }).click();
  // The phone menu also leads to the booking manage page (docs/adr/0011).
  await expect(nav.getByRole('link', { name: 'Manage your booking' })).toHaveAttribute('href', '/appointments/manage');
  await nav.getByRole('button', { name: 'Departments' }).click();
  await nav.getByRole('link', { name: 'Cardiology' }).click();
  await expect(page).toHaveURL(/\/departments\/cardiology$/);
  await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('a slot that has begun today is not offered; the rest of the day is', async ({ page }) => {
  // The browser's clock at 10:15 in India, on today's date there.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  await page.clock.setFixedTime(new Date(`${today}T10:15:00+05:30`));

  // Without a chosen doctor the form offers the standard slots on the browser's clock (a doctor's open slots come
  // from the server's clock, which this test cannot move).
  const dialog = await openBookingFromHero(page);
  await dialog.getByLabel('Department').selectOption('General Medicine');
  await dialog.getByLabel('Preferred Date').fill(today);
  const picker = dialog.getByRole('radiogroup', { name: /Preferred Time/ });
  await expect(picker.getByRole('radio', { name: /10:30 AM/ })).toBeVisible();
  for (const begun of ['9:00 AM', '9:30 AM', '10:00 AM']) await expect(picker.getByRole('radio', { name: new RegExp(begun) })).toHaveCount(0);
  await expect(picker.getByRole('radio')).toHaveCount(10);

  // A later day offers every slot.
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Preferred Date').fill(tomorrow);
  await expect(picker.getByRole('radio', { name: /9:00 AM/ })).toBeVisible();
  await expect(picker.getByRole('radio')).toHaveCount(13);
});
