import {
  industryWords,
  list,
  numberStreetCityPostcode,
  streetNumberPostcodeCity,
  type NamePool,
} from './name-pool';

export const englishPool: NamePool = {
  given: list('James|David|Sarah|Michael|Emma|Robert|Helen|Richard|Laura|Daniel|Karen|Peter'),
  surnames: list(
    'Thompson|Walker|Harrison|Mitchell|Bennett|Carter|Hughes|Foster|Campbell|Reynolds|Morgan|Spencer',
  ),
  stems: list('Northgate|Crestline|Summit|Kingsway|Redwood|Harbour|Pinnacle|Meridian'),
  streets: list('King Street|High Street|Victoria Road|Industrial Avenue|Park Lane|Commerce Drive'),
  formatAddress: numberStreetCityPostcode,
};

export const africanEnglishPool: NamePool = {
  given: list(
    'Chinedu|Kwame|Amina|Tendai|Grace|Samuel|Wanjiru|Joseph|Adaeze|Thabo|Esther|Emmanuel',
  ),
  surnames: list(
    'Okafor|Mensah|Kamau|Adeyemi|Banda|Mwangi|Nkosi|Asante|Okonkwo|Moyo|Otieno|Boateng',
  ),
  stems: list('Savanna|Kilimanjaro|Zambezi|Sahel|Unity|Baobab|Great Lakes|Victoria'),
  streets: list(
    'Independence Avenue|Station Road|Market Street|Industrial Area Road|Kenyatta Avenue|Broad Street',
  ),
  formatAddress: numberStreetCityPostcode,
};

export const arabicPool: NamePool = {
  given: list('Ahmed|Mohammed|Khalid|Fatima|Omar|Youssef|Layla|Hassan|Mariam|Tariq|Noor|Saeed'),
  surnames: list(
    'Al Mansouri|Al Hashimi|Haddad|Al Farsi|Nasser|Al Qasimi|Khoury|Al Harbi|Saleh|Al Amiri|Darwish|Al Shamsi',
  ),
  stems: list('Al Noor|Al Waha|Gulf Star|Al Rawabi|Al Fajr|Desert Rose|Al Sahra|Oasis'),
  streets: list(
    'Sheikh Zayed Road|King Fahd Road|Al Corniche Street|Industrial Area 4|Al Maktoum Road|Salah Al Din Street',
  ),
  formatAddress: (a) => `${a.street}, ${a.number}, ${a.city}${a.postcode ? ` ${a.postcode}` : ''}`,
};

export const turkishPool: NamePool = {
  given: list('Mehmet|Ahmet|Ayşe|Mustafa|Elif|Emre|Zeynep|Murat|Fatma|Hakan|Selin|Burak'),
  surnames: list('Yılmaz|Kaya|Demir|Şahin|Çelik|Yıldız|Aydın|Öztürk|Arslan|Doğan|Koç|Kurt'),
  stems: list('Anadolu|Marmara|Ege|Bosphorus|Toros|Karadeniz|Kapadokya|Akdeniz'),
  streets: list(
    'Atatürk Caddesi|Cumhuriyet Caddesi|Organize Sanayi Bölgesi 3. Cadde|İstiklal Caddesi|Sanayi Sokak|Barbaros Bulvarı',
  ),
  words: industryWords('Makina|Lojistik|Gıda|Kimya|Elektronik|Yapı Malzemeleri|Ticaret|Ambalaj'),
  formatAddress: (a) =>
    `${a.street} No: ${a.number}, ${a.postcode ? `${a.postcode} ` : ''}${a.city}`,
};

export const chinesePool: NamePool = {
  given: list('Wei|Jing|Li Na|Hao|Xiaoming|Yan|Jun|Mei|Tao|Lei|Fang|Qiang'),
  surnames: list('Wang|Li|Zhang|Liu|Chen|Yang|Zhao|Huang|Zhou|Wu|Xu|Sun'),
  stems: list('Huaxin|Jinlong|Hengtai|Zhongda|Xinyuan|Tianrun|Haitong|Ruifeng'),
  isCityFirst: true,
  streets: list(
    'Zhongshan Road|Jianshe Road|Renmin Avenue|Keji Road|Gongye Park Road|Huancheng East Road',
  ),
  formatAddress: (a) => `${a.number} ${a.street}, ${a.city}${a.postcode ? ` ${a.postcode}` : ''}`,
};

export const japanesePool: NamePool = {
  given: list('Hiroshi|Takeshi|Yuko|Kenji|Akiko|Satoshi|Naoko|Daisuke|Emi|Makoto|Keiko|Shinji'),
  surnames: list(
    'Tanaka|Suzuki|Takahashi|Watanabe|Ito|Yamamoto|Nakamura|Kobayashi|Kato|Yoshida|Sasaki|Matsumoto',
  ),
  stems: list('Sakura|Fuji|Asahi|Hikari|Nippon Kogyo|Daiwa|Seiwa|Tokai'),
  streets: list(
    'Nihonbashi 2-chome|Umeda 1-chome|Sakae 3-chome|Shiba 5-chome|Minatomirai 4-chome|Hakata-eki Higashi 2-chome',
  ),
  words: industryWords('Seiki|Logistics|Foods|Kagaku|Denshi|Kenzai|Shoji|Packaging'),
  formatAddress: (a) => `${a.street} ${a.number}, ${a.city}${a.postcode ? `, ${a.postcode}` : ''}`,
};

