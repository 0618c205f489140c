/** A small client of a running Waterline's HTTP API, for scripts: sign in, create a project, upload its data files, set its alternatives. */

export interface AlternativeFile {
  name: string;
  fileName: string;
  csv: string | Uint8Array;
  color: string;
}

export class WaterlineClient {
  private constructor(
    readonly baseUrl: string,
    private readonly token: string,
  ) {}

  static async signIn(baseUrl: string, email: string, password: string): Promise<WaterlineClient> {
    const answer = await fetch(`${baseUrl}/api/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const token = answer.headers.get('token');
    if (!answer.ok || !token) throw new Error(`Sign-in as ${email} failed: ${answer.status} ${await answer.text()}`);
    return new WaterlineClient(baseUrl, token);
  }

  /** Creates a public project with the given title and no alternatives. */
  async createProject(projectKey: string, title: string): Promise<void> {
    const map = { lat: 45, lng: -100, zoom: 5, bearing: 0, pitch: 0, markers: [], layers: [] };
    await this.json('POST', '/api/projects/create', {
      project_key: projectKey,
      public: true,
      access_code: '',
      data: { title, alternatives: [], map },
    });
  }

  /** Uploads a data file through the signed-URL flow (the server imports it) and answers its data source (the sanitised file name). */
  async uploadDataFile(projectKey: string, fileName: string, content: string | Uint8Array): Promise<string> {
    const grant = await this.json<{ url: string; name: string }>('PUT', `/api/upload/${projectKey}`, {
      contentType: 'text/csv',
      name: fileName,
      path: fileName,
    });
    const body = typeof content === 'string' ? content : Buffer.from(content);
    const upload = await fetch(new URL(grant.url, this.baseUrl), {
      method: 'PUT',
      headers: { 'content-type': 'text/csv' },
      body,
    });
    if (!upload.ok) throw new Error(`Uploading ${fileName} failed: ${upload.status} ${await upload.text()}`);
    return grant.name;
  }

  /** Uploads every file and makes them the project's alternatives, in order. */
  async publishAlternatives(projectKey: string, files: readonly AlternativeFile[]): Promise<void> {
    const alternatives = [];
    for (const file of files) {
      const dataSource = await this.uploadDataFile(projectKey, file.fileName, file.csv);
      alternatives.push({
        key: file.name,
        text: file.name,
        description: '',
        dataSource,
        color: file.color,
        autofill: false,
        hidden: false,
        ignoreYears: [],
        ignoreValues: [],
        ignoreNegatives: false,
      });
    }
    await this.updateProjectData(projectKey, { alternatives });
  }

  /** Changes fields of the project's configuration. */
  async updateProjectData(projectKey: string, data: Record<string, unknown>): Promise<void> {
    const { data: project } = await this.json<{ data: { id: string; data: Record<string, unknown> } }>(
      'GET',
      `/api/admin/project/${projectKey}`,
    );
    await this.json('PUT', `/api/project/${projectKey}/${project.id}/update`, {
      ...project,
      data: { ...project.data, ...data },
    });
  }

  private async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { token: this.token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!answer.ok) throw new Error(`${method} ${path} failed: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  }
}
