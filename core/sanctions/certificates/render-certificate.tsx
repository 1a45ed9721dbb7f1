import { renderToBuffer, StyleSheet, View } from '@react-pdf/renderer';
import { moscowDate } from '../../../contracts/dates';
import { formatMoscowDateTime } from '../../../contracts/date-time';
import {
  CERTIFICATE_DISCLAIMER,
  CERTIFICATE_STATUS_TEXT,
  CERTIFICATE_TITLE,
} from '../../../contracts/sanctions-certificate';
import {
  certificateFacts,
  type CertificateFacts,
} from '../../../contracts/sanctions-certificate-facts';
import { embeddedCoverage, printableText } from '../../documents/printable-text';
import { DocumentPage } from '../../pdf/document-page';
import { renderWithFonts } from '../../pdf/fonts';
import { PartyRows } from '../../pdf/party-rows';
import { INK, RULE, styles } from '../../pdf/styles';
import { Text } from '../../pdf/text';
import { QrCode } from './certificate-qr';
import type { SanctionsCertificatePaper } from './certificate-paper';

const QR_WIDTH = 78;

const local = StyleSheet.create({
  header: { flexDirection: 'row', alignItems: 'flex-end', gap: 12 },
  headerText: { flex: 1 },
  heading: { marginTop: 4, fontSize: 14, lineHeight: 1.3, fontWeight: 700 },
  qr: { alignItems: 'center' },
  footer: {
    position: 'absolute',
    bottom: 18,
    left: 42,
    fontSize: 7.5,
    color: '#555555',
  },
  issuer: { fontSize: 8, color: '#555555' },
  number: { marginTop: 6, fontSize: 11, fontWeight: 700 },
  section: { marginTop: 12, fontSize: 11, lineHeight: 1.3, fontWeight: 700 },
  table: { marginTop: 6, borderTopWidth: RULE, borderLeftWidth: RULE, borderColor: INK },
  row: { flexDirection: 'row' },
  head: { flexDirection: 'row', fontWeight: 700 },
  cell: { padding: 4, borderRightWidth: RULE, borderBottomWidth: RULE, borderColor: INK },
  result: { marginTop: 12, fontSize: 11, lineHeight: 1.3 },
  match: { marginTop: 5, paddingLeft: 8, borderLeftWidth: 2, borderLeftColor: INK },
  verify: { marginTop: 10 },
  url: { marginTop: 3, fontWeight: 700 },
});

const COLUMNS = [
  { title: 'Список', style: { flex: 1 } },
  { title: 'Редакция от', style: { width: 132 } },
  { title: 'Записей', style: { width: 50, textAlign: 'right' } },
  { title: 'Результат', style: { width: 104 } },
] as const;

function ListsTable({ facts }: { facts: CertificateFacts }) {
  return (
    <View style={local.table}>
      <View style={local.head} wrap={false}>
        {COLUMNS.map((column) => (
          <Text key={column.title} style={[local.cell, column.style]}>
            {column.title}
          </Text>
        ))}
      </View>
      {facts.lists.map((list) => (
        <View key={list.code} style={local.row} wrap={false}>
          {[list.name, list.date, list.entries, list.result].map((value, i) => (
            <Text key={i} style={[local.cell, COLUMNS[i]!.style]}>
              {value}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

function Matches({ facts }: { facts: CertificateFacts }) {
  if (!facts.matches.length) return null;
  return (
    <>
      <Text style={local.section}>Совпадения</Text>
      {facts.matches.map((match) => (
        <View key={match.key} style={local.match} wrap={false}>
          <Text style={styles.bold}>{match.heading}</Text>
          {match.lines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </View>
      ))}
    </>
  );
}

/** «Справка о проверке по санкционным спискам» on one A4 page (more when matches are many). */
function CertificateDocument({ paper }: { paper: SanctionsCertificatePaper }) {
  const { certificate } = paper;
  const facts = certificateFacts(certificate);
  return (
    <DocumentPage
      title={`${CERTIFICATE_TITLE} № ${certificate.number}`}
      author={paper.issuer}
      date={moscowDate(new Date(certificate.checkedAt))}
    >
      {/* The QR code heads the page: however many matches follow, it is on the first one. */}
      <View style={local.header}>
        <View style={local.headerText}>
          <Text style={local.issuer}>{paper.issuer}</Text>
          <Text style={local.heading}>{CERTIFICATE_TITLE}</Text>
          <Text style={local.number}>№ {certificate.number}</Text>
          <Text>Дата и время проверки: {formatMoscowDateTime(certificate.checkedAt)}</Text>
        </View>
        <View style={local.qr}>
          <QrCode text={paper.verifyUrl} width={QR_WIDTH} />
          <Text style={styles.caption}>Проверка подлинности</Text>
        </View>
      </View>
      <View style={styles.closingRule} />
      <Text style={local.section}>Проверенная компания</Text>
      <PartyRows rows={facts.company} />
      <Text style={local.section}>Санкционные списки</Text>
      <ListsTable facts={facts} />
      <Text style={local.result}>
        Результат проверки:{' '}
        <Text style={styles.bold}>{CERTIFICATE_STATUS_TEXT[certificate.status]}</Text>
      </Text>
      <Matches facts={facts} />
      <Text style={styles.note}>{CERTIFICATE_DISCLAIMER}</Text>
      <View style={styles.closingRule} />
      <View style={local.verify} wrap={false}>
        <Text>
          Подлинность и неизменность справки можно проверить по ссылке или QR-коду вверху первой
          страницы: страница проверки покажет ту же запись.
        </Text>
        <Text style={local.url}>{paper.verifyUrl}</Text>
        <Text style={{ marginTop: 3 }}>
          Номер справки: {certificate.number}, код проверки: {certificate.signature}
        </Text>
      </View>
      <Text fixed style={local.footer}>
        {CERTIFICATE_TITLE} № {certificate.number}
      </Text>
    </DocumentPage>
  );
}

/** The certificate as PDF bytes; names the fonts cannot draw come out in Latin letters. */
export function renderCertificate(paper: SanctionsCertificatePaper): Promise<Buffer> {
  return renderWithFonts(() => {
    const isCovered = embeddedCoverage();
    const print = (text: string) => printableText(text, isCovered);
    return renderToBuffer(<CertificateDocument paper={printablePaper(paper, print)} />);
  });
}

function printablePaper(
  paper: SanctionsCertificatePaper,
  print: (text: string) => string,
): SanctionsCertificatePaper {
  const { certificate } = paper;
  return {
    ...paper,
    certificate: {
      ...certificate,
      company: { ...certificate.company, name: print(certificate.company.name) },
      matches: certificate.matches.map((m) => ({
        ...m,
        name: print(m.name),
        matchedName: print(m.matchedName),
        programs: m.programs.map(print),
        reasons: m.reasons.map(print),
      })),
    },
  };
}
