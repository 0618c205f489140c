/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The project whose map /fort-peck-feedback opens (read when the web app is built). */
  readonly VITE_FEEDBACK_PROJECT_KEY?: string;
}
