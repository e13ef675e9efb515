/**
 * How the scripts start Debian's Chromium (Playwright cannot download browsers here): its path
 * (CHROMIUM_PATH to change it) and the flags that keep it off the network and quiet in a container.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};
