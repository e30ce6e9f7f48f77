import { i18n } from '@lingui/core';
import { sourceLocale } from '@showdesk/domain/common/locales';

/**
 * The web tests speak en-GB, the source: with no catalogue loaded, each macro's own English is
 * its text (tests are built without the production build's stripping of it).
 */
i18n.loadAndActivate({ locale: sourceLocale, messages: {} });
