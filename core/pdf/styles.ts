import { StyleSheet } from '@react-pdf/renderer';
import { FONT_FAMILY } from './fonts';

// Accounting papers are black on white: they are printed, signed and scanned.
export const INK = '#111111';
const MUTED = '#555555';
export const RULE = 0.75;

export const styles = StyleSheet.create({
  page: {
    fontFamily: FONT_FAMILY,
    fontSize: 9.5,
    lineHeight: 1.3,
    color: INK,
    paddingTop: 36,
    paddingBottom: 40,
    paddingHorizontal: 42,
  },
  row: { flexDirection: 'row' },
  bold: { fontWeight: 700 },
  caption: { fontSize: 7.5, color: MUTED },
  // Line heights of larger text are set on it: an inherited one would be in points of 9.5.
  title: {
    fontSize: 14,
    lineHeight: 1.3,
    fontWeight: 700,
    marginTop: 18,
    paddingBottom: 5,
    borderBottomWidth: 2,
    borderBottomColor: INK,
  },
  parties: { marginTop: 10 },
  partyRow: { flexDirection: 'row', marginBottom: 7 },
  partyLabel: { width: 92, paddingRight: 6 },
  partyValue: { flex: 1, fontWeight: 700 },
  summary: { marginTop: 4 },
  words: { fontWeight: 700, marginTop: 1 },
  note: { marginTop: 12 },
  closingRule: { marginTop: 8, borderBottomWidth: 2, borderBottomColor: INK },
});
