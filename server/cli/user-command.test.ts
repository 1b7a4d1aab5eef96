import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { directAdministration } from './user-admin-target.ts';
import { parseUserCommand, runUserCommand, UsageError } from './user-command.ts';
import { UserAdminError } from '../auth/user-admin.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const run = (...argv: string[]) => runUserCommand(directAdministration(server.db), argv);

async function signIn(email: string, password: string) {
  const client = server.client();
  const { error } = await client.auth.signInWithPassword({ email, password });
  return { client, error };
}

describe('npm run user', () => {
  it('creates a confirmed user with a generated password that signs in', async () => {
    const lines = await run('create', 'Olga@Example.com', '--name', 'Олга');
    expect(lines[0]).toBe('Created olga@example.com.');
    const password = /^Password: (\S+)$/.exec(lines[1]!)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await signIn('olga@example.com', password)).error).toBeNull();
  });

  it('creates a user with a given password and role; grants and revokes roles', async () => {
    expect(
      await run(
        'create',
        'stefan@example.com',
        '--password',
        'a long enough passphrase 42',
        '--role',
        'editor',
      ),
    ).toEqual(['Created stefan@example.com (editor).']);
    const { client } = await signIn('stefan@example.com', 'a long enough passphrase 42');
    // The role as the account holds it; using it needs two factors (decision 018).
    const role = async () => (await client.rpc('my_staff_role')).data;
    expect(await role()).toBe('editor');

    await run('grant', 'stefan@example.com', 'admin');
    expect(await role()).toBe('admin');
    await expect(run('revoke', 'stefan@example.com', 'admin')).rejects.toThrow(
      'The last admin cannot lose the admin role',
    );
    await run('grant', 'olga@example.com', 'admin');
    await run('revoke', 'stefan@example.com', 'admin');
    await run('revoke', 'stefan@example.com', 'editor');
    expect(await role()).toBeNull();
  });

  it('resets a password and signs the user out everywhere', async () => {
    await run('create', 'forgetful@example.com', '--password', 'a long enough passphrase 42');
    const { client } = await signIn('forgetful@example.com', 'a long enough passphrase 42');
    const [line] = await run('reset-password', 'forgetful@example.com');
    const password = /: (\S+)$/.exec(line!)![1]!;
    expect((await client.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await signIn('forgetful@example.com', password)).error).toBeNull();
  });

  it('lists users with their roles', async () => {
    await run('grant', 'olga@example.com', 'admin');
    const lines = await run('list');
    expect(lines).toContain('olga@example.com\tconfirmed\tadmin\tОлга');
    expect(lines).toContain('stefan@example.com\tconfirmed\t-\t');
  });

  it('explains mistakes', async () => {
    await expect(run('create', 'olga@example.com')).rejects.toThrow(UserAdminError);
    await expect(run('create', 'weak@example.com', '--password', 'short')).rejects.toThrow(
      /at least 8/,
    );
    await expect(run('grant', 'olga@example.com', 'owner')).rejects.toThrow(UsageError);
    await expect(run('grant', 'ghost@example.com', 'admin')).rejects.toThrow(/No user/);
    await server
      .client()
      .auth.signUp({ email: 'unconfirmed@example.com', password: 'a long enough passphrase 42' });
    await expect(run('grant', 'unconfirmed@example.com', 'editor')).rejects.toThrow(
      'Roles can only be given to confirmed accounts',
    );
    await expect(run('explode', 'x@example.com')).rejects.toThrow(UsageError);
    expect((await run())[0]).toContain('Usage: npm run user');
  });
});

describe('the command line of npm run user, read before anything is opened', () => {
  it('answers help without a database', () => {
    expect(parseUserCommand(['help'])).toEqual({ command: 'help' });
    expect(parseUserCommand(['--help'])).toEqual({ command: 'help' });
    expect(parseUserCommand([])).toEqual({ command: 'help' });
  });

  it('refuses mistakes as usage errors', () => {
    expect(() => parseUserCommand(['grant', 'a@example.com', 'owner'])).toThrow(
      'The role must be one of',
    );
    expect(() => parseUserCommand(['grant'])).toThrow('"grant" needs an email address');
    expect(() => parseUserCommand(['explode'])).toThrow('Unknown command "explode"');
    expect(() => parseUserCommand(['list', '--bogus'])).toThrow(UsageError);
  });

  it('reads each command with its options', () => {
    expect(
      parseUserCommand(['create', 'a@example.com', '--name', 'Ана', '--role', 'editor']),
    ).toEqual({
      command: 'create',
      email: 'a@example.com',
      password: undefined,
      fullName: 'Ана',
      role: 'editor',
    });
    expect(parseUserCommand(['revoke', 'a@example.com', 'admin', '--url', 'http://x'])).toEqual({
      command: 'revoke',
      email: 'a@example.com',
      role: 'admin',
    });
  });
});
