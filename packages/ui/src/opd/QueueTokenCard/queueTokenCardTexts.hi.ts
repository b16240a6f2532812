import type { QueueTokenCardTexts } from './queueTokenCardTexts.ts';

/** The patient's token card in Hindi. */
export const QUEUE_TOKEN_CARD_TEXTS_HI: QueueTokenCardTexts = {
  heading: 'आपका टोकन',
  token: (token) => `टोकन ${token}`,
  ahead: (count) => (count === 1 ? 'आपसे पहले 1 मरीज़ है' : `आपसे पहले ${count} मरीज़ हैं`),
  next: 'अगली बारी आपकी है। कृपया डॉक्टर के कमरे के पास रहें।',
  turn: 'आपकी बारी है — कृपया डॉक्टर के कमरे में जाएँ।',
  checkedIn: 'आपकी हाज़िरी दर्ज हो गई है। कृपया अपना टोकन बुलाए जाने तक प्रतीक्षा करें।',
  done: 'आपका परामर्श पूरा हो गया है।',
  absent: 'आपको अनुपस्थित दर्ज किया गया है। कृपया पंजीकरण काउंटर पर बात करें।',
  cancelled: 'यह अपॉइंटमेंट रद्द कर दिया गया है। कृपया पंजीकरण काउंटर पर बात करें।',
  updating: 'यह जानकारी हर कुछ सेकंड में अपने-आप अपडेट होती है।',
  stale: 'अभी अपडेट नहीं हो सका। दोबारा कोशिश कर रहे हैं…',
};
