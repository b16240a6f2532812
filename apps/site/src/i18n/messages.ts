// The message catalogs' types. Every text the site writes itself has an id in catalogs/en.json, the same id in the
// Hindi twin beside it, and an ICU message as its value (the design system's words and the medical terms are the
// design system's own: packages/ui). Ids are typed from the English catalog, so a misspelt id does not compile.
import type SiteEnglish from './catalogs/en.json';

export type MessageId = keyof typeof SiteEnglish;

/** A message's arguments: `{ name: 'Dr. Rajesh Malhotra', years: 22 }`. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A catalog as it is written: ICU messages by id. */
export type Catalog = Readonly<Record<MessageId, string>>;

/** Gives the text of a message in the page's language. */
export type Translate = (id: MessageId, values?: MessageValues) => string;
