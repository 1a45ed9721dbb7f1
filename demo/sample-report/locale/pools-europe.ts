import {
  feminineCzech,
  feminineGreek,
  feminineLatvian,
  feminineLithuanian,
  femininePolish,
  feminineSlavicLatin,
} from './feminine-surname';
import {
  industryWords,
  list,
  numberStreetPostcodeCity,
  streetNumberPostcodeCity,
  type NamePool,
} from './name-pool';

export const germanPool: NamePool = {
  given: list('Thomas|Andreas|Stefan|Michael|Katrin|Sabine|Julia|Markus|Claudia|Jörg|Anja|Frank'),
  surnames: list(
    'Müller|Schneider|Becker|Hoffmann|Wagner|Krüger|Lehmann|Brandt|Vogel|Hartmann|Schubert|Keller',
  ),
  stems: list('Nordlicht|Rheintal|Alpenland|Elbtec|Isartal|Westfalia|Hansea|Weserland'),
  streets: list('Industriestraße|Hauptstraße|Bahnhofstraße|Gewerbering|Am Hafen|Lindenallee'),
  words: industryWords(
    'Maschinenbau|Logistik|Feinkost|Chemie|Elektronik|Baustoffe|Handel|Verpackung',
  ),
  formatAddress: streetNumberPostcodeCity,
};

export const frenchPool: NamePool = {
  given: list(
    'Philippe|Nicolas|Isabelle|Sophie|Laurent|Camille|Julien|Nathalie|Olivier|Claire|Éric|Hélène',
  ),
  surnames: list(
    'Dubois|Lefèvre|Moreau|Laurent|Girard|Bonnet|Mercier|Fontaine|Chevalier|Rousseau|Blanchard|Garnier',
  ),
  stems: list('Atlantique|Val de Loire|Provençale|Alpine|Normandie|Rhône|Armor|Lumière'),
  streets: list(
    'rue de la République|avenue Jean Jaurès|rue Victor Hugo|boulevard Pasteur|rue du Commerce|allée des Tilleuls',
  ),
  words: industryWords(
    'Mécanique|Transports|Alimentaire|Chimie|Électronique|Matériaux|Distribution|Emballages',
  ),
  isIndustryFirst: true,
  formatAddress: numberStreetPostcodeCity,
};

export const italianPool: NamePool = {
  given: list(
    'Marco|Giuseppe|Francesca|Alessandro|Chiara|Luca|Paola|Roberto|Giulia|Stefano|Elena|Davide',
  ),
  surnames: list(
    'Rossi|Bianchi|Colombo|Ricci|Marino|Greco|Bruno|Gallo|Conti|Fontana|Moretti|Barbieri',
  ),
  stems: list('Adriatica|Padana|Lombarda|Tirrena|Euganea|Dolomiti|Ligure|Appennino'),
  streets: list('Via Roma|Via Garibaldi|Via dell’Industria|Corso Italia|Via Mazzini|Viale Europa'),
  words: industryWords(
    'Meccanica|Trasporti|Alimentari|Chimica|Elettronica|Edilizia|Commerciale|Imballaggi',
  ),
  isIndustryFirst: true,
  formatAddress: (a) => `${a.street}, ${a.number}, ${a.postcode ? `${a.postcode} ` : ''}${a.city}`,
};

export const spanishPool: NamePool = {
  given: list('José|Carlos|María|Javier|Lucía|Antonio|Carmen|Miguel|Elena|Pablo|Laura|Fernando'),
  surnames: list(
    'García|Martínez|López|Sánchez|Fernández|Romero|Navarro|Torres|Ruiz|Castillo|Ortega|Delgado',
  ),
  stems: list('Iberia|Del Sur|Andina|Pacífico|Mediterránea|Sierra|Costa Verde|Altiplano'),
  streets: list(
    'Calle Mayor|Avenida de la Constitución|Calle del Comercio|Avenida Libertad|Calle San Martín|Paseo de la Industria',
  ),
  words: industryWords(
    'Maquinaria|Logística|Alimentos|Química|Electrónica|Materiales|Comercial|Envases',
  ),
  isIndustryFirst: true,
  formatAddress: (a) => `${a.street} ${a.number}, ${a.postcode ? `${a.postcode} ` : ''}${a.city}`,
};

