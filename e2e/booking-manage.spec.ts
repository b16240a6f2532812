// Booking, step 2 of 2 (docs/adr/0011): the confirmation a patient keeps (reference, calendar file), then the manage
// page where the same patient finds, moves and cancels the booking, after which the freed slot can be booked again.
import { readFile } from 'node:fs/promises';
import { chooseDay, dayButton, dayButtonName } from './dayPicker.ts';
import { weekdayAfter, weekdayFromNow } from './days.ts';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures.ts';
import { uniquePatientName } from './names.ts';

const REFERENCE = /CCH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;
// Dr. Neha Agarwal (4), Neurology, on days no other spec uses.
const DOCTOR_ID = '4';
const PHONE = '+91 98390 77881';

async function fillBooking(page: Page, patientName: string, date: string, slot: string): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Book Appointment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
  await dialog.getByLabel('Full Name').fill(patientName);
  await dialog.getByLabel('Email').fill('manage.journey@example.in');
  await dialog.getByLabel('Phone').fill(PHONE);
  await dialog.getByLabel('Age').fill('36');
  await dialog.getByLabel('Gender').selectOption('Female');
  await dialog.getByLabel('Doctor').selectOption(DOCTOR_ID);
  // A chosen doctor's open days are a month grid.
  await chooseDay(dialog, date);
  await dialog.getByRole('radio', { name: slot }).check();
  await dialog.getByLabel('Reason for Visit').fill('Vaccination schedule for my daughter.');
  await dialog.getByRole('checkbox', { name: /I agree/ }).check();
  return dialog;
}

/** The places left in the doctor's slot, as the public availability read says. */
async function placesLeft(request: APIRequestContext, date: string, time: string): Promise<number | undefined> {
  const answer = (await (await request.get(`/api/availability?doctorId=${DOCTOR_ID}&from=${date}&to=${date}`)).json()) as {
    days: { slots: { time: string; left: number }[] }[];
  };
  return answer.days[0]?.slots.find((slot) => slot.time === time)?.left;
}

