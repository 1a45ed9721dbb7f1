// Russian plurals live in contracts/, where the server's messages use them too.
export { COUNTRY_FORMS, pluralRu, type RuForms } from '../../contracts/plural-ru';
