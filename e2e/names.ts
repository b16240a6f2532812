// A patient's name takes letters, spaces and . ' - only (the contract's isPersonName), so a name made unique for a
// test run carries its stamp in letters: the time and a random part, each written with A to Z.
const letters = (n: number): string => {
  let text = '';
  do {
    text = String.fromCharCode(65 + (n % 26)) + text;
    n = Math.floor(n / 26);
  } while (n > 0);
  return text;
};

/** "Hero Booking Pqxmzk Fhd": the label, then a stamp of this moment and of chance, both in letters. */
export const uniquePatientName = (label: string): string => `${label} ${letters(Date.now())} ${letters(Math.floor(Math.random() * 26 ** 3))}`;
