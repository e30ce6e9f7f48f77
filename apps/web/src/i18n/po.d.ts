/** A `.po` catalogue, compiled by @lingui/vite-plugin when imported (docs/decisions/006). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