test('book, keep the reference and the calendar file, then move, cancel, and book the freed slot again', async ({ page, request }) => {
  const patientName = uniquePatientName('Manage Journey');
  // Working days of the doctor's, within the 62 days the booking grid shows.
  const firstDay = weekdayFromNow(50);
  const secondDay = weekdayAfter(firstDay);

  // ---- book from the hero: step 2 shows the reference and what to do next ----
  const dialog = await fillBooking(page, patientName, firstDay, '10:30 AM');
  await dialog.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Step 2 of 2' })).toHaveAttribute('aria-valuenow', '100');
  await expect(dialog.getByRole('heading', { name: 'Appointment booked' })).toBeFocused();
  const reference = (await dialog.getByText(REFERENCE).first().textContent())!.match(REFERENCE)![0];
  await expect(dialog).toContainText(patientName);
  await expect(dialog).toContainText('Pending confirmation');
  await expect(dialog).toContainText('10:30 AM');

  // ---- the calendar file: one event at 10:30 in India, a reminder a day before, a UID from the reference ----
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Add to calendar' }).click()]);
  expect(download.suggestedFilename()).toBe(`${reference}.ics`);
  const calendar = (await readFile((await download.path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
  expect(calendar.match(/^BEGIN:VEVENT$/gm)).toHaveLength(1);
  expect(calendar).toMatch(new RegExp(`^DTSTART;TZID=Asia/Kolkata:${firstDay.replaceAll('-', '')}T103000\\r?$`, 'm'));
  expect(calendar).toMatch(new RegExp(`^DTEND;TZID=Asia/Kolkata:${firstDay.replaceAll('-', '')}T110000\\r?$`, 'm'));
  expect(calendar).toMatch(/^TRIGGER:-P1D\r?$/m);
  expect(calendar).toContain(`UID:${reference}@`);
  expect(calendar).toContain(reference);

  // ---- manage: find it by reference and phone (typed another way) ----
  await dialog.getByRole('link', { name: 'Manage booking' }).click();
  await expect(page).toHaveURL(/\/appointments\/manage$/);
  await page.getByLabel('Booking reference').fill(reference.toLowerCase());
  await page.getByLabel('Phone number or email').fill('9839077881');
  await page.getByRole('button', { name: 'Find booking' }).click();
  const main = page.getByRole('main');
  await expect(main).toContainText(patientName);
  await expect(main).toContainText(reference);
  // Nothing of the booking in the address bar.
  expect(page.url()).not.toContain(reference);

  // ---- reschedule to another day and slot ----
  await main.getByRole('button', { name: 'Reschedule' }).click();
  await chooseDay(main, secondDay);
  await main.getByRole('radio', { name: '2:00 PM' }).check();
  await main.getByRole('button', { name: 'Move appointment' }).click();
  await expect(main.getByText(/has been moved/)).toBeVisible();
  await expect(main).toContainText('2:00 PM');
  expect(await placesLeft(request, firstDay, '10:30 AM')).toBe(1);
  expect(await placesLeft(request, secondDay, '2:00 PM')).toBe(0);

  // ---- cancel, asked once ----
  await main.getByRole('button', { name: 'Cancel appointment' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this appointment?' });
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(main.getByText('Your appointment has been cancelled.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  expect(await placesLeft(request, secondDay, '2:00 PM')).toBe(1);

  // ---- the freed slot is free for the next patient ----
  const again = await fillBooking(page, `${patientName} again`, secondDay, '2:00 PM');
  await again.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(again.getByRole('progressbar', { name: 'Step 2 of 2' })).toBeVisible();
  expect(await placesLeft(request, secondDay, '2:00 PM')).toBe(0);
});

test('moves a visit four months ahead: the picker reads each month as it pages on, up to the booking horizon', async ({ page, request }) => {
  // Booked through the API, weeks ahead; moved to a working day four months on, past the 62 days one read may ask.
  const booked = weekdayFromNow(40);
  const farDay = weekdayFromNow(122);
  const contact = 'far.move@example.in';
  const created = await request.post('/api/appointments', {
    data: {
      patientName: 'Farah Siddiqui',
      email: contact,
      phone: '+91 98390 77882',
      age: 41,
      gender: 'Female',
      department: 'Neurology',
      doctorId: Number(DOCTOR_ID),
      preferredDate: booked,
      preferredTime: '11:30 AM',
      reasonForVisit: 'Review of migraine medicines.',
      consent: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { reference } = (await created.json()) as { reference: string };

  await page.goto('/appointments/manage');
  await page.getByLabel('Booking reference').fill(reference);
  await page.getByLabel('Phone number or email').fill(contact);
  await page.getByRole('button', { name: 'Find booking' }).click();
  const main = page.getByRole('main');
  await expect(main).toContainText('Farah Siddiqui');
  await main.getByRole('button', { name: 'Reschedule' }).click();
  // Each month is read as the grid shows it: the far day is open, never "Not available" for want of a read.
  const day = await dayButton(main, farDay);
  await expect(day).toHaveAccessibleName(dayButtonName(farDay));
  await day.click();
  await main.getByRole('radio', { name: '3:30 PM' }).check();
  await main.getByRole('button', { name: 'Move appointment' }).click();
  await expect(main.getByText(/has been moved/)).toBeVisible();
  await expect(main).toContainText('3:30 PM');

  const stored = await request.post('/api/appointments/manage/lookup', { data: { reference, contact } });
  expect(stored.status()).toBe(200);
  expect(await stored.json()).toMatchObject({ reference, preferredDate: farDay, preferredTime: '3:30 PM' });
  expect(await placesLeft(request, farDay, '3:30 PM')).toBe(0);
  expect(await placesLeft(request, booked, '11:30 AM')).toBe(1);
});

test('a wrong reference or contact gets one answer that names neither', async ({ page }) => {
  await page.goto('/appointments/manage');
  await page.getByLabel('Booking reference').fill('CCH-0000-0000');
  await page.getByLabel('Phone number or email').fill('9000000000');
  await page.getByRole('button', { name: 'Find booking' }).click();
  await expect(page.getByText('We could not find a booking with these details')).toBeVisible();
});