export const portuguesePool: NamePool = {
  given: list('João|Pedro|Ana|Rui|Mariana|Tiago|Carla|Ricardo|Beatriz|Paulo|Fernanda|Luís'),
  surnames: list(
    'Silva|Santos|Ferreira|Pereira|Oliveira|Costa|Rodrigues|Martins|Almeida|Carvalho|Ribeiro|Gomes',
  ),
  stems: list('Atlântico|Lusitana|Tejo|Horizonte|Serra Azul|Cruzeiro|Vale Verde|Estrela'),
  streets: list(
    'Rua Augusta|Avenida da Liberdade|Rua do Comércio|Avenida Brasil|Rua das Flores|Rua Industrial',
  ),
  words: industryWords(
    'Máquinas|Logística|Alimentos|Química|Eletrónica|Materiais|Comércio|Embalagens',
  ),
  isIndustryFirst: true,
  formatAddress: (a) => `${a.street}, ${a.number}, ${a.postcode ? `${a.postcode} ` : ''}${a.city}`,
};

export const dutchPool: NamePool = {
  given: list('Jan|Pieter|Sanne|Maarten|Eva|Bas|Lotte|Joost|Anouk|Ruud|Marieke|Thijs'),
  surnames: list(
    'de Vries|Jansen|van Dijk|Bakker|Visser|Smit|Meijer|de Boer|Mulder|Bos|Vos|Peters',
  ),
  stems: list('Noordzee|Delta|Polder|Oranje|Maasland|Zuiderzee|Brabant|Waterland'),
  streets: list('Industrieweg|Havenstraat|Kerkstraat|Stationsweg|Marktplein|Energieweg'),
  words: industryWords(
    'Machinebouw|Logistiek|Voeding|Chemie|Elektronica|Bouwmaterialen|Handel|Verpakkingen',
  ),
  formatAddress: streetNumberPostcodeCity,
};

export const swedishPool: NamePool = {
  given: list('Erik|Lars|Anna|Johan|Karin|Mikael|Ingrid|Henrik|Sofia|Magnus|Maria|Anders'),
  surnames: list(
    'Andersson|Johansson|Nilsson|Lindqvist|Berg|Nyström|Eriksson|Karlsson|Holm|Lundgren|Sandberg|Forsberg',
  ),
  stems: list('Nordic|Skandia|Polaris|Norrland|Vättern|Mälardalen|Aurora|Göta'),
  streets: list('Storgatan|Industrivägen|Hamngatan|Kungsgatan|Strandvägen|Drottninggatan'),
  words: industryWords('Maskin|Logistik|Livsmedel|Kemi|Elektronik|Bygg|Handel|Förpackning'),
  formatAddress: streetNumberPostcodeCity,
};

export const danishNorwegianPool: NamePool = {
  given: list('Lars|Jens|Mette|Henrik|Kari|Morten|Ingrid|Søren|Hanne|Ole|Line|Bjørn'),
  surnames: list(
    'Hansen|Larsen|Nielsen|Pedersen|Olsen|Kristiansen|Jørgensen|Dahl|Haugen|Madsen|Berg|Christensen',
  ),
  stems: list('Nordic|Fjord|Viking|Skagen|Nordlys|Polaris|Havn|Aurora'),
  streets: list('Industrivej|Storgata|Havnegade|Strandveien|Kongens gate|Hovedgaden'),
  words: industryWords('Maskin|Logistikk|Fødevarer|Kjemi|Elektronikk|Bygg|Handel|Emballasje'),
  formatAddress: streetNumberPostcodeCity,
};

export const finnishPool: NamePool = {
  given: list('Mikko|Juha|Anna|Timo|Sari|Jari|Päivi|Antti|Laura|Kari|Tiina|Pekka'),
  surnames: list(
    'Virtanen|Korhonen|Mäkinen|Nieminen|Hämäläinen|Laine|Heikkinen|Koskinen|Järvinen|Lehtonen|Saarinen|Salminen',
  ),
  stems: list('Pohjola|Saimaa|Kaleva|Lappi|Aurora|Polaris|Sampo|Tapiola'),
  streets: list('Teollisuuskatu|Mannerheimintie|Satamakatu|Hämeenkatu|Kauppakatu|Tehtaankatu'),
  words: industryWords(
    'Kone|Logistiikka|Elintarvike|Kemia|Elektroniikka|Rakennustarvike|Kauppa|Pakkaus',
  ),
  formatAddress: streetNumberPostcodeCity,
};

export const polishPool: NamePool = {
  given: list(
    'Piotr|Krzysztof|Anna*|Tomasz|Katarzyna*|Marcin|Agnieszka*|Paweł|Magdalena*|Michał|Joanna*|Jakub',
  ),
  feminine: femininePolish,
  surnames: list(
    'Nowak|Kowalski|Wiśniewski|Wójcik|Kamiński|Lewandowski|Zieliński|Szymański|Dąbrowski|Mazur|Krawczyk|Pawlak',
  ),
  stems: list('Wisła|Bałtyk|Mazowsze|Polmet|Tatry|Sudety|Warta|Pomorze'),
  streets: list(
    'ul. Przemysłowa|ul. Marszałkowska|ul. Długa|ul. Fabryczna|al. Jana Pawła II|ul. Polna',
  ),
  words: industryWords(
    'Maszyny|Logistyka|Żywność|Chemia|Elektronika|Budownictwo|Handel|Opakowania',
  ),
  formatAddress: streetNumberPostcodeCity,
};

