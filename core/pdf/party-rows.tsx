import { View } from '@react-pdf/renderer';
import { Text } from './text';
import { styles } from './styles';

/** Label on the left, the party's details in bold on the right, as in 1C's printed forms. */
export function PartyRows({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <View style={styles.parties}>
      {rows.map(([label, value]) => (
        <View key={label} style={styles.partyRow} wrap={false}>
          <Text style={styles.partyLabel}>{label}</Text>
          <Text style={styles.partyValue}>{value}</Text>
        </View>
      ))}
    </View>
  );
}
