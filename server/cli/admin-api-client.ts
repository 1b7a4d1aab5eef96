/**
 * The few calls `npm run user` makes to a running server's GoTrue admin API
 * (/auth/v1/admin/users) with the service-role key.
 */

export interface AdminApiUser {
  id: string;
  email?: string;
  email_confirmed_at?: string;
  created_at: string;
  app_metadata: { roles?: string[] };
  user_metadata: { full_name?: unknown };
}

export class AdminApiError extends Error {}

export class AdminApiClient {
  constructor(
    readonly baseUrl: string,
    private readonly serviceKey: string,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(new URL(`/auth/v1/admin${path}`, this.baseUrl), {
      method,
      headers: {
        Authorization: `Bearer ${this.serviceKey}`,
        apikey: this.serviceKey,
        'Content-Type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      const message = json.msg ?? json.message ?? `HTTP ${response.status}`;
      throw new AdminApiError(`The server refused: ${String(message)}`);
    }
    return json as T;
  }

  /** Every user, newest first, reading the pages GoTrue's way. */
  async listUsers(filter = ''): Promise<AdminApiUser[]> {
    const users: AdminApiUser[] = [];
    for (let page = 1; page <= 1000; page += 1) {
      const query = `?page=${page}&per_page=1000&filter=${encodeURIComponent(filter)}`;
      const result = await this.call<{ users: AdminApiUser[] }>('GET', `/users${query}`);
      users.push(...result.users);
      if (result.users.length < 1000) break;
    }
    return users;
  }

  async findByEmail(email: string): Promise<AdminApiUser> {
    const wanted = email.trim().toLowerCase();
    const user = (await this.listUsers(wanted)).find((each) => each.email === wanted);
    if (!user) throw new AdminApiError(`No user with the email ${email}`);
    return user;
  }

  createUser(body: Record<string, unknown>) {
    return this.call<AdminApiUser>('POST', '/users', body);
  }

  updateUser(id: string, body: Record<string, unknown>) {
    return this.call<AdminApiUser>('PUT', `/users/${encodeURIComponent(id)}`, body);
  }
}

/** True when a server answers /health at `baseUrl` within two seconds. */
export async function serverAnswers(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/health', baseUrl), {
      signal: AbortSignal.timeout(2_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}