export const czechSlovakPool: NamePool = {
  given: list('Jan|Petr|Martina*|Tomáš|Eva*|Lukáš|Zuzana*|Martin|Lenka*|Peter|Jana*|Milan'),
  feminine: feminineCzech,
  surnames: list(
    'Novák|Svoboda|Dvořák|Černý|Procházka|Kučera|Veselý|Horák|Beneš|Marek|Pokorný|Král',
  ),
  stems: list('Morava|Bohemia|Tatra|Vltava|Labe|Šumava|Krkonoše|Hron'),
  streets: list('Průmyslová|Nádražní|Hlavná|Masarykova|Štúrova|Husova'),
  words: industryWords('Strojírny|Logistika|Potraviny|Chemie|Elektronika|Stavebniny|Obchod|Obaly'),
  formatAddress: streetNumberPostcodeCity,
};

export const hungarianPool: NamePool = {
  given: list('László|István|Katalin|Zoltán|Éva|Gábor|Erzsébet|Péter|Andrea|Tamás|Judit|Attila'),
  surnames: list('Nagy|Kovács|Tóth|Szabó|Horváth|Varga|Kiss|Molnár|Németh|Farkas|Balogh|Papp'),
  stems: list('Pannonia|Duna|Tisza|Balaton|Mátra|Hungária|Alföld|Bakony'),
  streets: list('Fő utca|Ipari út|Kossuth Lajos utca|Petőfi Sándor utca|Váci út|Rákóczi út'),
  words: industryWords(
    'Gépgyártó|Logisztika|Élelmiszer|Vegyipari|Elektronika|Építőanyag|Kereskedelmi|Csomagolás',
  ),
  formatAddress: (a) => `${a.postcode ? `${a.postcode} ` : ''}${a.city}, ${a.street} ${a.number}.`,
};

export const romanianPool: NamePool = {
  given: list(
    'Andrei|Mihai|Elena|Alexandru|Ioana|Cristian|Maria|Bogdan|Ana|Adrian|Gabriela|Florin',
  ),
  surnames: list(
    'Popescu|Ionescu|Popa|Dumitru|Stan|Stoica|Gheorghe|Munteanu|Constantin|Marin|Rusu|Ciobanu',
  ),
  stems: list('Carpați|Danubius|Transilvania|Dacia|Moldova|Mureș|Olt|Bucegi'),
  streets: list(
    'Strada Industriei|Bulevardul Unirii|Calea Victoriei|Strada Fabricii|Bulevardul Independenței|Strada Gării',
  ),
  words: industryWords(
    'Utilaje|Logistică|Alimentare|Chimica|Electronică|Materiale|Comerț|Ambalaje',
  ),
  isIndustryFirst: true,
  formatAddress: (a) =>
    `${a.street} nr. ${a.number}, ${a.city}${a.postcode ? ` ${a.postcode}` : ''}`,
};

export const yugoslavPool: NamePool = {
  given: list('Nikola|Marko|Ivana|Stefan|Ana|Luka|Jelena|Andrej|Maja|Dragan|Tanja|Goran'),
  surnames: list(
    'Petrović|Jovanović|Horvat|Kovačević|Novak|Marković|Babić|Nikolić|Kranjc|Popović|Knežević|Jurić',
  ),
  stems: list('Adria|Sava|Dunav|Istra|Drava|Morava|Triglav|Neretva'),
  streets: list(
    'Industrijska|Bulevar Oslobođenja|Glavna ulica|Ulica Kralja Tomislava|Dunajska cesta|Vojvode Mišića',
  ),
  formatAddress: streetNumberPostcodeCity,
};

export const greekPool: NamePool = {
  given: list(
    'Georgios|Dimitrios|Maria*|Konstantinos|Eleni*|Nikolaos|Katerina*|Ioannis|Sofia*|Panagiotis|Anna*|Christos',
  ),
  feminine: feminineGreek,
  surnames: list(
    'Papadopoulos|Georgiou|Nikolaou|Papadakis|Konstantinou|Ioannou|Vlachos|Pappas|Antoniou|Christodoulou|Makris|Economou',
  ),
  stems: list('Olympia|Aegean|Hellas|Egnatia|Poseidon|Athina|Delta|Kyklades'),
  streets: list(
    'Odos Ermou|Leoforos Kifisias|Odos Egnatias|Makarios III Avenue|Leoforos Syngrou|Odos Stadiou',
  ),
  formatAddress: streetNumberPostcodeCity,
};

