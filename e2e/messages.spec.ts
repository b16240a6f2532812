// Messages to patients: a booking made on the site is e-mailed and texted within seconds, through the
// server's outbox and job queue, to the SMTP server and SMS webhook the e2e server is configured with (sinks on
// loopback, e2e/messageSinks.ts); the admin sees both as sent; the patient stops the reminders on the manage page.
import { chooseDay } from './dayPicker.ts';
import { weekdayFromNow } from './days.ts';
import { messageSinkPorts } from './messageSinkPorts.ts';
import { expect, test, type Page } from './fixtures.ts';
import { uniquePatientName } from './names.ts';

const REFERENCE = /CCH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;
// Dr. Amit Khanna (9), Pediatrics; no other spec books him.
const DOCTOR = { id: '9', name: 'Dr. Amit Khanna' };
const EMAIL = 'messages.journey@example.in';
const PHONE = '+91 98390 44556';

interface Received {
  mails: { to: string[]; subject: string; text: string; attachments: { contentType: string; filename?: string }[] }[];
  sms: { to: string; text: string }[];
}

const readBack = `http://127.0.0.1:${messageSinkPorts(Number(process.env.E2E_PORT ?? 5417)).readBack}/received`;
async function received(): Promise<Received> {
  return (await (await fetch(readBack)).json()) as Received;
}

async function bookOnTheSite(page: Page, patientName: string, date: string): Promise<string> {
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Book Appointment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
  await dialog.getByLabel('Full Name').fill(patientName);
  await dialog.getByLabel('Email').fill(EMAIL);
  await dialog.getByLabel('Phone').fill(PHONE);
  await dialog.getByLabel('Age').fill('6');
  await dialog.getByLabel('Gender').selectOption('Female');
  await dialog.getByLabel('Doctor').selectOption(DOCTOR.id);
  await chooseDay(dialog, date);
  await dialog.getByRole('radio', { name: '11:00 AM' }).check();
  await dialog.getByLabel('Reason for Visit').fill('Vaccination due at six years.');
  await dialog.getByRole('checkbox', { name: /I agree/ }).check();
  await dialog.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(dialog.getByRole('heading', { name: 'Appointment booked' })).toBeVisible();
  return (await dialog.getByText(REFERENCE).first().textContent())!.match(REFERENCE)![0];
}

test('a booking on the site is e-mailed and texted within five seconds; the admin sees both sent; the patient stops the reminders', async ({ page }) => {
  const patientName = uniquePatientName('Messages Journey');
  const date = weekdayFromNow(35);
  const reference = await bookOnTheSite(page, patientName, date);
  const booked = Date.now();

  // ---- one e-mail and one SMS, within five seconds of the booking ----
  await expect
    .poll(async () => {
      const { mails, sms } = await received();
      return [mails.filter((mail) => mail.subject.includes(reference)).length, sms.filter((text) => text.text.includes(reference)).length];
    }, { timeout: 5_000, intervals: [250] })
    .toEqual([1, 1]);
  const seconds = (Date.now() - booked) / 1000;
  test.info().annotations.push({ type: 'delivered', description: `e-mail and SMS within ${seconds.toFixed(1)} s of the booking` });

  const { mails, sms } = await received();
  const mail = mails.find((candidate) => candidate.subject.includes(reference))!;
  expect(mail.to).toEqual([EMAIL]);
  expect(mail.subject).toMatch(/^Appointment booked: /);
  expect(mail.text).toContain(`Dear ${patientName},`);
  expect(mail.text).toContain(`Doctor: ${DOCTOR.name}`);
  expect(mail.text).toContain('Time: 11:00 AM');
  expect(mail.text).toContain('/appointments/manage');
  // The reason for the visit is the patient's and the doctor's, never the message's.
  expect(mail.text).not.toContain('Vaccination due');
  expect(mail.attachments).toEqual([expect.objectContaining({ contentType: 'text/calendar', filename: `${reference}.ics` })]);
  const text = sms.find((candidate) => candidate.text.includes(reference))!;
  expect(text.to).toBe(PHONE);
  expect(text.text).toContain('11:00 AM');

  // ---- the admin finds the booking and reads its messages: the confirmations sent, the reminders waiting ----
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByLabel('Search appointments').fill(reference);
  await page.getByRole('button', { name: `Messages for ${patientName}` }).click();
  const messages = page.getByRole('dialog', { name: `Messages about ${reference}` });
  const item = (name: string) => messages.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
  await expect(item('Confirmation e-mail')).toContainText('Sent');
  await expect(item('Confirmation SMS')).toContainText('Sent');
  await expect(item('Reminder e-mail')).toContainText('Queued');
  await messages.getByRole('button', { name: 'View Confirmation e-mail' }).click();
  await expect(messages).toContainText(`Reference: ${reference}`);
  await messages.getByRole('button', { name: 'Close' }).last().click();
  await expect(messages).toBeHidden();

  // ---- the patient stops the reminders on the manage page; the admin sees them cancelled, saying why ----
  await page.goto('/appointments/manage');
  const main = page.getByRole('main');
  await main.getByLabel('Booking reference').fill(reference);
  await main.getByLabel('Phone number or email').fill(PHONE);
  await main.getByRole('button', { name: 'Find booking' }).click();
  await main.getByRole('button', { name: 'Stop reminders' }).click();
  await expect(main.getByText('Reminders are off for this visit. You will still hear from us if the booking changes.')).toBeVisible();

  await page.goto('/admin');
  await page.getByLabel('Search appointments').fill(reference);
  await page.getByRole('button', { name: `Messages for ${patientName}` }).click();
  await expect(item('Reminder e-mail')).toContainText('Cancelled');
  await expect(item('Reminder SMS')).toContainText('The patient stopped reminders');
});
