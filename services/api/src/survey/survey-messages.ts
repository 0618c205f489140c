/** Answered to a submission or a photo upload for a project whose map survey is off. */
export const surveyDisabledMessage = 'The map survey of this project is not enabled';
