import type { QueueBoardTexts } from './queueBoardTexts.ts';

/** The waiting-hall board's words in Hindi, as a north Indian hospital's token display writes them. */
export const QUEUE_BOARD_TEXTS_HI: QueueBoardTexts = {
  departmentHeading: (department) => `${department} ओपीडी`,
  nowServing: 'वर्तमान टोकन',
  next: 'अगले टोकन',
  token: (token) => `टोकन ${token}`,
  noneCalled: 'अभी कोई टोकन नहीं बुलाया गया',
  noneWaiting: 'कोई प्रतीक्षा में नहीं',
  moreWaiting: (count) => `+${count} और प्रतीक्षा में`,
  doctor: 'डॉक्टर',
  pleaseWait: 'कृपया अपना टोकन दिखने और बुलाए जाने तक प्रतीक्षा करें।',
  loading: 'कतार की जानकारी आ रही है…',
  connectionLost: 'कनेक्शन टूट गया',
  reconnecting: 'दोबारा जुड़ रहे हैं…',
  noDoctors: 'इस विभाग का कोई डॉक्टर दिखाने के लिए नहीं है।',
  documentTitle: (name) => `टोकन बोर्ड: ${name}`,
  notFound: 'इस पते पर कोई टोकन बोर्ड नहीं है।',
  updatedAt: (time) => `${time} पर अपडेट किया गया`,
};