export const bulgarianPool: NamePool = {
  given: list(
    'Georgi|Ivan|Maria*|Dimitar|Elena*|Nikolay|Teodora*|Petar|Desislava*|Stoyan|Vesela*|Hristo',
  ),
  feminine: feminineSlavicLatin,
  surnames: list(
    'Ivanov|Dimitrov|Petrov|Georgiev|Nikolov|Stoyanov|Todorov|Kolev|Angelov|Hristov|Iliev|Marinov',
  ),
  stems: list('Balkan|Rodopi|Vitosha|Dunav|Pirin|Trakia|Stara Planina|Strandzha'),
  streets: list(
    'Bulevard Vitosha|Bulevard Bulgaria|Tsarigradsko shose|Industrialna|Bulevard Knyaginya Maria Luiza|Ulitsa Rakovski',
  ),
  formatAddress: streetNumberPostcodeCity,
};

export const albanianPool: NamePool = {
  given: list('Arben|Besnik|Elira|Ilir|Blerina|Gentian|Arta|Dritan|Mimoza|Fatmir|Valbona|Endrit'),
  surnames: list('Hoxha|Krasniqi|Shehu|Berisha|Gashi|Dervishi|Kola|Leka|Basha|Murati|Rama|Morina'),
  stems: list('Illyria|Shqiponja|Drini|Adriatik|Dajti|Vjosa|Tomori|Butrinti'),
  streets: list(
    'Rruga e Durrësit|Bulevardi Dëshmorët e Kombit|Rruga e Kavajës|Bulevardi Bill Clinton|Rruga Industriale|Rruga Myslym Shyri',
  ),
  formatAddress: streetNumberPostcodeCity,
};

export const estonianPool: NamePool = {
  given: list('Andres|Mart|Liis|Tiit|Kadri|Margus|Kristi|Priit|Tiina|Rein|Kaja|Jaan'),
  surnames: list('Tamm|Saar|Sepp|Mägi|Kask|Kukk|Rebane|Ilves|Pärn|Koppel|Lepik|Kuusk'),
  stems: list('Baltic|Peipsi|Toompea|Saaremaa|Emajõgi|Viru|Harju|Pärnu'),
  streets: list('Pärnu mnt|Tööstuse tn|Narva mnt|Tartu mnt|Peterburi tee|Sadama tn'),
  formatAddress: (a) => `${a.street} ${a.number}, ${a.postcode ? `${a.postcode} ` : ''}${a.city}`,
};

export const latvianPool: NamePool = {
  given: list('Andris|Jānis|Ilze*|Edgars|Inese*|Māris|Līga*|Kārlis|Dace*|Aivars|Sanita*|Guntis'),
  feminine: feminineLatvian,
  surnames: list(
    'Bērziņš|Kalniņš|Ozols|Liepa|Krūmiņš|Zariņš|Balodis|Eglītis|Jansons|Vītols|Kļaviņš|Siliņš',
  ),
  stems: list('Baltic|Daugava|Gauja|Rīga|Kurzeme|Vidzeme|Dzintars|Venta'),
  streets: list(
    'Brīvības iela|Rūpniecības iela|Krasta iela|Maskavas iela|Dzirnavu iela|Ganību dambis',
  ),
  formatAddress: (a) => `${a.street} ${a.number}, ${a.city}${a.postcode ? `, ${a.postcode}` : ''}`,
};

export const lithuanianPool: NamePool = {
  given: list(
    'Tomas|Mindaugas|Rasa*|Kristina*|Darius|Aistė*|Andrius|Jurgita*|Paulius|Eglė*|Vytautas|Inga*',
  ),
  feminine: feminineLithuanian,
  surnames: list(
    'Kazlauskas|Petrauskas|Jankauskas|Vaitkus|Žukauskas|Butkus|Paulauskas|Urbonas|Kavaliauskas|Stankevičius|Navickas|Balčiūnas',
  ),
  stems: list('Baltic|Nemunas|Neris|Amber|Dzūkija|Žemaitija|Aukštaitija|Trakai'),
  streets: list('Gedimino pr.|Pramonės g.|Savanorių pr.|Ukmergės g.|Konstitucijos pr.|Laisvės al.'),
  formatAddress: (a) => `${a.street} ${a.number}, ${a.postcode ? `${a.postcode} ` : ''}${a.city}`,
};
