/** Device type, browser and system of a User-Agent header, for the ad analytics screen. */
export type UserAgentInfo = { deviceType: 'desktop' | 'mobile'; browser: string; os: string };

/** Device type, browser and system from a User-Agent header, as the analytics screen groups them. */
export function classifyUserAgent(ua: string | null | undefined): UserAgentInfo {
  const s = ua ?? '';
  const mobile = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|Opera Mini|IEMobile/i.test(s);
  const browser = /Edg(e|A|iOS)?\//.test(s)
    ? 'Edge'
    : /OPR\/|Opera/.test(s)
      ? 'Opera'
      : /SamsungBrowser\//.test(s)
        ? 'Samsung Internet'
        : /Firefox\/|FxiOS\//.test(s)
          ? 'Firefox'
          : /Chrome\/|CriOS\/|Chromium\//.test(s)
            ? 'Chrome'
            : /Safari\//.test(s)
              ? 'Safari'
              : 'Other';
  const os = /Windows/.test(s)
    ? 'Windows'
    : /Android/.test(s)
      ? 'Android'
      : /iPhone|iPad|iPod/.test(s)
        ? 'iOS'
        : /Mac OS X|Macintosh/.test(s)
          ? 'macOS'
          : /CrOS/.test(s)
            ? 'ChromeOS'
            : /Linux/.test(s)
              ? 'Linux'
              : 'Other';
  return { deviceType: mobile ? 'mobile' : 'desktop', browser, os };
}
