import { StyleSheet, View } from '@react-pdf/renderer';
import { Text } from './text';
import type { OperatorDetails } from '../documents/document-types';
import { INK, RULE, styles } from './styles';

const LABEL_WIDTH = 44;
const line = { borderColor: INK };

const grid = StyleSheet.create({
  box: { borderWidth: RULE, ...line },
  half: { flexDirection: 'row' },
  lowerHalf: { flexDirection: 'row', borderTopWidth: RULE, ...line },
  left: { width: '57%', borderRightWidth: RULE, ...line },
  right: { width: '43%' },
  named: { flexGrow: 1, padding: 4, justifyContent: 'space-between', minHeight: 34 },
  pair: { flexDirection: 'row', flexGrow: 1 },
  pairBelow: { flexDirection: 'row', flexGrow: 1, borderTopWidth: RULE, ...line },
  label: { width: LABEL_WIDTH, padding: 4, borderRightWidth: RULE, ...line },
  value: { flex: 1, padding: 4 },
  taxIds: { flexDirection: 'row', borderBottomWidth: RULE, ...line },
  taxId: { width: '50%', padding: 4 },
  taxIdFirst: { width: '50%', padding: 4, borderRightWidth: RULE, ...line },
});

function Pair({ label, value, isBelow }: { label: string; value: string; isBelow?: boolean }) {
  return (
    <View style={isBelow ? grid.pairBelow : grid.pair}>
      <Text style={grid.label}>{label}</Text>
      <Text style={grid.value}>{value}</Text>
    </View>
  );
}

/** The payee's bank block every Russian invoice opens with, in its usual bordered grid. */
export function BankDetails({ operator }: { operator: OperatorDetails }) {
  const { bank } = operator;
  return (
    <View style={grid.box} wrap={false}>
      <View style={grid.half}>
        <View style={[grid.left, grid.named]}>
          <Text>{bank.name}</Text>
          <Text style={styles.caption}>Банк получателя</Text>
        </View>
        <View style={grid.right}>
          <Pair label="БИК" value={bank.bik} />
          <Pair label="Сч. №" value={bank.corrAccount} isBelow />
        </View>
      </View>
      <View style={grid.lowerHalf}>
        <View style={grid.left}>
          <View style={grid.taxIds}>
            <Text style={grid.taxIdFirst}>ИНН {operator.inn}</Text>
            <Text style={grid.taxId}>КПП {operator.kpp}</Text>
          </View>
          <View style={grid.named}>
            <Text>{operator.name}</Text>
            <Text style={styles.caption}>Получатель</Text>
          </View>
        </View>
        <View style={grid.right}>
          <Pair label="Сч. №" value={bank.account} />
        </View>
      </View>
    </View>
  );
}
