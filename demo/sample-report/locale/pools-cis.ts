import { feminineCyrillic, feminineSlavicLatin } from './feminine-surname';
import { cyrillicAddress, list, numberStreetPostcodeCity, type NamePool } from './name-pool';

// Russian-speaking markets: companies there are registered and known under Cyrillic names.
export const slavicCyrillicPool: NamePool = {
  given: list(
    'Александр|Сергей|Ольга*|Дмитрий|Наталья*|Андрей|Елена*|Игорь|Татьяна*|Виктор|Ирина*|Павел',
  ),
  feminine: feminineCyrillic,
  surnames: list(
    'Ковалёв|Новиков|Лукашевич|Мельник|Савицкий|Кравченко|Жуковский|Бондаренко|Шевчук|Романович|Карпович|Гончаренко',
  ),
  stems: list('Белтранс|Полесье|Неман|Днепр|Славия|Промвест|Евролайн|Березина'),
  streets: list(
    'ул. Промышленная|пр-т Независимости|ул. Советская|ул. Заводская|ул. Ленина|ул. Гагарина',
  ),
  isCyrillic: true,
  formatAddress: cyrillicAddress,
};

export const centralAsianPool: NamePool = {
  given: list(
    'Нурлан|Ерлан|Айгерим*|Бахыт|Гульнара*|Асель*|Тимур|Данияр|Жанна*|Арман|Динара*|Руслан',
  ),
  feminine: feminineCyrillic,
  surnames: list(
    'Ахметов|Сапаров|Нурланов|Жумабаев|Касымов|Исмаилов|Абдуллаев|Бекмуратов|Токтогулов|Садыков|Оспанов|Рахимов',
  ),
  stems: list('Алатау|Арман|Тенгри|Номад|Сарыарка|Жетысу|Самрук|Алтын'),
  streets: list('ул. Абая|пр-т Аль-Фараби|ул. Толе би|пр-т Чуй|ул. Фурманова|ул. Байтурсынова'),
  isCyrillic: true,
  formatAddress: cyrillicAddress,
};

export const armenianPool: NamePool = {
  given: list('Aram|Davit|Anna|Tigran|Lilit|Armen|Gayane|Hovhannes|Narine|Karen|Mariam|Vardan'),
  surnames: list(
    'Hakobyan|Sargsyan|Grigoryan|Petrosyan|Harutyunyan|Mkrtchyan|Avetisyan|Karapetyan|Hovhannisyan|Vardanyan|Ghazaryan|Manukyan',
  ),
  stems: list('Ararat|Sevan|Masis|Arax|Haykakan|Erebuni|Aragats|Zangezur'),
  streets: list(
    'Tigran Mets Ave|Mashtots Ave|Arshakunyats Ave|Komitas Ave|Baghramyan Ave|Tsitsernakaberd Hwy',
  ),
  formatAddress: numberStreetPostcodeCity,
};

export const azerbaijaniPool: NamePool = {
  given: list('Elvin|Rashad|Aysel*|Farid|Leyla*|Orkhan|Gunel*|Tural|Nigar*|Kamran|Sevinj*|Vugar'),
  feminine: feminineSlavicLatin,
  surnames: list(
    'Mammadov|Aliyev|Huseynov|Hasanov|Guliyev|Ismayilov|Abbasov|Rzayev|Karimov|Jafarov|Babayev|Safarov',
  ),
  stems: list('Caspian|Absheron|Khazar|Gilan|Shirvan|Ganja|Qafqaz|Ulduz'),
  streets: list(
    'Neftchilar Ave|Nizami Street|Heydar Aliyev Ave|Babek Ave|Samad Vurgun Street|Tbilisi Ave',
  ),
  formatAddress: (a) => `${a.number} ${a.street}, ${a.city}${a.postcode ? ` ${a.postcode}` : ''}`,
};

export const georgianPool: NamePool = {
  given: list('Giorgi|Davit|Nino|Levan|Tamar|Irakli|Ana|Zurab|Mariam|Nikoloz|Eka|Lasha'),
  surnames: list(
    'Beridze|Kapanadze|Gelashvili|Maisuradze|Lomidze|Tsiklauri|Nozadze|Abashidze|Kvaratskhelia|Jgharkava|Chikovani|Mamaladze',
  ),
  stems: list('Kavkasia|Iberia|Kolkheti|Mtkvari|Rioni|Kazbegi|Svaneti|Argo'),
  streets: list(
    'Rustaveli Ave|Chavchavadze Ave|Aghmashenebeli Ave|Tsereteli Ave|Kazbegi Ave|Vazha-Pshavela Ave',
  ),
  formatAddress: (a) => `${a.number} ${a.street}, ${a.city}${a.postcode ? ` ${a.postcode}` : ''}`,
};

export const abkhazOssetianPool: NamePool = {
  ...slavicCyrillicPool,
  given: list(
    'Алхас|Заур|Мадина*|Батраз|Алана*|Астамур|Фатима*|Сослан|Зарина*|Тамерлан|Лаура*|Аслан',
  ),
  feminine: feminineCyrillic,
  surnames: list(
    'Ардзинба|Хагба|Цушба|Кокойты|Джиоев|Гассиев|Бигвава|Тедеев|Кварчия|Плиев|Агрба|Габараев',
  ),
  stems: list('Апсны|Алания|Рица|Пицунда|Ирыстон|Гагра|Лиахва|Эльбрус'),
};
