import { StyleSheet } from '@react-pdf/renderer';
import { FONT_FAMILY } from '../../../core/pdf/fonts';

/** A4 in points, as react-pdf lays it out. */
const A4_HEIGHT = 841.89;

export const COLORS = {
  brand: '#0f3d6e',
  accent: '#1f7a5a',
  text: '#1d2733',
  muted: '#6b7785',
  line: '#d6dde6',
  band: '#f1f4f8',
  good: '#1f7a5a',
};

export const styles = StyleSheet.create({
  page: {
    fontFamily: FONT_FAMILY,
    fontSize: 9.5,
    lineHeight: 1.35,
    color: COLORS.text,
    paddingTop: 64,
    paddingBottom: 52,
    paddingHorizontal: 40,
  },
  header: {
    position: 'absolute',
    top: 22,
    left: 40,
    right: 40,
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    paddingBottom: 6,
    borderBottomWidth: 1.5,
    borderBottomColor: COLORS.brand,
  },
  // Line heights of larger text are set on it: an inherited one would be in points of 9.5.
  brand: { fontSize: 14, lineHeight: 1.2, fontWeight: 700, color: COLORS.brand },
  headerLabel: { fontSize: 8.5, color: COLORS.muted, marginLeft: 8, marginBottom: 1.5 },
  headerRight: { fontSize: 8.5, color: COLORS.muted, textAlign: 'right' },
  // Placed from the top: a footer placed with `bottom` loses its page-number text, because
  // react-pdf re-measures that text from zero height and pushes it off the page.
  footer: {
    position: 'absolute',
    top: A4_HEIGHT - 46,
    left: 40,
    right: 40,
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingTop: 5,
    borderTopWidth: 0.5,
    borderTopColor: COLORS.line,
    fontSize: 7.5,
    color: COLORS.muted,
  },
  footerNote: { maxWidth: 420 },
  title: { fontSize: 8.5, color: COLORS.muted, letterSpacing: 1, marginBottom: 2 },
  companyName: { fontSize: 18, lineHeight: 1.25, fontWeight: 700, color: COLORS.brand },
  companySub: { fontSize: 9.5, color: COLORS.muted, marginTop: 2 },
  section: { marginTop: 14 },
  sectionTitle: {
    fontSize: 12,
    lineHeight: 1.3,
    fontWeight: 700,
    color: COLORS.brand,
    paddingBottom: 3,
    marginBottom: 6,
    borderBottomWidth: 0.75,
    borderBottomColor: COLORS.line,
  },
  subTitle: { fontSize: 10, lineHeight: 1.3, fontWeight: 700, marginTop: 6, marginBottom: 3 },
  paragraph: { marginBottom: 4 },
  row: { flexDirection: 'row' },
  kvRow: {
    flexDirection: 'row',
    paddingVertical: 2.5,
    borderBottomWidth: 0.5,
    borderBottomColor: COLORS.band,
  },
  kvLabel: { width: '36%', color: COLORS.muted, paddingRight: 8 },
  kvValue: { width: '64%' },
  table: { borderWidth: 0.5, borderColor: COLORS.line, marginTop: 2, marginBottom: 4 },
  tableHead: { flexDirection: 'row', backgroundColor: COLORS.band, fontWeight: 700 },
  tableRow: { flexDirection: 'row', borderTopWidth: 0.5, borderTopColor: COLORS.line },
  cell: { paddingVertical: 3, paddingHorizontal: 5 },
  bullet: { flexDirection: 'row', marginBottom: 2 },
  bulletMark: { width: 10, color: COLORS.accent },
  bulletText: { flex: 1 },
  muted: { color: COLORS.muted },
  bold: { fontWeight: 700 },
});
