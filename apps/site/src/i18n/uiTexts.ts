// The design system's words in a language, from that language's catalog (ui.<lang>.json): what the app hands to
// `UiTextsProvider`. A new text of a component is a field of its group (packages/ui), an id in both ui catalogs,
// and a line here; the compiler lists any group field this function does not fill.
import type { UiTexts } from '@hospital/ui';
import type { SiteWords } from '../content/siteWords.ts';
import { bookingUiTextsFrom } from './bookingUiTexts.ts';
import type { Translate } from './messages.ts';
import { translateTerm } from './terms.ts';

/** The design system's words from a language's catalogs (`t`), and the site's words of that language (`site`). */
export function uiTextsFrom(t: Translate, site: SiteWords): UiTexts {
  const term = (english: string) => translateTerm(english, t);
  return {
    states: {
      loading: t('ui.states.loading'),
      tryAgain: t('ui.states.tryAgain'),
      tryLater: t('ui.states.tryLater'),
    },
    medicalTerms: { term },
    siteShell: {
      skipToMain: t('ui.siteShell.skipToMain'),
      menu: t('ui.siteShell.menu'),
      mainNavigation: t('ui.siteShell.mainNavigation'),
      quickLinks: t('ui.siteShell.quickLinks'),
      copyright: (siteName) => t('ui.siteShell.copyright', { siteName }),
    },
    aboutSection: {
      heading: t('ui.aboutSection.heading'),
      followUs: t('ui.aboutSection.followUs'),
      chairmansMessage: t('ui.aboutSection.chairmansMessage'),
    },
    contactSection: {
      heading: t('ui.contactSection.heading'),
      address: t('ui.contactSection.address'),
      phone: t('ui.contactSection.phone'),
      email: t('ui.contactSection.email'),
      emergency: t('ui.contactSection.emergency'),
      openingHours: t('ui.contactSection.openingHours'),
      emergencyCall: (number) => t('ui.contactSection.emergencyCall', { number }),
      mapTitle: (address) => t('ui.contactSection.mapTitle', { address }),
      openInMaps: t('ui.contactSection.openInMaps'),
    },
    departmentsSection: {
      heading: t('ui.departmentsSection.heading'),
      learnMore: (department) => t('ui.departmentsSection.learnMore', { department }),
    },
    doctorsSection: {
      heading: t('ui.doctorsSection.heading'),
      years: (years) => t('ui.doctorsSection.years', { years }),
      viewProfile: t('ui.doctorsSection.viewProfile'),
      viewProfileOf: (name) => t('ui.doctorsSection.viewProfileOf', { name }),
    },
    footerDetails: {
      visitUs: t('ui.footerDetails.visitUs'),
      viewOnMaps: t('ui.footerDetails.viewOnMaps'),
      ourServices: t('ui.footerDetails.ourServices'),
      hours: t('ui.footerDetails.hours'),
    },
    testimonialsStrip: {
      label: t('ui.testimonialsStrip.label'),
      pause: t('ui.testimonialsStrip.pause'),
      play: t('ui.testimonialsStrip.play'),
      rating: (stars) => t('ui.testimonialsStrip.rating', { stars }),
    },
    doctorCard: {
      photoOf: (name) => t('ui.doctorCard.photoOf', { name }),
      years: (years) => t('ui.doctorCard.years', { years }),
      viewProfile: t('ui.doctorCard.viewProfile'),
      viewProfileOf: (name) => t('ui.doctorCard.viewProfileOf', { name }),
      bookAppointment: t('ui.doctorCard.bookAppointment'),
    },
    doctorDirectory: {
      loading: t('ui.doctorDirectory.loading'),
      errorTitle: t('ui.doctorDirectory.errorTitle'),
      emptyTitle: t('ui.doctorDirectory.emptyTitle'),
      emptyHint: t('ui.doctorDirectory.emptyHint'),
      searchLabel: t('ui.doctorDirectory.searchLabel'),
      searchPlaceholder: t('ui.doctorDirectory.searchPlaceholder'),
      listLabel: t('ui.doctorDirectory.listLabel'),
    },
    doctorProfile: {
      pageHeading: t('ui.doctorProfile.pageHeading'),
      backToHome: t('ui.doctorProfile.backToHome'),
      loading: t('ui.doctorProfile.loading'),
      notFoundTitle: t('ui.doctorProfile.notFoundTitle'),
      notFoundText: t('ui.doctorProfile.notFoundText'),
      errorTitle: t('ui.doctorProfile.errorTitle'),
      photoOf: (name) => t('ui.doctorProfile.photoOf', { name }),
      yearsExperience: (years) => t('ui.doctorProfile.yearsExperience', { years }),
      about: t('ui.doctorProfile.about'),
      aboutText: ({ name, specialization, experience, department }) =>
        department === undefined
          ? t('ui.doctorProfile.aboutText', { name, specialization, experience })
          : t('ui.doctorProfile.aboutTextInDepartment', { name, specialization, experience, department }),
      education: t('ui.doctorProfile.education'),
      expertise: t('ui.doctorProfile.expertise'),
      consultationHours: t('ui.doctorProfile.consultationHours'),
      mondayToFriday: t('ui.doctorProfile.mondayToFriday'),
      saturday: t('ui.doctorProfile.saturday'),
      sunday: t('ui.doctorProfile.sunday'),
      closed: t('ui.doctorProfile.closed'),
      contactInformation: t('ui.doctorProfile.contactInformation'),
      phone: t('ui.doctorProfile.phone'),
      email: t('ui.doctorProfile.email'),
      address: t('ui.doctorProfile.address'),
      quickActions: t('ui.doctorProfile.quickActions'),
      callNow: t('ui.doctorProfile.callNow'),
      sendMessage: t('ui.doctorProfile.sendMessage'),
      messageSubject: (name) => t('ui.doctorProfile.messageSubject', { name }),
    },
    doctorSummaryCard: {
      yearsExperience: (years) => t('ui.doctorSummaryCard.yearsExperience', { years }),
      available: t('ui.doctorSummaryCard.available'),
    },
    departmentPage: {
      loadingDoctors: t('ui.departmentPage.loadingDoctors'),
      errorTitle: t('ui.departmentPage.errorTitle'),
      emptyTitle: t('ui.departmentPage.emptyTitle'),
      emptyHint: t('ui.departmentPage.emptyHint'),
      scheduleConsultation: t('ui.departmentPage.scheduleConsultation'),
      emergencyCallNow: t('ui.departmentPage.emergencyCallNow'),
      emergencyCall: (number) => t('ui.departmentPage.emergencyCall', { number }),
    },
    facilityPage: {
      backToHome: t('ui.facilityPage.backToHome'),
      atAGlance: t('ui.facilityPage.atAGlance'),
      phone: t('ui.facilityPage.phone'),
      email: t('ui.facilityPage.email'),
    },
    galleryGrid: {
      filterLabel: t('ui.galleryGrid.filterLabel'),
      allCategories: t('ui.galleryGrid.allCategories'),
      category: (category) => t('ui.galleryGrid.category', { category }),
      loading: t('ui.galleryGrid.loading'),
      errorTitle: t('ui.galleryGrid.errorTitle'),
      emptyTitle: t('ui.galleryGrid.emptyTitle'),
      emptyText: (category) =>
        category === ''
          ? t('ui.galleryGrid.emptyAll')
          : t('ui.galleryGrid.emptyCategory', { category: t('ui.galleryGrid.category', { category }) }),
      listLabel: t('ui.galleryGrid.listLabel'),
    },
    newsEventsBoard: {
      filterLabel: t('ui.newsEventsBoard.filterLabel'),
      allUpdates: t('ui.newsEventsBoard.allUpdates'),
      news: t('ui.newsEventsBoard.news'),
      events: t('ui.newsEventsBoard.events'),
      loading: t('ui.newsEventsBoard.loading'),
      errorTitle: t('ui.newsEventsBoard.errorTitle'),
      emptyTitle: t('ui.newsEventsBoard.emptyTitle'),
      emptyText: (type) =>
        type === 'news'
          ? t('ui.newsEventsBoard.emptyNews')
          : type === 'event'
            ? t('ui.newsEventsBoard.emptyEvents')
            : t('ui.newsEventsBoard.emptyAll'),
      upcomingEvents: t('ui.newsEventsBoard.upcomingEvents'),
      latestNews: t('ui.newsEventsBoard.latestNews'),
      pastEvents: t('ui.newsEventsBoard.pastEvents'),
      eventBadge: t('ui.newsEventsBoard.eventBadge'),
      newsBadge: t('ui.newsEventsBoard.newsBadge'),
    },
    ...bookingUiTextsFrom(t, term),
    hospital: { name: t('site.name'), address: site.addressLine },
  };
}
