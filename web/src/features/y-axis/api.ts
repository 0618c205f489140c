import type { SaveUserSettingsRequest, UserSettingsAnswer } from '@waterline/contract/user-settings';
import { api, endpointUrl } from '../../state/api.ts';
import { parseYAxisSetting, type YAxisSetting } from './model/yaxis-setting.ts';

export type UserSettingsArgs = { projectKey: string; location: string };

const settingsUrl = ({ projectKey, location }: UserSettingsArgs) =>
  endpointUrl('/api/user-settings/{project_key}/{location}', { project_key: projectKey, location });

/** GET/POST /api/user-settings/{project_key}/{location}: a signed-in user's y axis per project and location. */
export const userSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getYAxisSetting: build.query<YAxisSetting | null, UserSettingsArgs>({
      query: settingsUrl,
      transformResponse: (answer: UserSettingsAnswer) => parseYAxisSetting(answer.data.yaxis),
      providesTags: (_setting, _error, args) => [{ type: 'UserSettings', id: `${args.projectKey}|${args.location}` }],
    }),
    saveYAxisSetting: build.mutation<unknown, UserSettingsArgs & SaveUserSettingsRequest>({
      query: ({ yaxis, ...args }) => ({
        url: settingsUrl(args),
        method: 'POST',
        body: { yaxis } satisfies SaveUserSettingsRequest,
      }),
    }),
  }),
});

export const { useGetYAxisSettingQuery, useSaveYAxisSettingMutation } = userSettingsApi;
