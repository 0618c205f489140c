import type { SaveUserSettingsRequest } from '@waterline/contract/user-settings';
import { api, contract } from '../../state/api.ts';
import { parseYAxisSetting, type YAxisSetting } from './model/yaxis-setting.ts';

export type UserSettingsArgs = { projectKey: string; location: string };

const settingsPath = ({ projectKey, location }: UserSettingsArgs) => ({ project_key: projectKey, location });

/** GET/POST /api/user-settings/{project_key}/{location}: a signed-in user's y axis per project and location. */
export const userSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getYAxisSetting: contract(build).query('userSettings', {
      query: (args: UserSettingsArgs) => ({ path: settingsPath(args) }),
      transformResponse: (answer): YAxisSetting | null => parseYAxisSetting(answer.data.yaxis),
      providesTags: (_setting, _error, args) => [{ type: 'UserSettings', id: `${args.projectKey}|${args.location}` }],
    }),
    saveYAxisSetting: contract(build).mutation('saveUserSettings', {
      query: ({ yaxis, ...args }: UserSettingsArgs & SaveUserSettingsRequest) => ({
        path: settingsPath(args),
        body: { yaxis },
      }),
    }),
  }),
});

export const { useGetYAxisSettingQuery, useSaveYAxisSettingMutation } = userSettingsApi;
