import { provisionChromium } from '@marketdata-sdk/test-tools';

/** Finds or installs Chromium before the browser suites start (see tests/tools). */
export default provisionChromium;
