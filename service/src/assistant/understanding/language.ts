/**
 * Which language a message is in: English, French, or something else. The firm works in English;
 * a French message gets a short French reply, any other language the same reply in English.
 * Counting common function words is enough to tell these apart in a chat message, and it keeps
 * "Bonjour, do you speak French?" English (the visitor can read an English answer).
 */
import { foldAccents } from './normalise.ts';

export type Language = 'en' | 'fr' | 'other';

const ENGLISH = new Set(
  'the a an and is are am was be you your we our i my me it this that for with do does did can could would should will what where when how who which why to of in on at from have has need looking want hi hello hey thanks please not no yes any there about space lease office u r ur wat wen pls plz thx hrs bye ok okay cool great good sure lol yeah yep shop store clinic business company building unit small new find rent buy help call email phone number'.split(
    ' ',
  ),
);

const FRENCH = new Set(
  'le la les un une des du de et est sont je j nous vous votre vos notre nos mon ma mes pour avec dans sur pas que qui quel quelle quels ou bonjour salut merci svp cherche cherchons besoin avez etes sommes suis local locaux bureau bureaux bail loyer clinique cabinet heures ouvert combien coute parlez francais anglais aide aider louer acheter mais aussi tres puis peux pouvez voudrais aimerais rendez vous ce cette horaires horaire prix tarif tarifs adresse courriel numero son sa ses elle il'.split(
    ' ',
  ),
);

// Frequent words (accents folded) of other languages visitors in Calgary may write in (Punjabi
// and Hindi as typed in Latin letters too: "sat sri akal ji").
const OTHER = new Set(
  'hola hora abren cierran abierto hoy manana hablar alguien sobre con necesito busco buscamos oficina donde cuanto cuesta gracias usted ustedes tienen para una los las por favor ich wir suchen hallo danke bitte nicht eine einen buro praxis guten tag sprechen sie deutsch und ist sind haben ihr ihre brauchen ola preciso obrigado voce voces ajudam ajuda encontrar consultorio nao tem com onde quanto hablan habla espanol ayudan ayuda tengo tenemos mis el es estoy estamos quiero queremos somos nuestro nuestra contrato arrendamiento alquiler termina pronto pueden puede negocio renegociar meu minha aluguel escritorio ciao grazie buongiorno parlate italiano mio ristorante negozio cerco ufficio kumusta po salamat ako ng mga naghahanap opisina dzien dobry szukam szukamy lokalu gabinet potrzebuje prosze dziekuje czy jest mam biuro precio precios horario direccion preis preco werden meine daten diesem gespeichert wie lange sri akal tuhade tusi tuhanu kol koi hai hain bolan wala kiddan namaste aap kya mujhe chahiye nahi'.split(
    ' ',
  ),
);

const THANKS = new Set([
  'merci',
  'gracias',
  'danke',
  'obrigado',
  'grazie',
  'salamat',
  'tnx',
  'thx',
  'ty',
]);
// ("salamat po": Tagalog's polite word.)
const MUCH = new Set('beaucoup bien muchas mille schon vielen muito mil po'.split(' '));

// Letters outside the Latin script (Punjabi, Chinese, Arabic, Tagalog is Latin…).
const NON_LATIN =
  /[\p{Script=Han}\p{Script=Arabic}\p{Script=Cyrillic}\p{Script=Gurmukhi}\p{Script=Devanagari}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Greek}\p{Script=Hebrew}\p{Script=Thai}]/gu;

export function detectLanguage(lowerCased: string): Language {
  const letters = lowerCased.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return 'en';
  const nonLatin = lowerCased.match(NON_LATIN)?.length ?? 0;
  if (nonLatin / letters > 0.3) return 'other';

  const words = foldAccents(lowerCased).match(/[a-z]+/g) ?? [];
  let english = 0;
  let french = 0;
  let other = 0;
  for (const word of words) {
    if (ENGLISH.has(word)) english += 1;
    if (FRENCH.has(word)) french += 1;
    if (OTHER.has(word)) other += 1;
  }
  // One short word alone is too little: "mon?" after the hours is Monday; and a thank-you
  // ("merci", "gracias") is understood in any language, and answered as one.
  if (words.length === 1 && words[0]!.length <= 3) return 'en';
  if (
    words.some((word) => THANKS.has(word)) &&
    words.every((word) => THANKS.has(word) || MUCH.has(word))
  ) {
    return 'en';
  }
  // French accents are strong evidence: "café" alone is not, so only when words agree.
  if (/[éèêàùçôî]/.test(lowerCased) && french > 0) french += 1;
  // Vietnamese letters (ơ, ư, đ, ạ…) that no English or French word has.
  if (/[ăâđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/.test(lowerCased)) other += 2;
  // Polish letters (ą, ę, ł, ń, ś, ź, ż) likewise.
  if (/[ąęłńśźż]/.test(lowerCased)) other += 2;
  // Spanish opens its questions and exclamations upside down.
  if (/[¿¡]/.test(lowerCased)) other += 2;
  // Spanish shares "un", "local", "de" with French: a tie is not French.
  if (french > english && french > other) return 'fr';
  if (other > english && other >= french) return 'other';
  return 'en';
}
