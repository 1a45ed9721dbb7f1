import { StyleSheet, View } from '@react-pdf/renderer';
import { Text } from './text';
import { INK, styles } from './styles';

const sign = StyleSheet.create({
  line: { flexDirection: 'row', alignItems: 'flex-end' },
  label: { paddingRight: 6 },
  blank: { flex: 1 },
  rule: { height: 14, borderBottomWidth: 0.75, borderColor: INK },
  slash: { paddingHorizontal: 4 },
  caption: { textAlign: 'center', marginTop: 1 },
});

function Blank({ caption }: { caption: string }) {
  return (
    <View style={sign.blank}>
      <View style={sign.rule} />
      <Text style={[styles.caption, sign.caption]}>{caption}</Text>
    </View>
  );
}

/** «Руководитель ________ / ________» with the captions under the two blanks. */
export function SignatureLine({ label }: { label?: string }) {
  return (
    <View style={sign.line} wrap={false}>
      {label ? <Text style={[sign.label, styles.bold, { marginBottom: 10 }]}>{label}</Text> : null}
      <Blank caption="подпись" />
      <Text style={[sign.slash, { marginBottom: 10 }]}>/</Text>
      <Blank caption="расшифровка подписи" />
    </View>
  );
}
