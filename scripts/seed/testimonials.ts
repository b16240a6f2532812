import type { Testimonial } from '@hospital/contract';

// The demo's patients' words on the home page, in English and Hindi; all six rated 5, as the spec's built-in ones.
export const TESTIMONIALS: Omit<Testimonial, 'id'>[] = [
  {
    name: 'Ramesh Gupta',
    nameHi: 'रमेश गुप्ता',
    condition: 'Heart bypass surgery',
    conditionHi: 'हार्ट बायपास सर्जरी',
    quote: 'The cardiology team explained every step to my family. Six months on I walk two kilometres every morning.',
    quoteHi: 'हृदय रोग की टीम ने मेरे परिवार को हर क़दम समझाया। छह महीने बाद मैं हर सुबह दो किलोमीटर पैदल चलता हूँ।',
    rating: 5,
  },
  {
    name: 'Sunita Yadav',
    nameHi: 'सुनीता यादव',
    condition: 'Safe delivery',
    conditionHi: 'सुरक्षित प्रसव',
    quote: 'From the first check-up to the delivery, the doctors and nurses treated me like their own daughter.',
    quoteHi: 'पहली जाँच से लेकर प्रसव तक, डॉक्टरों और नर्सों ने मुझे अपनी बेटी की तरह सँभाला।',
    rating: 5,
  },
  {
    name: 'Mohd. Irfan Khan',
    nameHi: 'मो. इरफ़ान ख़ान',
    condition: 'Kidney stone removal',
    conditionHi: 'गुर्दे की पथरी का ऑपरेशन',
    quote: 'The surgery was quick, the ward was clean and I was home in two days. Very thankful to the urology team.',
    quoteHi: 'ऑपरेशन जल्दी हुआ, वार्ड साफ़-सुथरा था और मैं दो दिन में घर आ गया। मूत्र रोग की टीम का बहुत धन्यवाद।',
    rating: 5,
  },
  {
    name: 'Anita Srivastava',
    nameHi: 'अनीता श्रीवास्तव',
    condition: 'Knee physiotherapy',
    conditionHi: 'घुटने की फ़िज़ियोथेरेपी',
    quote: 'After my knee replacement the physiotherapists got me back on my feet faster than I hoped.',
    quoteHi: 'घुटना बदलवाने के बाद फ़िज़ियोथेरेपिस्टों ने मुझे उम्मीद से भी जल्दी अपने पैरों पर खड़ा कर दिया।',
    rating: 5,
  },
  {
    name: 'Pradeep Tiwari',
    nameHi: 'प्रदीप तिवारी',
    condition: 'Dengue treatment',
    conditionHi: 'डेंगू का इलाज',
    quote: 'Admitted at midnight with high fever; the emergency team was ready and the care was excellent.',
    quoteHi: 'आधी रात को तेज़ बुखार में भर्ती हुआ; आपातकालीन टीम तैयार थी और देखभाल बहुत अच्छी रही।',
    rating: 5,
  },
  {
    name: 'Kusum Lata Mishra',
    nameHi: 'कुसुम लता मिश्रा',
    condition: 'Child’s pneumonia',
    conditionHi: 'बच्चे का निमोनिया',
    quote: 'The pediatric doctors were patient with my son and with all my questions. He recovered fully.',
    quoteHi: 'बच्चों के डॉक्टरों ने मेरे बेटे के साथ भी और मेरे हर सवाल के साथ भी धैर्य रखा। वह पूरी तरह ठीक हो गया।',
    rating: 5,
  },
];