export const koreanPool: NamePool = {
  given: list(
    'Min-jun|Ji-hoon|Seo-yeon|Hyun-woo|Ji-eun|Dong-hyun|Soo-jin|Jae-won|Eun-ji|Sung-min|Hye-jin|Young-ho',
  ),
  surnames: list('Kim|Lee|Park|Choi|Jung|Kang|Cho|Yoon|Jang|Lim|Han|Shin'),
  stems: list('Hanil|Daesung|Samhwa|Dongbu|Sejin|Hyosung Tech|Mirae|Hanbit'),
  streets: list('Teheran-ro|Gangnam-daero|Sejong-daero|Gongdan-ro|Centum-ro|Digital-ro'),
  formatAddress: (a) => `${a.number} ${a.street}, ${a.city}${a.postcode ? ` ${a.postcode}` : ''}`,
};

export const southAsianPool: NamePool = {
  given: list('Rajesh|Amit|Priya|Sanjay|Anita|Vikram|Neha|Arjun|Kavita|Rahul|Sunita|Imran'),
  surnames: list('Sharma|Patel|Gupta|Singh|Mehta|Reddy|Iyer|Khan|Agarwal|Nair|Chowdhury|Rao'),
  stems: list('Shree Ganesh|Lotus|Indus|Sunrise|Sapphire|Kaveri|Himalaya|Trident'),
  streets: list('MG Road|Nehru Place|Industrial Estate Road|Station Road|Ring Road|Mall Road'),
  formatAddress: (a) => `${a.number}, ${a.street}, ${a.city}${a.postcode ? ` ${a.postcode}` : ''}`,
};

export const southEastAsianPool: NamePool = {
  given: list('Budi|Siti|Ahmad|Nguyen Van|Somchai|Maria|Rizal|Dewi|Tran Thi|Anong|Jose|Farah'),
  surnames: list('Santoso|Wijaya|Abdullah|Tan|Lim|Rahman|Pham|Nguyen|Reyes|Chaiyaporn|Hidayat|Ong'),
  stems: list('Sinar Jaya|Mekong|Golden Lotus|Harapan|Sentosa|Pacific Star|Maju Bersama|Bintang'),
  streets: list(
    'Jalan Sudirman|Jalan Ampang|Nguyen Hue Street|Sukhumvit Road|Ayala Avenue|Orchard Road',
  ),
  formatAddress: (a) => `${a.street} ${a.number}, ${a.city}${a.postcode ? ` ${a.postcode}` : ''}`,
};

export const hebrewPool: NamePool = {
  given: list('Yossi|David|Noa|Avi|Michal|Eitan|Tamar|Ronen|Shira|Amir|Yael|Oren'),
  surnames: list(
    'Cohen|Levi|Mizrahi|Peretz|Biton|Friedman|Avraham|Shapiro|Katz|Ben-David|Golan|Azoulay',
  ),
  stems: list('Galil|Negev|Carmel|Orion|Arava|Tavor|Keshet|Marom'),
  streets: list(
    'Rothschild Blvd|HaMasger Street|Derech Menachem Begin|HaBarzel Street|Herzl Street|Jabotinsky Road',
  ),
  formatAddress: streetNumberPostcodeCity,
};

export const persianPool: NamePool = {
  given: list('Ali|Reza|Maryam|Hossein|Zahra|Amir|Sara|Mehdi|Neda|Farhad|Leila|Babak'),
  surnames: list(
    'Hosseini|Ahmadi|Karimi|Rahimi|Mohammadi|Rezaei|Moradi|Jafari|Sadeghi|Ghorbani|Noori|Kazemi',
  ),
  stems: list('Pars|Alborz|Zagros|Kavir|Arya|Sepid|Mehr|Khazar'),
  streets: list(
    'Valiasr Street|Enghelab Street|Azadi Avenue|Shariati Street|Industrial Town Road|Ferdowsi Street',
  ),
  formatAddress: (a) => `${a.number} ${a.street}, ${a.city}${a.postcode ? ` ${a.postcode}` : ''}`,
};

export const francophoneAfricaPool: NamePool = {
  given: list(
    'Mamadou|Ibrahima|Aminata|Moussa|Fatoumata|Ousmane|Awa|Abdoulaye|Mariam|Seydou|Aïssata|Jean-Baptiste',
  ),
  surnames: list(
    'Diallo|Traoré|Koné|Ouédraogo|Ndiaye|Coulibaly|Diop|Sow|Camara|Mbarga|Kaboré|Sylla',
  ),
  stems: list('Sahel|Teranga|Baobab|Atlantique|Horizon|Savane|Soleil|Unité'),
  streets: list(
    'Boulevard de la République|Avenue Houphouët-Boigny|Rue du Commerce|Boulevard du 30 Juin|Avenue de l’Indépendance|Zone Industrielle',
  ),
  words: industryWords(
    'Mécanique|Transports|Alimentaire|Chimie|Électronique|Matériaux|Distribution|Emballages',
  ),
  isIndustryFirst: true,
  formatAddress: (a) => `${a.street}, ${a.number}, ${a.city}`,
};
