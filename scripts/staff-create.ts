import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { STAFF_ROLES } from '../contracts/staff/roles';
import { CreateStaffUser } from '../contracts/staff/users';
import { loadConfig } from '../core/config';
import { DomainError } from '../core/domain-error';
import { createStaffUser } from '../core/staff/users/staff-users';
import { openCommandDatabase } from './lib/open-command-database';

/**
 * `npm run staff:create -- --email a@b.ru --role admin [--name "Имя"]`: adds a staff account.
 * The password comes from STAFF_PASSWORD, or is asked for on the terminal without echo; it is
 * never taken from the command line, where it would stay in the shell's history.
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string', default: 'admin' },
    name: { type: 'string' },
  },
});

async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  if (!process.stdin.isTTY) {
    throw new Error(
      'Задайте пароль в переменной STAFF_PASSWORD или запустите команду в терминале.',
    );
  }
  const first = await askHidden('Пароль: ');
  const second = await askHidden('Пароль ещё раз: ');
  if (first !== second) throw new Error('Пароли не совпадают.');
  return first;
}

async function main() {
  if (!values.email) {
    throw new Error(
      `Укажите e-mail: npm run staff:create -- --email you@example.ru --role ${STAFF_ROLES.join('|')}`,
    );
  }
  const input = CreateStaffUser.safeParse({
    email: values.email,
    role: values.role,
    name: values.name ?? values.email.split('@')[0],
    password: await readPassword(),
  });
  if (!input.success) {
    throw new Error(input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  }
  const config = loadConfig();
  const database = await openCommandDatabase(config);
  try {
    await database.migrate();
    const { id } = await createStaffUser(database.db, null, input.data);
    console.log(
      `Сотрудник ${input.data.email} (${input.data.role}) создан, id ${id}. Вход: ${config.PUBLIC_BASE_URL}/admin1515`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DomainError || error instanceof Error ? error.message : error);
  process.exit(1);
});
