/** A small client of a running Waterline's HTTP API, for scripts: sign in, create a project, upload its data files, set its alternatives. */
import { apiClient, fetchTransport, type ApiClient } from '@waterline/contract/api-client';
import type { EndpointBody } from '@waterline/contract/api-path';

export interface AlternativeFile {
  name: string;
  fileName: string;
  csv: string | Uint8Array;
  color: string;
}

type ProjectData = NonNullable<EndpointBody<'updateProject'>['data']>;

export class WaterlineClient {
  private constructor(
    readonly baseUrl: string,
    /** The API by endpoint name (contract/src/api-client.ts), signed in. */
    readonly api: ApiClient,
  ) {}

  static async signIn(baseUrl: string, email: string, password: string): Promise<WaterlineClient> {
    const answer = await apiClient(fetchTransport(baseUrl)).call('signIn', { body: { email, password } });
    const token = answer.headers['token'];
    if (!answer.ok || !token) throw new Error(`Sign-in as ${email} failed: ${answer.status} ${answer.text}`);
    return new WaterlineClient(baseUrl, apiClient(fetchTransport(baseUrl), { token }));
  }

  /** Creates a public project with the given title and no alternatives. */
  async createProject(projectKey: string, title: string): Promise<void> {
    const map = { lat: 45, lng: -100, zoom: 5, bearing: 0, pitch: 0, markers: [], layers: [] };
    await this.api.answer('createProject', {
      body: { project_key: projectKey, public: true, access_code: '', data: { title, alternatives: [], map } },
    });
  }

  /** Uploads a data file through the signed-URL flow (the server imports it) and answers its data source (the sanitised file name). */
  async uploadDataFile(projectKey: string, fileName: string, content: string | Uint8Array): Promise<string> {
    const grant = await this.api.answer('issueDataUploadUrl', {
      path: { project_key: projectKey },
      body: { contentType: 'text/csv', name: fileName, path: fileName },
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
  async updateProjectData(projectKey: string, data: ProjectData): Promise<void> {
    const { data: project } = await this.api.answer('adminProject', { path: { project_key: projectKey } });
    await this.api.answer('updateProject', {
      path: { project_key: projectKey, project_id: project.id },
      body: { ...project, data: { ...project.data, ...data } },
    });
  }
}
