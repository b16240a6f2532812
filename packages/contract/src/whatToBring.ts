// What a patient brings to the visit, in a module of its own: the confirmation page's scripts carry it, and the site's
// first paint, which carries the hospital's facts, does not.

/** What a patient brings to the visit, in English and in Hindi: the confirmation page says it, and so do the e-mails. */
export const WHAT_TO_BRING_EN = ['A photo ID, such as an Aadhaar card', 'Previous medical reports and prescriptions', 'A list of the medicines you take'] as const;
export const WHAT_TO_BRING_HI = ['फ़ोटो वाला पहचान पत्र, जैसे आधार कार्ड', 'पुरानी मेडिकल रिपोर्ट और डॉक्टर के पर्चे', 'आप जो दवाएँ लेते हैं, उनकी सूची'] as const;
